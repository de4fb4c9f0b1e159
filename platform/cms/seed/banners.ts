import type { BannerInput } from '../../../schemas/cms';
import type { Lang } from './pages';

/**
 * The demo banners of banners-config, per language. Six banners: the welcome pack, a running
 * tournament, a reload for logged-in players with a terms popup, a crypto-only offer, one for VIP
 * groups only (Diamond, Platinum) and one whose window opens in two weeks.
 */

interface BannerText {
  title: string;
  description: string;
  button: string;
}

interface LangTexts {
  banners: Record<BannerId, BannerText>;
  labelNew: string;
  labelHot: string;
  labelVip: string;
  terms: { name: string; title: string; secondTitle: string; desc: string };
}

export const BANNER_IDS = ['welcome-pack', 'winter-wonders', 'weekly-reload', 'crypto-boost', 'vip-diamond', 'spring-festival'] as const;
type BannerId = (typeof BANNER_IDS)[number];

const TEXTS: Record<Lang, LangTexts> = {
  en: {
    banners: {
      'welcome-pack': { title: 'Welcome pack up to {amount}', description: 'Plus {spins} free spins over your first three deposits.', button: 'Join now' },
      'winter-wonders': { title: 'Winter Wonders tournament', description: 'Spin the snowy pokies and climb the daily leaderboard.', button: 'Take part' },
      'weekly-reload': {
        title: 'Weekend reload: 50% up to {amount}',
        description: 'Every Saturday and Sunday on your first deposit of the day.',
        button: 'Deposit',
      },
      'crypto-boost': { title: 'Crypto boost', description: '10% extra on every crypto deposit, no wagering on the boost.', button: 'Deposit crypto' },
      'vip-diamond': { title: 'Your Diamond perks', description: 'Higher limits, faster withdrawals and your own manager.', button: 'VIP club' },
      'spring-festival': { title: 'Spring festival', description: 'A month of daily prizes. Get ready.', button: 'Find out more' },
    },
    labelNew: 'New',
    labelHot: 'Hot',
    labelVip: 'VIP',
    terms: {
      name: 'Terms',
      title: 'Weekend reload',
      secondTitle: 'Terms of the offer',
      desc: 'Minimum deposit {min}. The bonus must be wagered 35 times within 7 days. One reload per day, Saturday and Sunday only.',
    },
  },
  de: {
    banners: {
      'welcome-pack': {
        title: 'Willkommenspaket bis {amount}',
        description: 'Dazu {spins} Freispiele auf deine ersten drei Einzahlungen.',
        button: 'Jetzt mitmachen',
      },
      'winter-wonders': { title: 'Winterwunder-Turnier', description: 'Dreh die verschneiten Slots und steig in der Tageswertung auf.', button: 'Teilnehmen' },
      'weekly-reload': {
        title: 'Wochenend-Reload: 50 % bis {amount}',
        description: 'Jeden Samstag und Sonntag auf deine erste Einzahlung des Tages.',
        button: 'Einzahlen',
      },
      'crypto-boost': { title: 'Krypto-Boost', description: '10 % extra auf jede Krypto-Einzahlung, ohne Umsatz auf den Boost.', button: 'Krypto einzahlen' },
      'vip-diamond': { title: 'Deine Diamant-Vorteile', description: 'Höhere Limits, schnellere Auszahlungen und dein eigener Manager.', button: 'VIP-Club' },
      'spring-festival': { title: 'Frühlingsfest', description: 'Ein Monat mit täglichen Preisen. Sei bereit.', button: 'Mehr erfahren' },
    },
    labelNew: 'Neu',
    labelHot: 'Heiß',
    labelVip: 'VIP',
    terms: {
      name: 'Bedingungen',
      title: 'Wochenend-Reload',
      secondTitle: 'Bedingungen des Angebots',
      desc: 'Mindesteinzahlung {min}. Der Bonus muss innerhalb von 7 Tagen 35-mal umgesetzt werden. Ein Reload pro Tag, nur samstags und sonntags.',
    },
  },
  fr: {
    banners: {
      'welcome-pack': {
        title: 'Forfait de bienvenue jusqu’à {amount}',
        description: 'Plus {spins} tours gratuits sur vos trois premiers dépôts.',
        button: 'Inscrivez-vous',
      },
      'winter-wonders': {
        title: 'Tournoi Merveilles d’hiver',
        description: 'Faites tourner les machines enneigées et grimpez au classement du jour.',
        button: 'Participer',
      },
      'weekly-reload': {
        title: 'Recharge du week-end : 50 % jusqu’à {amount}',
        description: 'Chaque samedi et dimanche sur votre premier dépôt de la journée.',
        button: 'Déposer',
      },
      'crypto-boost': { title: 'Bonus crypto', description: '10 % de plus sur chaque dépôt en crypto, sans mise sur le bonus.', button: 'Déposer en crypto' },
      'vip-diamond': {
        title: 'Vos avantages Diamant',
        description: 'Limites plus élevées, retraits plus rapides et votre propre gestionnaire.',
        button: 'Club VIP',
      },
      'spring-festival': { title: 'Festival du printemps', description: 'Un mois de prix quotidiens. Préparez-vous.', button: 'En savoir plus' },
    },
    labelNew: 'Nouveau',
    labelHot: 'Populaire',
    labelVip: 'VIP',
    terms: {
      name: 'Conditions',
      title: 'Recharge du week-end',
      secondTitle: 'Conditions de l’offre',
      desc: 'Dépôt minimum {min}. Le bonus doit être misé 35 fois en 7 jours. Une recharge par jour, samedi et dimanche seulement.',
    },
  },
  no: {
    banners: {
      'welcome-pack': { title: 'Velkomstpakke opptil {amount}', description: 'Pluss {spins} gratisspinn på de tre første innskuddene.', button: 'Bli med nå' },
      'winter-wonders': { title: 'Vinterunder-turnering', description: 'Spinn de snødekte automatene og klatre på dagens toppliste.', button: 'Delta' },
      'weekly-reload': { title: 'Helgebonus: 50 % opptil {amount}', description: 'Hver lørdag og søndag på dagens første innskudd.', button: 'Sett inn' },
      'crypto-boost': { title: 'Kryptoboost', description: '10 % ekstra på hvert kryptoinnskudd, uten omsetningskrav på boosten.', button: 'Sett inn krypto' },
      'vip-diamond': { title: 'Dine Diamant-fordeler', description: 'Høyere grenser, raskere uttak og din egen kontaktperson.', button: 'VIP-klubb' },
      'spring-festival': { title: 'Vårfestival', description: 'En måned med daglige premier. Gjør deg klar.', button: 'Les mer' },
    },
    labelNew: 'Ny',
    labelHot: 'Populær',
    labelVip: 'VIP',
    terms: {
      name: 'Vilkår',
      title: 'Helgebonus',
      secondTitle: 'Vilkår for tilbudet',
      desc: 'Minste innskudd {min}. Bonusen må omsettes 35 ganger innen 7 dager. Én bonus per dag, kun lørdag og søndag.',
    },
  },
  it: {
    banners: {
      'welcome-pack': {
        title: 'Pacchetto di benvenuto fino a {amount}',
        description: 'Più {spins} giri gratis sui primi tre depositi.',
        button: 'Iscriviti ora',
      },
      'winter-wonders': { title: 'Torneo Meraviglie d’inverno', description: 'Gira le slot innevate e scala la classifica del giorno.', button: 'Partecipa' },
      'weekly-reload': {
        title: 'Ricarica del weekend: 50% fino a {amount}',
        description: 'Ogni sabato e domenica sul primo deposito della giornata.',
        button: 'Deposita',
      },
      'crypto-boost': { title: 'Boost crypto', description: '10% in più su ogni deposito in crypto, senza puntata sul boost.', button: 'Deposita crypto' },
      'vip-diamond': { title: 'I tuoi vantaggi Diamante', description: 'Limiti più alti, prelievi più rapidi e un manager dedicato.', button: 'Club VIP' },
      'spring-festival': { title: 'Festa di primavera', description: 'Un mese di premi ogni giorno. Preparati.', button: 'Scopri di più' },
    },
    labelNew: 'Nuovo',
    labelHot: 'Top',
    labelVip: 'VIP',
    terms: {
      name: 'Termini',
      title: 'Ricarica del weekend',
      secondTitle: 'Termini dell’offerta',
      desc: 'Deposito minimo {min}. Il bonus va puntato 35 volte entro 7 giorni. Una ricarica al giorno, solo sabato e domenica.',
    },
  },
  et: {
    banners: {
      'welcome-pack': {
        title: 'Tervituspakett kuni {amount}',
        description: 'Lisaks {spins} tasuta keerutust esimese kolme sissemakse eest.',
        button: 'Liitu kohe',
      },
      'winter-wonders': { title: 'Talveimede turniir', description: 'Keeruta lumiseid slotte ja tõuse päeva edetabelis.', button: 'Osale' },
      'weekly-reload': {
        title: 'Nädalavahetuse boonus: 50% kuni {amount}',
        description: 'Igal laupäeval ja pühapäeval päeva esimesele sissemaksele.',
        button: 'Tee sissemakse',
      },
      'crypto-boost': {
        title: 'Krüptovõimendus',
        description: '10% lisaks igale krüptosissemaksele, võimendusel panustamisnõuet pole.',
        button: 'Maksa krüptoga',
      },
      'vip-diamond': { title: 'Sinu Teemant-taseme eelised', description: 'Kõrgemad limiidid, kiiremad väljamaksed ja isiklik haldur.', button: 'VIP-klubi' },
      'spring-festival': { title: 'Kevadfestival', description: 'Kuu aega igapäevaseid auhindu. Ole valmis.', button: 'Loe lähemalt' },
    },
    labelNew: 'Uus',
    labelHot: 'Kuum',
    labelVip: 'VIP',
    terms: {
      name: 'Tingimused',
      title: 'Nädalavahetuse boonus',
      secondTitle: 'Pakkumise tingimused',
      desc: 'Minimaalne sissemakse {min}. Boonus tuleb 35 korda läbi panustada 7 päeva jooksul. Üks boonus päevas, ainult laupäeval ja pühapäeval.',
    },
  },
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * The six banners in a language; `images` maps banner id -> image URL; windows are relative to
 * `now`; `regional` rewords a text for the locale (Canadian English says slots for pokies).
 */
export function seedBanners(lang: Lang, now: Date, images: Record<BannerId, string>, regional: (text: string) => string = (text) => text): BannerInput[] {
  const base = TEXTS[lang];
  const t: LangTexts = {
    ...base,
    banners: Object.fromEntries(
      Object.entries(base.banners).map(([id, b]) => [id, { title: regional(b.title), description: regional(b.description), button: regional(b.button) }]),
    ) as LangTexts['banners'],
  };
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const text = (id: BannerId) => ({ title: { text: t.banners[id].title }, description: { text: t.banners[id].description } });
  return [
    {
      id: 'welcome-pack',
      ...text('welcome-pack'),
      variables: {
        EUR: { amount: '€1,000', spins: '150' },
        AUD: { amount: 'A$1,500', spins: '150' },
        CAD: { amount: 'C$1,500', spins: '150' },
        NZD: { amount: 'NZ$1,500', spins: '150' },
        NOK: { amount: '10 000 kr', spins: '150' },
        BTC: { amount: '0.02 BTC', spins: '150' },
      },
      categories: ['welcome'],
      logged: null,
      welcome_pack: true,
      labels: [{ title: t.labelHot, type: 'hot', theme: 'warning', dot: false }],
      gradient: { colorLeft: '#3b0a57', colorLeftCenter: '#6a1b9a', colorRightCenter: '#ad1457', colorRight: '#e65100' },
      button: { name: t.banners['welcome-pack'].button, url: '/registration', type: 'primary', attrs: { 'data-analytics': 'banner-welcome' } },
      image: images['welcome-pack'],
      size: 'large',
      order: { main: 1, promotions: 1 },
    },
    {
      id: 'winter-wonders',
      ...text('winter-wonders'),
      categories: ['tournament'],
      labels: [{ title: t.labelNew, type: 'new', theme: 'accent', dot: true }],
      gradient: { colorLeft: '#0d47a1', colorLeftCenter: '#1976d2', colorRightCenter: '#4fc3f7', colorRight: '#e1f5fe' },
      button: { name: t.banners['winter-wonders'].button, url: '/tournaments/winter-wonders', type: 'primary', frontendIdentifier: 'winter-wonders' },
      timer: { start_at: at(-1), end_at: at(27) },
      image: images['winter-wonders'],
      size: 'large',
      order: { main: 2, promotions: 2 },
      tournament_link: 'winter-wonders',
      is_tournament: true,
    },
    {
      id: 'weekly-reload',
      ...text('weekly-reload'),
      variables: {
        EUR: { amount: '€200', min: '€20' },
        AUD: { amount: 'A$300', min: 'A$30' },
        CAD: { amount: 'C$300', min: 'C$30' },
        NZD: { amount: 'NZ$300', min: 'NZ$30' },
        NOK: { amount: '2 000 kr', min: '200 kr' },
      },
      categories: ['reload'],
      logged: true,
      crypto: 'fiat',
      gradient: { colorLeft: '#1b5e20', colorLeftCenter: '#2e7d32', colorRightCenter: '#66bb6a', colorRight: '#c5e1a5' },
      button: { name: t.banners['weekly-reload'].button, url: '/deposit', type: 'primary' },
      second_button: { name: t.terms.name, popup: { title: t.terms.title, secondTitle: t.terms.secondTitle, desc: t.terms.desc } },
      image: images['weekly-reload'],
      size: 'medium',
      order: { main: 3, promotions: 3 },
    },
    {
      id: 'crypto-boost',
      ...text('crypto-boost'),
      categories: ['crypto'],
      logged: true,
      crypto: 'crypto',
      gradient: { colorLeft: '#212121', colorLeftCenter: '#424242', colorRightCenter: '#f9a825', colorRight: '#ffd54f' },
      button: { name: t.banners['crypto-boost'].button, url: '/deposit', type: 'secondary' },
      image: images['crypto-boost'],
      size: 'medium',
      order: { main: 4 },
    },
    {
      id: 'vip-diamond',
      ...text('vip-diamond'),
      categories: ['vip'],
      // Diamond and Platinum players only (spec P6 groups 759 and 255).
      group_ids: [759, 255],
      logged: true,
      labels: [{ title: t.labelVip, type: 'vip', theme: 'default', dot: false }],
      gradient: { colorLeft: '#263238', colorLeftCenter: '#37474f', colorRightCenter: '#90a4ae', colorRight: '#eceff1' },
      button: { name: t.banners['vip-diamond'].button, url: '/vip-club', type: 'outline' },
      image: images['vip-diamond'],
      size: 'medium',
      order: { main: 5, vip: 1 },
    },
    {
      id: 'spring-festival',
      ...text('spring-festival'),
      categories: ['festival'],
      labels: [{ title: t.labelNew, type: 'new', theme: 'success', dot: true }],
      gradient: { colorLeft: '#880e4f', colorLeftCenter: '#c2185b', colorRightCenter: '#f06292', colorRight: '#fce4ec' },
      button: { name: t.banners['spring-festival'].button, url: '/promotions', type: 'primary' },
      // Opens in two weeks: the slider shows it only from then (the countdown until then is its timer).
      timer: { start_at: at(14), end_at: at(45) },
      image: images['spring-festival'],
      size: 'large',
      order: { main: 6, promotions: 4 },
    },
  ];
}

/** Gradient end colours of each banner's art. */
export const BANNER_ART: Record<BannerId, [string, string]> = {
  'welcome-pack': ['#6a1b9a', '#e65100'],
  'winter-wonders': ['#0d47a1', '#4fc3f7'],
  'weekly-reload': ['#1b5e20', '#66bb6a'],
  'crypto-boost': ['#212121', '#f9a825'],
  'vip-diamond': ['#263238', '#90a4ae'],
  'spring-festival': ['#880e4f', '#f06292'],
};
