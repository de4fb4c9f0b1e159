import type { PageCategory } from '../../../schemas/cms';

/**
 * The seeded static pages: real text in every language the site speaks. en-AU, en-CA and en-NZ
 * read the English text (their own pages where it differs: the AU terms variant and the local
 * help lines in responsible gaming); fr-CA reads French.
 */

export type Lang = 'en' | 'de' | 'fr' | 'no' | 'it' | 'et';

export interface SeedPageText {
  title: string;
  /** SEO description (blocks.description). */
  description: string;
  /** HTML. */
  content: string;
}

export interface SeedPage {
  slug: string;
  categories: PageCategory[];
  hidden?: boolean;
  /** Per language; a language left out falls back to `en` on the public site. */
  text: Partial<Record<Lang, SeedPageText>> & { en: SeedPageText };
  meta?: Record<string, unknown> | null;
  /** Only these locales get the page (e.g. the AU variant); default: all. */
  locales?: readonly string[];
}

const h = (title: string, ...paras: string[]) => `<h2>${title}</h2>${paras.map((p) => `<p>${p}</p>`).join('')}`;

export const SEED_PAGES: SeedPage[] = [
  {
    slug: 'terms-and-conditions',
    categories: ['bottom-menu'],
    text: {
      en: {
        title: 'Terms and conditions',
        description: 'The rules of your Reelhouse account: who may play, deposits and withdrawals, bonuses and closing an account.',
        content:
          h(
            '1. Who may play',
            'You must be at least 18 years old (or the legal age in your country, if higher) and play from a country where online gambling is allowed. One account per person, household, IP address and payment method.',
          ) +
          h(
            '2. Your account',
            'Keep your details true and up to date. We may ask for documents that prove your identity, address and payment methods before a withdrawal. Keep your password secret and turn on two-factor sign-in.',
          ) +
          h(
            '3. Deposits and withdrawals',
            'Deposits and withdrawals use the methods shown in the cashbox, with the limits shown there. Withdrawals go back to the method you deposited with where possible. A withdrawal may wait for review.',
          ) +
          h(
            '4. Bonuses',
            'Every bonus has its own wagering requirement and expiry, shown in your profile. Bonus money becomes real money only when the wagering is complete.',
          ) +
          h(
            '5. Closing your account',
            'You may close your account at any time from your profile or through support. Self-exclusion closes it for the period you choose and cannot be undone early.',
          ),
      },
      de: {
        title: 'Allgemeine Geschäftsbedingungen',
        description: 'Die Regeln deines Reelhouse-Kontos: wer spielen darf, Ein- und Auszahlungen, Boni und die Schließung eines Kontos.',
        content:
          h(
            '1. Wer spielen darf',
            'Du musst mindestens 18 Jahre alt sein (oder das in deinem Land geltende höhere Mindestalter erreicht haben) und aus einem Land spielen, in dem Online-Glücksspiel erlaubt ist. Ein Konto pro Person, Haushalt, IP-Adresse und Zahlungsmittel.',
          ) +
          h(
            '2. Dein Konto',
            'Halte deine Angaben wahr und aktuell. Vor einer Auszahlung können wir Nachweise zu Identität, Adresse und Zahlungsmitteln verlangen. Halte dein Passwort geheim und aktiviere die Zwei-Faktor-Anmeldung.',
          ) +
          h(
            '3. Ein- und Auszahlungen',
            'Ein- und Auszahlungen erfolgen über die in der Kasse gezeigten Methoden und innerhalb der dort genannten Limits. Auszahlungen gehen nach Möglichkeit an die Methode zurück, mit der du eingezahlt hast. Eine Auszahlung kann geprüft werden.',
          ) +
          h(
            '4. Boni',
            'Jeder Bonus hat eigene Umsatzbedingungen und eine Ablaufzeit, die in deinem Profil stehen. Bonusgeld wird erst nach erfülltem Umsatz zu Echtgeld.',
          ) +
          h(
            '5. Kontoschließung',
            'Du kannst dein Konto jederzeit im Profil oder über den Support schließen. Ein Selbstausschluss schließt es für den gewählten Zeitraum und kann nicht vorzeitig aufgehoben werden.',
          ),
      },
      fr: {
        title: 'Conditions générales',
        description: 'Les règles de votre compte Reelhouse : qui peut jouer, dépôts et retraits, bonus et fermeture du compte.',
        content:
          h(
            '1. Qui peut jouer',
            'Vous devez avoir au moins 18 ans (ou l’âge légal de votre pays s’il est plus élevé) et jouer depuis un pays où le jeu en ligne est permis. Un seul compte par personne, foyer, adresse IP et moyen de paiement.',
          ) +
          h(
            '2. Votre compte',
            'Gardez vos renseignements exacts et à jour. Avant un retrait, nous pouvons demander des pièces prouvant votre identité, votre adresse et vos moyens de paiement. Gardez votre mot de passe secret et activez la connexion à deux facteurs.',
          ) +
          h(
            '3. Dépôts et retraits',
            'Les dépôts et retraits passent par les méthodes affichées dans la caisse, avec les limites qui y figurent. Les retraits reviennent si possible à la méthode de dépôt. Un retrait peut faire l’objet d’une vérification.',
          ) +
          h(
            '4. Bonus',
            'Chaque bonus a ses propres conditions de mise et sa date d’expiration, affichées dans votre profil. L’argent bonus devient de l’argent réel une fois les mises complétées.',
          ) +
          h(
            '5. Fermeture du compte',
            'Vous pouvez fermer votre compte à tout moment depuis votre profil ou auprès du soutien. L’autoexclusion le ferme pour la période choisie et ne peut pas être levée plus tôt.',
          ),
      },
      no: {
        title: 'Vilkår og betingelser',
        description: 'Reglene for Reelhouse-kontoen din: hvem som kan spille, innskudd og uttak, bonuser og stenging av kontoen.',
        content:
          h(
            '1. Hvem kan spille',
            'Du må være minst 18 år (eller den lovlige alderen i landet ditt hvis den er høyere) og spille fra et land der pengespill på nett er tillatt. Én konto per person, husstand, IP-adresse og betalingsmåte.',
          ) +
          h(
            '2. Kontoen din',
            'Hold opplysningene dine riktige og oppdaterte. Før et uttak kan vi be om dokumenter som bekrefter identitet, adresse og betalingsmåter. Hold passordet hemmelig og slå på totrinnsinnlogging.',
          ) +
          h(
            '3. Innskudd og uttak',
            'Innskudd og uttak skjer med metodene og innenfor grensene som vises i kassen. Uttak går om mulig tilbake til metoden du satte inn med. Et uttak kan bli gjennomgått.',
          ) +
          h(
            '4. Bonuser',
            'Hver bonus har egne omsetningskrav og utløpstid, som vises i profilen din. Bonuspenger blir ekte penger først når omsetningen er fullført.',
          ) +
          h(
            '5. Stenge kontoen',
            'Du kan stenge kontoen når som helst i profilen eller via kundestøtte. Selvutestengelse stenger den for perioden du velger og kan ikke oppheves tidligere.',
          ),
      },
      it: {
        title: 'Termini e condizioni',
        description: 'Le regole del tuo conto Reelhouse: chi può giocare, depositi e prelievi, bonus e chiusura del conto.',
        content:
          h(
            '1. Chi può giocare',
            'Devi avere almeno 18 anni (o l’età legale del tuo paese, se più alta) e giocare da un paese in cui il gioco online è consentito. Un solo conto per persona, nucleo familiare, indirizzo IP e metodo di pagamento.',
          ) +
          h(
            '2. Il tuo conto',
            'Mantieni i tuoi dati veritieri e aggiornati. Prima di un prelievo possiamo chiedere documenti che provino identità, indirizzo e metodi di pagamento. Tieni segreta la password e attiva l’accesso a due fattori.',
          ) +
          h(
            '3. Depositi e prelievi',
            'Depositi e prelievi usano i metodi mostrati nella cassa, con i limiti indicati. Quando possibile i prelievi tornano al metodo usato per il deposito. Un prelievo può essere sottoposto a verifica.',
          ) +
          h(
            '4. Bonus',
            'Ogni bonus ha requisiti di puntata e scadenza propri, indicati nel tuo profilo. Il denaro bonus diventa reale solo a puntate completate.',
          ) +
          h(
            '5. Chiusura del conto',
            'Puoi chiudere il conto in qualsiasi momento dal profilo o tramite l’assistenza. L’autoesclusione lo chiude per il periodo scelto e non può essere revocata prima.',
          ),
      },
      et: {
        title: 'Tingimused',
        description: 'Sinu Reelhouse’i konto reeglid: kes võib mängida, sisse- ja väljamaksed, boonused ja konto sulgemine.',
        content:
          h(
            '1. Kes võib mängida',
            'Pead olema vähemalt 18-aastane (või oma riigi kõrgema seadusliku vanusega) ja mängima riigist, kus internetis hasartmängud on lubatud. Üks konto inimese, leibkonna, IP-aadressi ja makseviisi kohta.',
          ) +
          h(
            '2. Sinu konto',
            'Hoia oma andmed õiged ja ajakohased. Enne väljamakset võime küsida dokumente, mis tõendavad isikut, aadressi ja makseviise. Hoia parool salajas ja lülita sisse kaheastmeline sisselogimine.',
          ) +
          h(
            '3. Sisse- ja väljamaksed',
            'Sisse- ja väljamaksed tehakse kassas näidatud viisidega ja seal toodud piirides. Väljamaksed lähevad võimaluse korral tagasi makseviisile, millega raha sisse maksid. Väljamakse võib minna ülevaatusele.',
          ) +
          h(
            '4. Boonused',
            'Igal boonusel on oma panustamisnõue ja aegumisaeg, mis on näha sinu profiilis. Boonusraha muutub päris rahaks alles pärast panustamisnõude täitmist.',
          ) +
          h(
            '5. Konto sulgemine',
            'Võid konto igal ajal sulgeda profiilis või klienditoe kaudu. Enesevälistamine sulgeb konto valitud ajaks ja seda ei saa varem lõpetada.',
          ),
      },
    },
  },
  {
    slug: 'terms-and-conditions/estonia',
    categories: ['bottom-menu'],
    text: {
      en: {
        title: 'Terms and conditions (Estonian licence)',
        description: 'Terms for players under the Estonian gambling licence: age checks, session time, limits and complaints.',
        content:
          h(
            '1. The licence',
            'Players in Estonia play under the gambling licence issued by the Estonian Tax and Customs Board. These terms add to the general terms and take precedence where they differ.',
          ) +
          h('2. Identity and age', 'Every account is verified before the first deposit. Players under 21 may not play games of chance under this licence.') +
          h(
            '3. Session time',
            'Your session time is shown on screen while you are signed in. You can set session, deposit, loss and wager limits in your profile at any time.',
          ) +
          h(
            '4. Complaints',
            'Write to support first. If you are not satisfied with the answer, you may turn to the Estonian Tax and Customs Board or the Consumer Protection and Technical Regulatory Authority.',
          ),
      },
      de: {
        title: 'AGB (estnische Lizenz)',
        description: 'Bedingungen für Spieler unter der estnischen Glücksspiellizenz: Altersprüfung, Sitzungszeit, Limits und Beschwerden.',
        content:
          h(
            '1. Die Lizenz',
            'Spieler in Estland spielen unter der Glücksspiellizenz der estnischen Steuer- und Zollbehörde. Diese Bedingungen ergänzen die allgemeinen AGB und gehen ihnen bei Abweichungen vor.',
          ) +
          h(
            '2. Identität und Alter',
            'Jedes Konto wird vor der ersten Einzahlung verifiziert. Spieler unter 21 Jahren dürfen unter dieser Lizenz keine Glücksspiele spielen.',
          ) +
          h(
            '3. Sitzungszeit',
            'Deine Sitzungszeit wird angezeigt, solange du angemeldet bist. Sitzungs-, Einzahlungs-, Verlust- und Einsatzlimits kannst du jederzeit im Profil setzen.',
          ) +
          h(
            '4. Beschwerden',
            'Wende dich zuerst an den Support. Bist du mit der Antwort nicht zufrieden, kannst du dich an die estnische Steuer- und Zollbehörde oder die Verbraucherschutzbehörde wenden.',
          ),
      },
      fr: {
        title: 'Conditions générales (licence estonienne)',
        description: 'Conditions pour les joueurs sous licence de jeu estonienne : vérification de l’âge, durée de session, limites et plaintes.',
        content:
          h(
            '1. La licence',
            'Les joueurs en Estonie jouent sous la licence de jeu délivrée par l’administration fiscale et douanière estonienne. Ces conditions complètent les conditions générales et prévalent en cas de différence.',
          ) +
          h(
            '2. Identité et âge',
            'Chaque compte est vérifié avant le premier dépôt. Les joueurs de moins de 21 ans ne peuvent pas jouer aux jeux de hasard sous cette licence.',
          ) +
          h(
            '3. Durée de session',
            'La durée de votre session s’affiche pendant que vous êtes connecté. Vous pouvez fixer des limites de session, de dépôt, de perte et de mise dans votre profil.',
          ) +
          h(
            '4. Plaintes',
            'Écrivez d’abord au soutien. Si la réponse ne vous satisfait pas, vous pouvez vous adresser à l’administration fiscale et douanière estonienne ou à l’autorité de protection des consommateurs.',
          ),
      },
      no: {
        title: 'Vilkår (estisk lisens)',
        description: 'Vilkår for spillere under den estiske spillisensen: alderskontroll, øktid, grenser og klager.',
        content:
          h(
            '1. Lisensen',
            'Spillere i Estland spiller under spillisensen utstedt av den estiske skatte- og tollmyndigheten. Disse vilkårene kommer i tillegg til de generelle vilkårene og går foran der de avviker.',
          ) +
          h('2. Identitet og alder', 'Hver konto verifiseres før første innskudd. Spillere under 21 år kan ikke spille pengespill under denne lisensen.') +
          h(
            '3. Øktid',
            'Øktiden din vises på skjermen mens du er logget inn. Du kan sette grenser for økt, innskudd, tap og innsats i profilen når som helst.',
          ) +
          h(
            '4. Klager',
            'Skriv til kundestøtte først. Er du ikke fornøyd med svaret, kan du kontakte den estiske skatte- og tollmyndigheten eller forbrukertilsynet.',
          ),
      },
      it: {
        title: 'Termini e condizioni (licenza estone)',
        description: 'Condizioni per i giocatori con licenza di gioco estone: verifica dell’età, durata della sessione, limiti e reclami.',
        content:
          h(
            '1. La licenza',
            'I giocatori in Estonia giocano con la licenza rilasciata dall’Agenzia delle imposte e delle dogane estone. Queste condizioni si aggiungono a quelle generali e prevalgono in caso di differenze.',
          ) +
          h(
            '2. Identità ed età',
            'Ogni conto viene verificato prima del primo deposito. I giocatori sotto i 21 anni non possono giocare ai giochi d’azzardo con questa licenza.',
          ) +
          h(
            '3. Durata della sessione',
            'La durata della sessione è mostrata mentre sei connesso. Puoi impostare limiti di sessione, deposito, perdita e puntata nel profilo in qualsiasi momento.',
          ) +
          h(
            '4. Reclami',
            'Scrivi prima all’assistenza. Se la risposta non ti soddisfa, puoi rivolgerti all’Agenzia delle imposte e delle dogane estone o all’autorità per la tutela dei consumatori.',
          ),
      },
      et: {
        title: 'Tingimused (Eesti litsents)',
        description: 'Tingimused Eesti hasartmängulitsentsi alusel mängijatele: vanuse kontroll, seansi aeg, limiidid ja kaebused.',
        content:
          h(
            '1. Litsents',
            'Eestis mängijad mängivad Maksu- ja Tolliameti väljastatud hasartmängulitsentsi alusel. Need tingimused täiendavad üldtingimusi ja on erinevuse korral ülimuslikud.',
          ) +
          h('2. Isik ja vanus', 'Iga konto kontrollitakse enne esimest sissemakset. Alla 21-aastased ei tohi selle litsentsi alusel õnnemänge mängida.') +
          h(
            '3. Seansi aeg',
            'Sisselogituna näed ekraanil oma seansi aega. Seansi-, sissemakse-, kaotuse- ja panustamislimiite saad profiilis igal ajal seada.',
          ) +
          h(
            '4. Kaebused',
            'Kirjuta esmalt klienditoele. Kui vastus sind ei rahulda, võid pöörduda Maksu- ja Tolliameti või Tarbijakaitse ja Tehnilise Järelevalve Ameti poole.',
          ),
      },
    },
  },
  {
    slug: 'terms-and-conditions/au',
    categories: ['bottom-menu'],
    locales: ['en', 'en-AU'],
    text: {
      en: {
        title: 'Terms and conditions (Australia)',
        description: 'Terms for visitors from Australia: what you may use here and where to find help.',
        content:
          h(
            '1. Before you continue',
            'Visitors from Australia confirm on arrival that they understand the rules that apply to online casino games where they live. If you decline, you are taken to an information page and cannot play.',
          ) +
          h('2. What applies to you', 'The general terms apply in full. Prices and limits are shown in Australian dollars where the cashbox offers them.') +
          h(
            '3. Help',
            'If gambling stops being fun, call Gambling Help Online on 1800 858 858 (free, 24/7) or visit gamblinghelponline.org.au. BetStop, the national self-exclusion register, is at betstop.gov.au.',
          ),
      },
    },
  },
  {
    slug: 'privacy-policy',
    categories: ['bottom-menu'],
    text: {
      en: {
        title: 'Privacy policy',
        description: 'What personal data Reelhouse keeps, why, for how long, and your rights over it.',
        content:
          h(
            'What we keep',
            'Your account details, your transactions, game rounds and the documents you send for verification. We also keep technical data such as IP address and device, to keep accounts safe.',
          ) +
          h(
            'Why',
            'To run your account, to meet our anti-money-laundering and responsible-gambling duties, and, only with your consent, to send you promotions.',
          ) +
          h('How long', 'For as long as your account is open and then for the period the law requires (usually five years for financial records).') +
          h(
            'Your rights',
            'You may see, correct and export your data, withdraw consent to promotions at any time in your profile, and ask us to erase data we no longer need to keep. Write to privacy@reelhouse.example.',
          ),
      },
      de: {
        title: 'Datenschutzerklärung',
        description: 'Welche personenbezogenen Daten Reelhouse speichert, warum, wie lange und welche Rechte du hast.',
        content:
          h(
            'Was wir speichern',
            'Deine Kontodaten, deine Transaktionen, Spielrunden und die Dokumente, die du zur Verifizierung sendest. Außerdem technische Daten wie IP-Adresse und Gerät, um Konten zu schützen.',
          ) +
          h(
            'Warum',
            'Um dein Konto zu führen, um unsere Pflichten zur Geldwäscheprävention und zum Spielerschutz zu erfüllen und, nur mit deiner Einwilligung, um dir Angebote zu senden.',
          ) +
          h('Wie lange', 'Solange dein Konto besteht und danach so lange, wie das Gesetz es verlangt (für Finanzunterlagen meist fünf Jahre).') +
          h(
            'Deine Rechte',
            'Du kannst deine Daten einsehen, berichtigen und exportieren, deine Einwilligung zu Angeboten jederzeit im Profil widerrufen und die Löschung nicht mehr benötigter Daten verlangen. Schreib an privacy@reelhouse.example.',
          ),
      },
      fr: {
        title: 'Politique de confidentialité',
        description: 'Les données personnelles que Reelhouse conserve, pourquoi, combien de temps, et vos droits.',
        content:
          h(
            'Ce que nous conservons',
            'Les renseignements de votre compte, vos transactions, vos parties et les documents envoyés pour la vérification, ainsi que des données techniques comme l’adresse IP et l’appareil, pour protéger les comptes.',
          ) +
          h(
            'Pourquoi',
            'Pour gérer votre compte, remplir nos obligations de lutte contre le blanchiment et de jeu responsable et, seulement avec votre consentement, vous envoyer des promotions.',
          ) +
          h(
            'Combien de temps',
            'Tant que votre compte est ouvert, puis pendant la durée exigée par la loi (généralement cinq ans pour les registres financiers).',
          ) +
          h(
            'Vos droits',
            'Vous pouvez consulter, corriger et exporter vos données, retirer votre consentement aux promotions dans votre profil et demander l’effacement des données que nous n’avons plus à conserver. Écrivez à privacy@reelhouse.example.',
          ),
      },
      no: {
        title: 'Personvernerklæring',
        description: 'Hvilke personopplysninger Reelhouse lagrer, hvorfor, hvor lenge, og dine rettigheter.',
        content:
          h(
            'Hva vi lagrer',
            'Kontoopplysningene dine, transaksjoner, spillrunder og dokumentene du sender til verifisering. Vi lagrer også tekniske data som IP-adresse og enhet for å beskytte kontoer.',
          ) +
          h('Hvorfor', 'For å drive kontoen din, oppfylle plikter mot hvitvasking og for ansvarlig spill, og bare med ditt samtykke sende deg kampanjer.') +
          h('Hvor lenge', 'Så lenge kontoen er åpen, og deretter så lenge loven krever (vanligvis fem år for regnskapsdata).') +
          h(
            'Dine rettigheter',
            'Du kan se, rette og eksportere dataene dine, trekke tilbake samtykke til kampanjer i profilen og be oss slette data vi ikke lenger må beholde. Skriv til privacy@reelhouse.example.',
          ),
      },
      it: {
        title: 'Informativa sulla privacy',
        description: 'Quali dati personali conserva Reelhouse, perché, per quanto tempo e i tuoi diritti.',
        content:
          h(
            'Cosa conserviamo',
            'I dati del tuo conto, le transazioni, le partite e i documenti inviati per la verifica, oltre a dati tecnici come indirizzo IP e dispositivo, per proteggere i conti.',
          ) +
          h(
            'Perché',
            'Per gestire il tuo conto, rispettare gli obblighi antiriciclaggio e di gioco responsabile e, solo con il tuo consenso, inviarti promozioni.',
          ) +
          h('Per quanto tempo', 'Finché il conto è aperto e poi per il periodo richiesto dalla legge (di solito cinque anni per i dati finanziari).') +
          h(
            'I tuoi diritti',
            'Puoi consultare, correggere ed esportare i tuoi dati, revocare il consenso alle promozioni nel profilo e chiedere la cancellazione dei dati che non dobbiamo più conservare. Scrivi a privacy@reelhouse.example.',
          ),
      },
      et: {
        title: 'Privaatsuspoliitika',
        description: 'Milliseid isikuandmeid Reelhouse hoiab, miks, kui kaua ja millised on sinu õigused.',
        content:
          h(
            'Mida me hoiame',
            'Sinu konto andmed, tehingud, mänguvoorud ja kontrolliks saadetud dokumendid. Kontode kaitseks hoiame ka tehnilisi andmeid, nagu IP-aadress ja seade.',
          ) +
          h(
            'Miks',
            'Sinu konto pidamiseks, rahapesu tõkestamise ja vastutustundliku mängimise kohustuste täitmiseks ning ainult sinu nõusolekul pakkumiste saatmiseks.',
          ) +
          h('Kui kaua', 'Nii kaua, kui konto on avatud, ja seejärel seadusega nõutud aja (finantsandmete puhul tavaliselt viis aastat).') +
          h(
            'Sinu õigused',
            'Võid oma andmeid vaadata, parandada ja eksportida, pakkumiste nõusoleku profiilis igal ajal tagasi võtta ning paluda kustutada andmed, mida me enam hoidma ei pea. Kirjuta aadressil privacy@reelhouse.example.',
          ),
      },
    },
  },
  {
    slug: 'cookie-policy',
    categories: ['bottom-menu'],
    text: {
      en: {
        title: 'Cookie policy',
        description: 'Which cookies Reelhouse sets and how to control them.',
        content:
          h(
            'Cookies we need',
            'A session cookie keeps you signed in, a security cookie protects forms, and a cookie remembers your cookie choice. The site does not work without them.',
          ) +
          h(
            'Cookies you may refuse',
            'Analytics cookies tell us which pages and games are used so we can improve them. Marketing cookies remember the partner that sent you. You can refuse them in the cookie banner or clear them in your browser at any time.',
          ),
      },
      de: {
        title: 'Cookie-Richtlinie',
        description: 'Welche Cookies Reelhouse setzt und wie du sie steuerst.',
        content:
          h(
            'Notwendige Cookies',
            'Ein Sitzungs-Cookie hält dich angemeldet, ein Sicherheits-Cookie schützt Formulare, und ein Cookie merkt sich deine Cookie-Auswahl. Ohne diese Cookies funktioniert die Seite nicht.',
          ) +
          h(
            'Cookies, die du ablehnen kannst',
            'Analyse-Cookies zeigen uns, welche Seiten und Spiele genutzt werden, damit wir sie verbessern können. Marketing-Cookies merken sich den Partner, der dich geschickt hat. Du kannst sie im Cookie-Banner ablehnen oder jederzeit im Browser löschen.',
          ),
      },
      fr: {
        title: 'Politique relative aux témoins',
        description: 'Les témoins (cookies) que Reelhouse dépose et comment les contrôler.',
        content:
          h(
            'Témoins nécessaires',
            'Un témoin de session vous garde connecté, un témoin de sécurité protège les formulaires et un autre retient votre choix. Le site ne fonctionne pas sans eux.',
          ) +
          h(
            'Témoins que vous pouvez refuser',
            'Les témoins d’analyse nous indiquent les pages et jeux utilisés pour les améliorer. Les témoins marketing retiennent le partenaire qui vous a dirigé vers nous. Vous pouvez les refuser dans la bannière ou les effacer dans votre navigateur.',
          ),
      },
      no: {
        title: 'Retningslinjer for informasjonskapsler',
        description: 'Hvilke informasjonskapsler Reelhouse bruker og hvordan du styrer dem.',
        content:
          h(
            'Nødvendige informasjonskapsler',
            'En øktkapsel holder deg innlogget, en sikkerhetskapsel beskytter skjemaer, og en kapsel husker valget ditt. Nettstedet fungerer ikke uten dem.',
          ) +
          h(
            'Kapsler du kan avslå',
            'Analysekapsler viser oss hvilke sider og spill som brukes, slik at vi kan forbedre dem. Markedsføringskapsler husker partneren som sendte deg. Du kan avslå dem i banneret eller slette dem i nettleseren når som helst.',
          ),
      },
      it: {
        title: 'Informativa sui cookie',
        description: 'Quali cookie usa Reelhouse e come gestirli.',
        content:
          h(
            'Cookie necessari',
            'Un cookie di sessione ti mantiene connesso, un cookie di sicurezza protegge i moduli e un cookie ricorda la tua scelta. Il sito non funziona senza di essi.',
          ) +
          h(
            'Cookie che puoi rifiutare',
            'I cookie analitici ci dicono quali pagine e giochi vengono usati per migliorarli. I cookie di marketing ricordano il partner che ti ha indirizzato. Puoi rifiutarli nel banner o cancellarli dal browser in qualsiasi momento.',
          ),
      },
      et: {
        title: 'Küpsiste poliitika',
        description: 'Milliseid küpsiseid Reelhouse kasutab ja kuidas neid hallata.',
        content:
          h(
            'Vajalikud küpsised',
            'Seansiküpsis hoiab sind sisselogituna, turvaküpsis kaitseb vorme ja üks küpsis jätab meelde sinu valiku. Ilma nendeta sait ei tööta.',
          ) +
          h(
            'Küpsised, millest võid keelduda',
            'Analüüsiküpsised näitavad, milliseid lehti ja mänge kasutatakse, et saaksime neid parandada. Turundusküpsised jätavad meelde partneri, kes sind saatis. Võid neist bänneris keelduda või need brauseris igal ajal kustutada.',
          ),
      },
    },
  },
  {
    slug: 'general-rules',
    categories: ['bottom-menu'],
    text: {
      en: {
        title: 'General rules',
        description: 'How games, bets, malfunctions and disputes are handled at Reelhouse.',
        content:
          h(
            'Games and bets',
            'A bet is accepted when the game shows it. The outcome of each round is decided by a certified random number generator; the return to player of each game is shown in its information panel.',
          ) +
          h(
            'Malfunctions',
            'A malfunction voids the affected rounds and returns their bets. An unfinished round is completed the next time you open the game.',
          ) +
          h('Disputes', 'Tell support within 14 days, with the round id from your game history. We answer within 10 working days.'),
      },
      de: {
        title: 'Allgemeine Regeln',
        description: 'Wie Spiele, Einsätze, Fehlfunktionen und Streitfälle bei Reelhouse behandelt werden.',
        content:
          h(
            'Spiele und Einsätze',
            'Ein Einsatz gilt als angenommen, wenn das Spiel ihn anzeigt. Das Ergebnis jeder Runde bestimmt ein zertifizierter Zufallszahlengenerator; die Auszahlungsquote jedes Spiels steht in seinem Infobereich.',
          ) +
          h(
            'Fehlfunktionen',
            'Eine Fehlfunktion macht die betroffenen Runden ungültig und erstattet ihre Einsätze. Eine unterbrochene Runde wird beim nächsten Öffnen des Spiels beendet.',
          ) +
          h(
            'Streitfälle',
            'Melde dich innerhalb von 14 Tagen beim Support, mit der Runden-ID aus deinem Spielverlauf. Wir antworten innerhalb von 10 Werktagen.',
          ),
      },
      fr: {
        title: 'Règles générales',
        description: 'Le traitement des jeux, des mises, des défaillances et des litiges chez Reelhouse.',
        content:
          h(
            'Jeux et mises',
            'Une mise est acceptée lorsque le jeu l’affiche. Le résultat de chaque partie est déterminé par un générateur de nombres aléatoires certifié ; le taux de retour de chaque jeu figure dans son panneau d’information.',
          ) +
          h(
            'Défaillances',
            'Une défaillance annule les parties touchées et rembourse leurs mises. Une partie inachevée est terminée à la prochaine ouverture du jeu.',
          ) +
          h(
            'Litiges',
            'Prévenez le soutien dans les 14 jours avec le numéro de la partie tiré de votre historique. Nous répondons dans un délai de 10 jours ouvrables.',
          ),
      },
      no: {
        title: 'Generelle regler',
        description: 'Hvordan spill, innsatser, feil og tvister håndteres hos Reelhouse.',
        content:
          h(
            'Spill og innsatser',
            'En innsats er akseptert når spillet viser den. Utfallet av hver runde avgjøres av en sertifisert tilfeldig tallgenerator; tilbakebetalingsprosenten for hvert spill står i infopanelet.',
          ) +
          h('Feil', 'En feil gjør de berørte rundene ugyldige og tilbakebetaler innsatsene. En uferdig runde fullføres neste gang du åpner spillet.') +
          h('Tvister', 'Kontakt kundestøtte innen 14 dager med runde-ID fra spillhistorikken. Vi svarer innen 10 virkedager.'),
      },
      it: {
        title: 'Regole generali',
        description: 'Come Reelhouse gestisce giochi, puntate, malfunzionamenti e controversie.',
        content:
          h(
            'Giochi e puntate',
            'Una puntata è accettata quando il gioco la mostra. L’esito di ogni giro è deciso da un generatore di numeri casuali certificato; il ritorno al giocatore di ogni gioco è indicato nel suo pannello informativo.',
          ) +
          h(
            'Malfunzionamenti',
            'Un malfunzionamento annulla i giri interessati e restituisce le puntate. Un giro non concluso viene completato alla successiva apertura del gioco.',
          ) +
          h('Controversie', 'Contatta l’assistenza entro 14 giorni indicando l’ID del giro dalla cronologia di gioco. Rispondiamo entro 10 giorni lavorativi.'),
      },
      et: {
        title: 'Üldreeglid',
        description: 'Kuidas Reelhouse käsitleb mänge, panuseid, tõrkeid ja vaidlusi.',
        content:
          h(
            'Mängud ja panused',
            'Panus on vastu võetud, kui mäng seda näitab. Iga vooru tulemuse määrab sertifitseeritud juhuslike arvude generaator; iga mängu tagastusprotsent on kirjas selle infopaneelis.',
          ) +
          h('Tõrked', 'Tõrge tühistab mõjutatud voorud ja tagastab nende panused. Pooleli jäänud voor lõpetatakse mängu järgmisel avamisel.') +
          h('Vaidlused', 'Teata klienditoele 14 päeva jooksul ja lisa mänguajaloost vooru ID. Vastame 10 tööpäeva jooksul.'),
      },
    },
  },
  {
    slug: 'responsible-gaming',
    categories: ['bottom-menu-help'],
    text: {
      en: {
        title: 'Responsible gaming',
        description: 'Limits, time-outs, self-exclusion and where to get help if gambling stops being fun.',
        content:
          h(
            'Stay in control',
            'Set deposit, loss, wager and session limits in your profile. Lower limits apply at once; higher ones only after a cooling-off period.',
          ) +
          h(
            'Take a break',
            'A cooling-off pause stops play for 24 hours up to 6 weeks. Self-exclusion closes your account for 6 months or more, and cannot be lifted early.',
          ) +
          h(
            'Get help',
            'If gambling stops being fun, talk to someone. GamCare (gamcare.org.uk) and Gamblers Anonymous (gamblersanonymous.org) offer free, confidential help.',
          ),
      },
      de: {
        title: 'Verantwortungsvolles Spielen',
        description: 'Limits, Pausen, Selbstausschluss und wo du Hilfe findest, wenn Spielen keinen Spaß mehr macht.',
        content:
          h(
            'Behalte die Kontrolle',
            'Setze im Profil Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits. Niedrigere Limits gelten sofort, höhere erst nach einer Wartezeit.',
          ) +
          h(
            'Mach eine Pause',
            'Eine Spielpause sperrt das Spielen für 24 Stunden bis 6 Wochen. Ein Selbstausschluss schließt dein Konto für 6 Monate oder länger und kann nicht vorzeitig aufgehoben werden.',
          ) +
          h(
            'Hilfe holen',
            'Wenn Spielen keinen Spaß mehr macht, sprich mit jemandem. Die BZgA-Hotline 0800 1 37 27 00 und check-dein-spiel.de helfen kostenlos und vertraulich.',
          ),
      },
      fr: {
        title: 'Jeu responsable',
        description: 'Limites, pauses, autoexclusion et où trouver de l’aide si le jeu n’est plus un plaisir.',
        content:
          h(
            'Gardez le contrôle',
            'Fixez des limites de dépôt, de perte, de mise et de session dans votre profil. Une limite plus basse s’applique tout de suite; une plus haute seulement après un délai.',
          ) +
          h(
            'Prenez une pause',
            'Une pause bloque le jeu de 24 heures à 6 semaines. L’autoexclusion ferme votre compte pour 6 mois ou plus et ne peut pas être levée plus tôt.',
          ) +
          h(
            'Obtenez de l’aide',
            'Si le jeu n’est plus un plaisir, parlez-en. Jeu : aide et référence (1 800 461-0140, Québec) offre une aide gratuite et confidentielle, 24 heures sur 24.',
          ),
      },
      no: {
        title: 'Ansvarlig spill',
        description: 'Grenser, pauser, selvutestengelse og hvor du får hjelp hvis spillingen ikke lenger er gøy.',
        content:
          h('Ha kontrollen', 'Sett grenser for innskudd, tap, innsats og økt i profilen. Lavere grenser gjelder straks, høyere først etter en ventetid.') +
          h(
            'Ta en pause',
            'En pause stenger spillet fra 24 timer til 6 uker. Selvutestengelse stenger kontoen i 6 måneder eller mer og kan ikke oppheves tidligere.',
          ) +
          h('Få hjelp', 'Hvis spillingen ikke lenger er gøy, snakk med noen. Hjelpelinjen for spilleavhengige (800 800 40) gir gratis og anonym hjelp.'),
      },
      it: {
        title: 'Gioco responsabile',
        description: 'Limiti, pause, autoesclusione e dove trovare aiuto se il gioco smette di essere un divertimento.',
        content:
          h(
            'Mantieni il controllo',
            'Imposta nel profilo limiti di deposito, perdita, puntata e sessione. I limiti più bassi valgono subito, quelli più alti solo dopo un periodo di attesa.',
          ) +
          h(
            'Fai una pausa',
            'Una pausa blocca il gioco da 24 ore a 6 settimane. L’autoesclusione chiude il conto per 6 mesi o più e non può essere revocata prima.',
          ) +
          h(
            'Chiedi aiuto',
            'Se il gioco smette di essere un divertimento, parlane con qualcuno. Il Telefono Verde nazionale per le problematiche legate al gioco d’azzardo (800 558 822) è gratuito e anonimo.',
          ),
      },
      et: {
        title: 'Vastutustundlik mängimine',
        description: 'Limiidid, pausid, enesevälistamine ja kust leida abi, kui mängimine pole enam lõbus.',
        content:
          h('Hoia kontrolli', 'Sea profiilis sissemakse-, kaotuse-, panustamis- ja seansilimiidid. Madalam limiit kehtib kohe, kõrgem alles pärast ooteaega.') +
          h('Tee paus', 'Paus peatab mängimise 24 tunnist kuni 6 nädalani. Enesevälistamine sulgeb konto vähemalt 6 kuuks ja seda ei saa varem lõpetada.') +
          h(
            'Otsi abi',
            'Kui mängimine pole enam lõbus, räägi kellegagi. Eesti Hasartmängusõltuvuse Nõustamiskeskus (www.mangusoltuvus.ee) aitab tasuta ja konfidentsiaalselt.',
          ),
      },
    },
  },
  {
    slug: 'faq',
    categories: ['bottom-menu-help'],
    text: {
      en: {
        title: 'Frequently asked questions',
        description: 'Answers about accounts, deposits, withdrawals, bonuses and verification.',
        content:
          h(
            'How long does a withdrawal take?',
            'Most withdrawals are reviewed within 24 hours. After approval, e-wallets and crypto arrive within minutes, cards and bank transfers in 1 to 5 working days.',
          ) +
          h('Why do you ask for documents?', 'The law requires us to know who our players are. Verification protects your account and your winnings.') +
          h('Where do I see my bonus wagering?', 'Open your profile and go to Gifts: each bonus shows how much is wagered and what is left.') +
          '<p>More help: #RichText[snippet=support-hours]#</p>',
      },
      de: {
        title: 'Häufige Fragen',
        description: 'Antworten zu Konto, Einzahlungen, Auszahlungen, Boni und Verifizierung.',
        content:
          h(
            'Wie lange dauert eine Auszahlung?',
            'Die meisten Auszahlungen werden innerhalb von 24 Stunden geprüft. Nach der Freigabe kommen E-Wallets und Krypto in Minuten an, Karten und Überweisungen in 1 bis 5 Werktagen.',
          ) +
          h(
            'Warum fragt ihr nach Dokumenten?',
            'Das Gesetz verlangt, dass wir unsere Spieler kennen. Die Verifizierung schützt dein Konto und deine Gewinne.',
          ) +
          h('Wo sehe ich den Umsatz meines Bonus?', 'Öffne dein Profil und dort Geschenke: Jeder Bonus zeigt, wie viel umgesetzt ist und was fehlt.') +
          '<p>Weitere Hilfe: #RichText[snippet=support-hours]#</p>',
      },
      fr: {
        title: 'Foire aux questions',
        description: 'Réponses sur le compte, les dépôts, les retraits, les bonus et la vérification.',
        content:
          h(
            'Combien de temps prend un retrait?',
            'La plupart des retraits sont vérifiés en 24 heures. Une fois approuvés, les portefeuilles électroniques et la crypto arrivent en quelques minutes, les cartes et virements en 1 à 5 jours ouvrables.',
          ) +
          h('Pourquoi demandez-vous des documents?', 'La loi nous oblige à connaître nos joueurs. La vérification protège votre compte et vos gains.') +
          h('Où voir les mises de mon bonus?', 'Ouvrez votre profil, puis Cadeaux : chaque bonus indique ce qui est misé et ce qui reste.') +
          '<p>Plus d’aide : #RichText[snippet=support-hours]#</p>',
      },
      no: {
        title: 'Ofte stilte spørsmål',
        description: 'Svar om konto, innskudd, uttak, bonuser og verifisering.',
        content:
          h(
            'Hvor lang tid tar et uttak?',
            'De fleste uttak gjennomgås innen 24 timer. Etter godkjenning kommer e-lommebøker og krypto på minutter, kort og bankoverføring på 1 til 5 virkedager.',
          ) +
          h('Hvorfor ber dere om dokumenter?', 'Loven krever at vi kjenner spillerne våre. Verifisering beskytter kontoen og gevinstene dine.') +
          h('Hvor ser jeg omsetningen av bonusen?', 'Åpne profilen og gå til Gaver: hver bonus viser hvor mye som er omsatt og hva som gjenstår.') +
          '<p>Mer hjelp: #RichText[snippet=support-hours]#</p>',
      },
      it: {
        title: 'Domande frequenti',
        description: 'Risposte su conto, depositi, prelievi, bonus e verifica.',
        content:
          h(
            'Quanto tempo richiede un prelievo?',
            'La maggior parte dei prelievi viene verificata entro 24 ore. Dopo l’approvazione, portafogli elettronici e crypto arrivano in pochi minuti, carte e bonifici in 1-5 giorni lavorativi.',
          ) +
          h('Perché chiedete documenti?', 'La legge ci impone di conoscere i nostri giocatori. La verifica protegge il tuo conto e le tue vincite.') +
          h('Dove vedo le puntate del mio bonus?', 'Apri il profilo e vai su Regali: ogni bonus mostra quanto è stato puntato e quanto manca.') +
          '<p>Altro aiuto: #RichText[snippet=support-hours]#</p>',
      },
      et: {
        title: 'Korduma kippuvad küsimused',
        description: 'Vastused konto, sissemaksete, väljamaksete, boonuste ja kontrolli kohta.',
        content:
          h(
            'Kui kaua väljamakse aega võtab?',
            'Enamik väljamakseid vaadatakse üle 24 tunni jooksul. Pärast kinnitamist jõuavad e-rahakotid ja krüpto minutitega, kaardid ja pangaülekanded 1–5 tööpäevaga.',
          ) +
          h('Miks te dokumente küsite?', 'Seadus nõuab, et tunneksime oma mängijaid. Kontroll kaitseb sinu kontot ja võite.') +
          h('Kust näen boonuse panustamist?', 'Ava profiil ja vali Kingitused: iga boonus näitab, kui palju on panustatud ja mis on jäänud.') +
          '<p>Rohkem abi: #RichText[snippet=support-hours]#</p>',
      },
    },
  },
  {
    slug: 'about',
    categories: ['bottom-menu'],
    text: {
      en: {
        title: 'About Reelhouse',
        description: 'Who we are, the studios we work with and the ways you can pay.',
        content:
          '<p>Reelhouse is an online casino with thousands of pokies and live tables from studios around the world, tournaments every week and a VIP club with a personal manager.</p><h2>Our studios</h2>#Providers[limit=30]#<h2>Ways to pay</h2>#PaymentLogos[brands=visa,mastercard,bank_transfer,bitcoin,ethereum,tether]#',
      },
      de: {
        title: 'Über Reelhouse',
        description: 'Wer wir sind, mit welchen Studios wir arbeiten und wie du bezahlen kannst.',
        content:
          '<p>Reelhouse ist ein Online-Casino mit Tausenden Spielautomaten und Live-Tischen von Studios aus aller Welt, wöchentlichen Turnieren und einem VIP-Club mit persönlichem Manager.</p><h2>Unsere Studios</h2>#Providers[limit=30]#<h2>Zahlungsmethoden</h2>#PaymentLogos[brands=visa,mastercard,bank_transfer,bitcoin,ethereum,tether]#',
      },
      fr: {
        title: 'À propos de Reelhouse',
        description: 'Qui nous sommes, nos studios partenaires et vos moyens de paiement.',
        content:
          '<p>Reelhouse est un casino en ligne offrant des milliers de machines à sous et de tables en direct de studios du monde entier, des tournois chaque semaine et un club VIP avec un gestionnaire personnel.</p><h2>Nos studios</h2>#Providers[limit=30]#<h2>Moyens de paiement</h2>#PaymentLogos[brands=visa,mastercard,bank_transfer,bitcoin,ethereum,tether]#',
      },
      no: {
        title: 'Om Reelhouse',
        description: 'Hvem vi er, studioene vi samarbeider med og hvordan du kan betale.',
        content:
          '<p>Reelhouse er et nettcasino med tusenvis av spilleautomater og livebord fra studioer over hele verden, turneringer hver uke og en VIP-klubb med personlig kontaktperson.</p><h2>Våre studioer</h2>#Providers[limit=30]#<h2>Betalingsmåter</h2>#PaymentLogos[brands=visa,mastercard,bank_transfer,bitcoin,ethereum,tether]#',
      },
      it: {
        title: 'Chi è Reelhouse',
        description: 'Chi siamo, gli studi con cui lavoriamo e come puoi pagare.',
        content:
          '<p>Reelhouse è un casinò online con migliaia di slot e tavoli live di studi di tutto il mondo, tornei ogni settimana e un club VIP con un manager personale.</p><h2>I nostri studi</h2>#Providers[limit=30]#<h2>Metodi di pagamento</h2>#PaymentLogos[brands=visa,mastercard,bank_transfer,bitcoin,ethereum,tether]#',
      },
      et: {
        title: 'Reelhouse’ist',
        description: 'Kes me oleme, milliste stuudiotega töötame ja kuidas saad maksta.',
        content:
          '<p>Reelhouse on internetikasiino tuhandete slotimängude ja live-laudadega stuudiotelt üle maailma, iganädalaste turniiride ja isikliku halduriga VIP-klubiga.</p><h2>Meie stuudiod</h2>#Providers[limit=30]#<h2>Makseviisid</h2>#PaymentLogos[brands=visa,mastercard,bank_transfer,bitcoin,ethereum,tether]#',
      },
    },
  },
  {
    slug: 'pokies-guide',
    categories: ['top-menu'],
    text: {
      en: {
        title: 'Pokies guide',
        description: 'New releases, Megaways and staff picks, and tips for choosing a pokie.',
        content:
          '<h2>Fresh this week</h2>#GameRow[category=new;limit=10]#<h2>Megaways</h2>#GameRow[collection=megaways]#<h2>How to choose</h2>#RichText[snippet=pokies-tips]#<h2>Staff picks</h2>#GameGrid[collection=staff-picks;limit=12;more=false]#',
      },
      de: {
        title: 'Slot-Ratgeber',
        description: 'Neuerscheinungen, Megaways und Empfehlungen des Teams, dazu Tipps zur Auswahl.',
        content:
          '<h2>Neu diese Woche</h2>#GameRow[category=new;limit=10]#<h2>Megaways</h2>#GameRow[collection=megaways]#<h2>So wählst du</h2>#RichText[snippet=pokies-tips]#<h2>Tipps des Teams</h2>#GameGrid[collection=staff-picks;limit=12;more=false]#',
      },
      fr: {
        title: 'Guide des machines à sous',
        description: 'Nouveautés, Megaways et choix de l’équipe, avec des conseils pour bien choisir.',
        content:
          '<h2>Nouveautés de la semaine</h2>#GameRow[category=new;limit=10]#<h2>Megaways</h2>#GameRow[collection=megaways]#<h2>Bien choisir</h2>#RichText[snippet=pokies-tips]#<h2>Choix de l’équipe</h2>#GameGrid[collection=staff-picks;limit=12;more=false]#',
      },
      no: {
        title: 'Guide til spilleautomater',
        description: 'Nyheter, Megaways og teamets favoritter, med tips til å velge automat.',
        content:
          '<h2>Nytt denne uken</h2>#GameRow[category=new;limit=10]#<h2>Megaways</h2>#GameRow[collection=megaways]#<h2>Slik velger du</h2>#RichText[snippet=pokies-tips]#<h2>Teamets favoritter</h2>#GameGrid[collection=staff-picks;limit=12;more=false]#',
      },
      it: {
        title: 'Guida alle slot',
        description: 'Novità, Megaways e scelte dello staff, con consigli per scegliere una slot.',
        content:
          '<h2>Novità della settimana</h2>#GameRow[category=new;limit=10]#<h2>Megaways</h2>#GameRow[collection=megaways]#<h2>Come scegliere</h2>#RichText[snippet=pokies-tips]#<h2>Scelte dello staff</h2>#GameGrid[collection=staff-picks;limit=12;more=false]#',
      },
      et: {
        title: 'Slotimängude juhend',
        description: 'Uued mängud, Megaways ja meeskonna lemmikud ning nõuanded sloti valimiseks.',
        content:
          '<h2>Selle nädala uued</h2>#GameRow[category=new;limit=10]#<h2>Megaways</h2>#GameRow[collection=megaways]#<h2>Kuidas valida</h2>#RichText[snippet=pokies-tips]#<h2>Meeskonna lemmikud</h2>#GameGrid[collection=staff-picks;limit=12;more=false]#',
      },
    },
  },
  {
    slug: 'awards',
    categories: ['custom-page'],
    text: {
      en: {
        title: 'Awards',
        description: 'The awards Reelhouse has won.',
        content: '<p>Recognition from the industry and, above all, from our players.</p>#Awards[limit=50]#',
      },
      de: {
        title: 'Auszeichnungen',
        description: 'Die Auszeichnungen, die Reelhouse gewonnen hat.',
        content: '<p>Anerkennung aus der Branche und vor allem von unseren Spielern.</p>#Awards[limit=50]#',
      },
      fr: {
        title: 'Prix',
        description: 'Les prix remportés par Reelhouse.',
        content: '<p>La reconnaissance de l’industrie et, surtout, de nos joueurs.</p>#Awards[limit=50]#',
      },
      no: {
        title: 'Priser',
        description: 'Prisene Reelhouse har vunnet.',
        content: '<p>Anerkjennelse fra bransjen og fremfor alt fra spillerne våre.</p>#Awards[limit=50]#',
      },
      it: {
        title: 'Premi',
        description: 'I premi vinti da Reelhouse.',
        content: '<p>Riconoscimenti dal settore e, soprattutto, dai nostri giocatori.</p>#Awards[limit=50]#',
      },
      et: {
        title: 'Auhinnad',
        description: 'Reelhouse’i võidetud auhinnad.',
        content: '<p>Tunnustus valdkonnalt ja eelkõige meie mängijatelt.</p>#Awards[limit=50]#',
      },
    },
    // Filled with the seeded award images' URLs by the seed (meta.awards).
    meta: null,
  },
  {
    // The jackpot widgets on a CMS page (platform/jackpots): live pools, winners, the wins feed.
    slug: 'jackpot-winners',
    categories: ['custom-page'],
    text: {
      en: {
        title: 'Jackpot winners',
        description: 'The mystic jackpot pools as they grow, the biggest and latest jackpot winners and the wins as they happen.',
        content:
          '<p>Every real-money bet on a jackpot game feeds the pools below. Here are the players who took them home.</p>' +
          '#JackpotTicker[]#' +
          '#JackpotLeaderboard[limit=5;tab=latest]#' +
          '#RecentWins[limit=8]#',
      },
      de: {
        title: 'Jackpot-Gewinner',
        description: 'Die mystischen Jackpot-Pools, wie sie wachsen, die größten und neuesten Jackpot-Gewinner und die Gewinne, wie sie fallen.',
        content:
          '<p>Jeder Echtgeld-Einsatz in einem Jackpot-Spiel füllt die Pools unten. Hier siehst du, wer sie gewonnen hat.</p>' +
          '#JackpotTicker[]#' +
          '#JackpotLeaderboard[limit=5;tab=latest]#' +
          '#RecentWins[limit=8]#',
      },
      fr: {
        title: 'Gagnants du jackpot',
        description: 'Les cagnottes du jackpot mystique qui grandissent, les plus gros et les plus récents gagnants, et les gains en direct.',
        content:
          '<p>Chaque mise en argent réel sur un jeu à jackpot alimente les cagnottes ci-dessous. Voici les joueurs qui les ont remportées.</p>' +
          '#JackpotTicker[]#' +
          '#JackpotLeaderboard[limit=5;tab=latest]#' +
          '#RecentWins[limit=8]#',
      },
      it: {
        title: 'Vincitori del jackpot',
        description: 'I montepremi del jackpot mistico mentre crescono, i vincitori più grandi e più recenti e le vincite in diretta.',
        content:
          '<p>Ogni puntata in denaro reale su un gioco con jackpot alimenta i montepremi qui sotto. Ecco chi li ha vinti.</p>' +
          '#JackpotTicker[]#' +
          '#JackpotLeaderboard[limit=5;tab=latest]#' +
          '#RecentWins[limit=8]#',
      },
      no: {
        title: 'Jackpotvinnere',
        description: 'De mystiske jackpotpottene mens de vokser, de største og siste jackpotvinnerne og gevinstene mens de skjer.',
        content:
          '<p>Hver innsats med ekte penger i et jackpotspill fyller pottene nedenfor. Her er spillerne som vant dem.</p>' +
          '#JackpotTicker[]#' +
          '#JackpotLeaderboard[limit=5;tab=latest]#' +
          '#RecentWins[limit=8]#',
      },
      et: {
        title: 'Jackpoti võitjad',
        description: 'Müstilise jackpoti potid kasvamas, suurimad ja viimased jackpoti võitjad ning võidud reaalajas.',
        content:
          '<p>Iga päris rahas panus jackpotimängus täidab allolevaid potte. Siin on mängijad, kes need võitsid.</p>' +
          '#JackpotTicker[]#' +
          '#JackpotLeaderboard[limit=5;tab=latest]#' +
          '#RecentWins[limit=8]#',
      },
    },
  },
  {
    // Where the live lobby's cashback card leads (site/games/GamesList.tsx CASHBACK_INFO_PATH).
    slug: 'promotions/cashback',
    categories: ['custom-page'],
    text: {
      en: {
        title: 'Live cashback',
        description: 'Get 10% of your weekly live casino losses back as real money, with no wagering: what counts, how much and when it is paid.',
        content:
          '<p>Every week we give you back part of what you lost at the live tables, as real money you can play with or withdraw at once.</p>' +
          h(
            'What counts',
            'Your real-money stakes and wins in the games of the Live section from Monday 00:00 to Sunday 23:59 (UTC). Stakes of bonus money and rounds that were cancelled do not count.',
          ) +
          h(
            'How much',
            'Cashback is 10% of your net loss for the week (stakes minus wins) in each account currency. It is paid when the net loss is at least 20 units of the currency (for example €20 or 20 CAD) and is at most 500 units a week.',
          ) +
          h(
            'When it is paid',
            'On Monday by 12:00 UTC, straight to your cash balance. There is no wagering requirement: the money is yours to play with or withdraw.',
          ) +
          h(
            'Who gets it',
            'Every player with a verified real-money account. No cashback is paid for a week in which a cooling-off or self-exclusion was running, and one account per person applies as in our terms and conditions.',
          ) +
          '<h2>Live tables</h2>#GameRow[category=live;limit=10]#' +
          h(
            'Changes',
            'We announce any change to these rules on this page at least 7 days before it applies. Our terms and conditions apply to the cashback as to every promotion.',
          ),
      },
      de: {
        title: 'Live-Cashback',
        description:
          'Erhalte jede Woche 10 % deiner Verluste im Live-Casino als Echtgeld zurück, ohne Umsatzbedingungen: was zählt, wie viel und wann es gutgeschrieben wird.',
        content:
          '<p>Jede Woche erstatten wir dir einen Teil dessen, was du an den Live-Tischen verloren hast, als Echtgeld, mit dem du sofort spielen oder das du dir auszahlen lassen kannst.</p>' +
          h(
            'Was zählt',
            'Deine Echtgeld-Einsätze und -Gewinne in den Spielen des Live-Bereichs von Montag 00:00 bis Sonntag 23:59 Uhr (UTC). Einsätze aus Bonusgeld und stornierte Runden zählen nicht.',
          ) +
          h(
            'Wie viel',
            'Das Cashback beträgt 10 % deines Nettoverlusts der Woche (Einsätze abzüglich Gewinne) in jeder Kontowährung. Es wird gutgeschrieben, wenn der Nettoverlust mindestens 20 Einheiten der Währung beträgt (zum Beispiel 20 € oder 20 CAD), und beträgt höchstens 500 Einheiten pro Woche.',
          ) +
          h(
            'Wann es gutgeschrieben wird',
            'Montags bis 12:00 Uhr UTC, direkt auf dein Echtgeldguthaben. Es gibt keine Umsatzbedingungen: Du kannst mit dem Geld spielen oder es dir auszahlen lassen.',
          ) +
          h(
            'Wer es erhält',
            'Alle Spielerinnen und Spieler mit einem verifizierten Echtgeldkonto. Für eine Woche, in der eine Spielpause oder ein Selbstausschluss lief, gibt es kein Cashback; wie in unseren AGB gilt ein Konto pro Person.',
          ) +
          '<h2>Live-Tische</h2>#GameRow[category=live;limit=10]#' +
          h(
            'Änderungen',
            'Jede Änderung dieser Regeln kündigen wir mindestens 7 Tage vorher auf dieser Seite an. Unsere AGB gelten für das Cashback wie für jede Aktion.',
          ),
      },
      fr: {
        title: 'Remise en direct',
        description: 'Récupérez chaque semaine 10 % de vos pertes au casino en direct en argent réel, sans exigence de mise : ce qui compte, combien et quand.',
        content:
          '<p>Chaque semaine, nous vous remboursons une partie de ce que vous avez perdu aux tables en direct, en argent réel que vous pouvez jouer ou retirer aussitôt.</p>' +
          h(
            'Ce qui compte',
            'Vos mises et gains en argent réel dans les jeux de la section En direct, du lundi 00 h 00 au dimanche 23 h 59 (UTC). Les mises en argent bonus et les parties annulées ne comptent pas.',
          ) +
          h(
            'Combien',
            'La remise correspond à 10 % de votre perte nette de la semaine (mises moins gains) dans chaque devise de compte. Elle est versée lorsque la perte nette atteint au moins 20 unités de la devise (par exemple 20 € ou 20 $ CA) et plafonne à 500 unités par semaine.',
          ) +
          h(
            'Quand elle est versée',
            'Le lundi avant 12 h 00 UTC, directement sur votre solde en argent réel. Aucune exigence de mise : l’argent est à vous, pour jouer ou pour retirer.',
          ) +
          h(
            'Qui en profite',
            'Tout joueur ayant un compte en argent réel vérifié. Aucune remise n’est versée pour une semaine pendant laquelle une pause ou une auto-exclusion était en cours, et la règle d’un compte par personne de nos conditions générales s’applique.',
          ) +
          '<h2>Tables en direct</h2>#GameRow[category=live;limit=10]#' +
          h(
            'Modifications',
            'Toute modification de ces règles est annoncée sur cette page au moins 7 jours avant de s’appliquer. Nos conditions générales s’appliquent à la remise comme à toute promotion.',
          ),
      },
      no: {
        title: 'Live-cashback',
        description: 'Få 10 % av ukens tap i live casino tilbake som ekte penger, uten omsetningskrav: hva som teller, hvor mye og når det utbetales.',
        content:
          '<p>Hver uke gir vi deg tilbake en del av det du tapte ved live-bordene, som ekte penger du kan spille for eller ta ut med en gang.</p>' +
          h(
            'Hva som teller',
            'Innsatser og gevinster med ekte penger i spillene i Live-delen fra mandag kl. 00:00 til søndag kl. 23:59 (UTC). Innsatser med bonuspenger og runder som ble kansellert, teller ikke.',
          ) +
          h(
            'Hvor mye',
            'Cashback er 10 % av ukens nettotap (innsatser minus gevinster) i hver kontovaluta. Den utbetales når nettotapet er minst 20 enheter av valutaen (for eksempel 200 kr eller 20 €), og er høyst 500 enheter per uke.',
          ) +
          h(
            'Når den utbetales',
            'Mandag innen kl. 12:00 UTC, rett til saldoen med ekte penger. Det er ikke noe omsetningskrav: pengene er dine å spille for eller ta ut.',
          ) +
          h(
            'Hvem får den',
            'Alle spillere med en verifisert konto med ekte penger. Det utbetales ikke cashback for en uke der en spillepause eller selvutestengelse pågikk, og regelen om én konto per person i vilkårene våre gjelder.',
          ) +
          '<h2>Live-bord</h2>#GameRow[category=live;limit=10]#' +
          h(
            'Endringer',
            'Vi varsler enhver endring av disse reglene på denne siden minst 7 dager før den gjelder. Vilkårene våre gjelder for cashback som for alle kampanjer.',
          ),
      },
      it: {
        title: 'Cashback live',
        description:
          'Recupera ogni settimana il 10% delle perdite al casinò live in denaro reale, senza requisiti di puntata: cosa conta, quanto e quando viene accreditato.',
        content:
          '<p>Ogni settimana ti restituiamo parte di quanto hai perso ai tavoli live, in denaro reale che puoi giocare o prelevare subito.</p>' +
          h(
            'Cosa conta',
            'Le puntate e le vincite in denaro reale nei giochi della sezione Live dal lunedì alle 00:00 alla domenica alle 23:59 (UTC). Le puntate con denaro bonus e i giri annullati non contano.',
          ) +
          h(
            'Quanto',
            'Il cashback è il 10% della perdita netta della settimana (puntate meno vincite) in ogni valuta del conto. Viene accreditato quando la perdita netta è di almeno 20 unità della valuta (per esempio 20 €) e arriva al massimo a 500 unità a settimana.',
          ) +
          h(
            'Quando viene accreditato',
            'Il lunedì entro le 12:00 UTC, direttamente sul saldo in denaro reale. Non ci sono requisiti di puntata: il denaro è tuo, da giocare o prelevare.',
          ) +
          h(
            'Chi lo riceve',
            'Ogni giocatore con un conto in denaro reale verificato. Non si riceve cashback per una settimana in cui era in corso una pausa o un’autoesclusione, e vale la regola di un conto per persona dei nostri termini e condizioni.',
          ) +
          '<h2>Tavoli live</h2>#GameRow[category=live;limit=10]#' +
          h(
            'Modifiche',
            'Annunciamo ogni modifica di queste regole su questa pagina almeno 7 giorni prima che si applichi. I nostri termini e condizioni valgono per il cashback come per ogni promozione.',
          ),
      },
      et: {
        title: 'Live-kasiino raha tagasi',
        description: 'Saa iga nädal 10% oma live-kasiino kaotustest päris rahana tagasi, ilma panustamisnõudeta: mis loeb, kui palju ja millal see makstakse.',
        content:
          '<p>Iga nädal maksame sulle tagasi osa sellest, mille live-laudades kaotasid, päris rahana, millega saad kohe mängida või mille saad välja võtta.</p>' +
          h(
            'Mis loeb',
            'Sinu päris raha panused ja võidud Live-jaotise mängudes esmaspäeval kell 00:00 kuni pühapäeval kell 23:59 (UTC). Boonusraha panused ja tühistatud voorud ei loe.',
          ) +
          h(
            'Kui palju',
            'Raha tagasi on 10% nädala netokaotusest (panused miinus võidud) igas konto valuutas. See makstakse, kui netokaotus on vähemalt 20 valuutaühikut (näiteks 20 €), ja on kõige rohkem 500 ühikut nädalas.',
          ) +
          h(
            'Millal see makstakse',
            'Esmaspäeval kella 12:00-ks UTC otse sinu päris raha saldole. Panustamisnõuet ei ole: raha on sinu, mängimiseks või väljavõtmiseks.',
          ) +
          h(
            'Kes selle saab',
            'Iga mängija, kellel on kinnitatud päris raha konto. Nädala eest, mil kehtis mängupaus või enesevälistus, raha tagasi ei maksta, ning kehtib meie tingimuste reegel üks konto inimese kohta.',
          ) +
          '<h2>Live-lauad</h2>#GameRow[category=live;limit=10]#' +
          h(
            'Muudatused',
            'Teatame igast reeglite muudatusest sellel lehel vähemalt 7 päeva enne selle kehtima hakkamist. Meie tingimused kehtivad raha tagasi pakkumisele nagu igale kampaaniale.',
          ),
      },
    },
  },
  {
    slug: 'news',
    categories: ['custom-page'],
    text: {
      en: { title: 'News', description: 'New games, tournaments and what changes at Reelhouse.', content: '#NewsList[]#' },
      de: { title: 'Neuigkeiten', description: 'Neue Spiele, Turniere und was sich bei Reelhouse ändert.', content: '#NewsList[]#' },
      fr: { title: 'Nouvelles', description: 'Nouveaux jeux, tournois et ce qui change chez Reelhouse.', content: '#NewsList[]#' },
      no: { title: 'Nyheter', description: 'Nye spill, turneringer og hva som endres hos Reelhouse.', content: '#NewsList[]#' },
      it: { title: 'Notizie', description: 'Nuovi giochi, tornei e novità di Reelhouse.', content: '#NewsList[]#' },
      et: { title: 'Uudised', description: 'Uued mängud, turniirid ja muudatused Reelhouse’is.', content: '#NewsList[]#' },
    },
  },
];

/** News articles: pages under `news/` with meta.news (date, excerpt, image: set by the seed). */
export interface SeedArticle {
  slug: string;
  date: string;
  text: Record<Lang, SeedPageText & { excerpt: string }>;
}

export const SEED_ARTICLES: SeedArticle[] = [
  {
    slug: 'news/winter-wonders-tournament',
    date: '2026-11-20',
    text: {
      en: {
        title: 'Winter Wonders tournament starts',
        excerpt: 'Four weeks of snowy pokies, a leaderboard every day and free spins for the top 100.',
        description: 'The Winter Wonders tournament: how it works and what you can win.',
        content:
          '<p>From 1 December, every real-money spin on the Winter Wonders pokies scores points. The top 100 each day share free spins, and the overall winner takes the grand prize.</p><p><a href="/tournaments/winter-wonders">See the leaderboard and take part</a></p>#GameRow[category=special-winter-wonders;limit=8]#',
      },
      de: {
        title: 'Das Winterwunder-Turnier beginnt',
        excerpt: 'Vier Wochen verschneite Slots, jeden Tag eine Bestenliste und Freispiele für die Top 100.',
        description: 'Das Winterwunder-Turnier: So funktioniert es und das kannst du gewinnen.',
        content:
          '<p>Ab dem 1. Dezember bringt jeder Echtgeld-Dreh an den Winterwunder-Slots Punkte. Die Top 100 jedes Tages teilen sich Freispiele, der Gesamtsieger holt den Hauptpreis.</p><p><a href="/tournaments/winter-wonders">Zur Rangliste und teilnehmen</a></p>#GameRow[category=special-winter-wonders;limit=8]#',
      },
      fr: {
        title: 'Le tournoi Merveilles d’hiver commence',
        excerpt: 'Quatre semaines de machines à sous enneigées, un classement chaque jour et des tours gratuits pour le top 100.',
        description: 'Le tournoi Merveilles d’hiver : son fonctionnement et ce que vous pouvez gagner.',
        content:
          '<p>Dès le 1er décembre, chaque tour en argent réel sur les machines Merveilles d’hiver rapporte des points. Le top 100 de chaque jour se partage des tours gratuits et le grand gagnant remporte le gros lot.</p><p><a href="/tournaments/winter-wonders">Voir le classement et participer</a></p>#GameRow[category=special-winter-wonders;limit=8]#',
      },
      no: {
        title: 'Vinterunder-turneringen starter',
        excerpt: 'Fire uker med snødekte automater, topplister hver dag og gratisspinn til topp 100.',
        description: 'Vinterunder-turneringen: slik fungerer den og dette kan du vinne.',
        content:
          '<p>Fra 1. desember gir hvert spinn med ekte penger på Vinterunder-automatene poeng. Topp 100 hver dag deler gratisspinn, og totalvinneren tar hovedpremien.</p><p><a href="/tournaments/winter-wonders">Se topplisten og delta</a></p>#GameRow[category=special-winter-wonders;limit=8]#',
      },
      it: {
        title: 'Al via il torneo Meraviglie d’inverno',
        excerpt: 'Quattro settimane di slot innevate, una classifica ogni giorno e giri gratis per i primi 100.',
        description: 'Il torneo Meraviglie d’inverno: come funziona e cosa puoi vincere.',
        content:
          '<p>Dal 1° dicembre ogni giro con denaro reale sulle slot Meraviglie d’inverno vale punti. I primi 100 di ogni giorno si dividono giri gratis e il vincitore assoluto prende il premio principale.</p><p><a href="/tournaments/winter-wonders">Vedi la classifica e partecipa</a></p>#GameRow[category=special-winter-wonders;limit=8]#',
      },
      et: {
        title: 'Algab Talveimede turniir',
        excerpt: 'Neli nädalat lumiseid slotte, iga päev edetabel ja tasuta keerutused esisajale.',
        description: 'Talveimede turniir: kuidas see toimib ja mida saad võita.',
        content:
          '<p>Alates 1. detsembrist annab iga päris rahaga keerutus Talveimede slottidel punkte. Iga päeva esisada jagab tasuta keerutusi ja üldvõitja saab peaauhinna.</p><p><a href="/tournaments/winter-wonders">Vaata edetabelit ja osale</a></p>#GameRow[category=special-winter-wonders;limit=8]#',
      },
    },
  },
  {
    slug: 'news/faster-withdrawals',
    date: '2026-11-12',
    text: {
      en: {
        title: 'Faster withdrawals to e-wallets and crypto',
        excerpt: 'Approved withdrawals to e-wallets and crypto now arrive in minutes.',
        description: 'What changed in how we pay out.',
        content:
          '<p>We review most withdrawals within a day, and once approved, e-wallet and crypto payouts now leave immediately. Card and bank payouts still take 1 to 5 working days, set by the banks.</p>',
      },
      de: {
        title: 'Schnellere Auszahlungen auf E-Wallets und Krypto',
        excerpt: 'Freigegebene Auszahlungen auf E-Wallets und Krypto kommen jetzt in Minuten an.',
        description: 'Was sich an unseren Auszahlungen geändert hat.',
        content:
          '<p>Die meisten Auszahlungen prüfen wir innerhalb eines Tages; nach der Freigabe gehen E-Wallet- und Krypto-Auszahlungen jetzt sofort raus. Karten- und Banküberweisungen dauern weiter 1 bis 5 Werktage, je nach Bank.</p>',
      },
      fr: {
        title: 'Retraits plus rapides vers portefeuilles électroniques et crypto',
        excerpt: 'Les retraits approuvés vers les portefeuilles électroniques et la crypto arrivent maintenant en quelques minutes.',
        description: 'Ce qui change dans nos paiements.',
        content:
          '<p>Nous vérifions la plupart des retraits en une journée; une fois approuvés, les paiements vers portefeuilles électroniques et crypto partent immédiatement. Les paiements par carte et virement prennent toujours de 1 à 5 jours ouvrables, selon les banques.</p>',
      },
      no: {
        title: 'Raskere uttak til e-lommebøker og krypto',
        excerpt: 'Godkjente uttak til e-lommebøker og krypto kommer nå på minutter.',
        description: 'Hva som er endret i utbetalingene våre.',
        content:
          '<p>Vi gjennomgår de fleste uttak innen en dag, og når de er godkjent, sendes utbetalinger til e-lommebøker og krypto straks. Kort- og bankutbetalinger tar fortsatt 1 til 5 virkedager, bestemt av bankene.</p>',
      },
      it: {
        title: 'Prelievi più veloci su portafogli elettronici e crypto',
        excerpt: 'I prelievi approvati su portafogli elettronici e crypto ora arrivano in pochi minuti.',
        description: 'Cosa è cambiato nei nostri pagamenti.',
        content:
          '<p>Verifichiamo la maggior parte dei prelievi entro un giorno; una volta approvati, i pagamenti su portafogli elettronici e crypto partono subito. Carte e bonifici richiedono ancora 1-5 giorni lavorativi, secondo le banche.</p>',
      },
      et: {
        title: 'Kiiremad väljamaksed e-rahakottidesse ja krüptosse',
        excerpt: 'Kinnitatud väljamaksed e-rahakottidesse ja krüptosse jõuavad nüüd minutitega.',
        description: 'Mis muutus meie väljamaksetes.',
        content:
          '<p>Vaatame enamiku väljamakseid üle ühe päeva jooksul ja pärast kinnitamist lähevad e-rahakoti ja krüpto väljamaksed kohe teele. Kaardi- ja pangamaksed võtavad endiselt 1–5 tööpäeva, nagu pangad määravad.</p>',
      },
    },
  },
  {
    slug: 'news/new-live-tables',
    date: '2026-10-30',
    text: {
      en: {
        title: 'Twelve new live tables',
        excerpt: 'More blackjack seats, a second lightning roulette and a game show studio.',
        description: 'The new live tables and when they are open.',
        content:
          '<p>Twelve new live tables opened this week, with more blackjack seats at peak hours, a second lightning roulette and a game show studio open around the clock.</p>#GameRow[category=live;limit=10]#',
      },
      de: {
        title: 'Zwölf neue Live-Tische',
        excerpt: 'Mehr Blackjack-Plätze, ein zweites Lightning-Roulette und ein Gameshow-Studio.',
        description: 'Die neuen Live-Tische und ihre Öffnungszeiten.',
        content:
          '<p>Diese Woche haben zwölf neue Live-Tische geöffnet: mehr Blackjack-Plätze zu Stoßzeiten, ein zweites Lightning-Roulette und ein Gameshow-Studio rund um die Uhr.</p>#GameRow[category=live;limit=10]#',
      },
      fr: {
        title: 'Douze nouvelles tables en direct',
        excerpt: 'Plus de places au blackjack, une deuxième roulette éclair et un studio de jeux télévisés.',
        description: 'Les nouvelles tables en direct et leurs heures d’ouverture.',
        content:
          '<p>Douze nouvelles tables en direct ont ouvert cette semaine : plus de places au blackjack aux heures de pointe, une deuxième roulette éclair et un studio de jeux télévisés ouvert jour et nuit.</p>#GameRow[category=live;limit=10]#',
      },
      no: {
        title: 'Tolv nye livebord',
        excerpt: 'Flere blackjack-plasser, en ny lynrulett og et gameshow-studio.',
        description: 'De nye livebordene og når de er åpne.',
        content:
          '<p>Tolv nye livebord åpnet denne uken, med flere blackjack-plasser i rushtiden, en ny lynrulett og et gameshow-studio som er åpent døgnet rundt.</p>#GameRow[category=live;limit=10]#',
      },
      it: {
        title: 'Dodici nuovi tavoli live',
        excerpt: 'Più posti al blackjack, una seconda roulette lightning e uno studio di game show.',
        description: 'I nuovi tavoli live e quando sono aperti.',
        content:
          '<p>Questa settimana hanno aperto dodici nuovi tavoli live: più posti al blackjack nelle ore di punta, una seconda roulette lightning e uno studio di game show aperto giorno e notte.</p>#GameRow[category=live;limit=10]#',
      },
      et: {
        title: 'Kaksteist uut live-lauda',
        excerpt: 'Rohkem blackjacki kohti, teine välkrulett ja mängusaate stuudio.',
        description: 'Uued live-lauad ja nende lahtiolekuajad.',
        content:
          '<p>Sel nädalal avati kaksteist uut live-lauda: rohkem blackjacki kohti tipptundidel, teine välkrulett ja ööpäevaringselt avatud mängusaate stuudio.</p>#GameRow[category=live;limit=10]#',
      },
    },
  },
];

/** Snippets (RichText) by key. */
export const SEED_SNIPPETS: Record<string, Record<Lang, string>> = {
  'support-hours': {
    en: 'Support answers in chat around the clock and by e-mail at support@reelhouse.example within a few hours.',
    de: 'Der Support antwortet im Chat rund um die Uhr und per E-Mail an support@reelhouse.example innerhalb weniger Stunden.',
    fr: 'Le soutien répond par clavardage jour et nuit et par courriel à support@reelhouse.example en quelques heures.',
    no: 'Kundestøtte svarer i chat døgnet rundt og på e-post til support@reelhouse.example innen noen timer.',
    it: 'L’assistenza risponde in chat 24 ore su 24 e via e-mail a support@reelhouse.example entro poche ore.',
    et: 'Klienditugi vastab vestluses ööpäev läbi ja e-posti teel aadressil support@reelhouse.example mõne tunni jooksul.',
  },
  'pokies-tips': {
    en: '<ul><li>Check the return to player (RTP) in the game’s info panel: higher is better over time.</li><li>High volatility pays less often but bigger; low volatility pays small and often.</li><li>Try the demo first where the game offers one.</li></ul>',
    de: '<ul><li>Prüf die Auszahlungsquote (RTP) im Infobereich des Spiels: Höher ist auf Dauer besser.</li><li>Hohe Volatilität zahlt seltener, aber mehr; niedrige Volatilität wenig und oft.</li><li>Probier zuerst die Demo, wenn das Spiel eine anbietet.</li></ul>',
    fr: '<ul><li>Vérifiez le taux de retour (RTP) dans le panneau d’information du jeu : plus il est élevé, mieux c’est à long terme.</li><li>Une volatilité élevée paie moins souvent mais plus gros; une faible volatilité paie peu et souvent.</li><li>Essayez d’abord la démo quand le jeu en propose une.</li></ul>',
    no: '<ul><li>Sjekk tilbakebetalingen (RTP) i spillets infopanel: høyere er bedre over tid.</li><li>Høy volatilitet betaler sjeldnere, men mer; lav volatilitet lite og ofte.</li><li>Prøv demoen først hvis spillet har en.</li></ul>',
    it: '<ul><li>Controlla il ritorno al giocatore (RTP) nel pannello informativo: più alto è meglio nel tempo.</li><li>Alta volatilità paga meno spesso ma di più; bassa volatilità poco e spesso.</li><li>Prova prima la demo quando il gioco la offre.</li></ul>',
    et: '<ul><li>Vaata mängu infopaneelist tagastusprotsenti (RTP): pikas plaanis on kõrgem parem.</li><li>Kõrge volatiilsus maksab harvem, kuid rohkem; madal vähe ja tihti.</li><li>Proovi esmalt demot, kui mäng seda pakub.</li></ul>',
  },
  'rocket-mart-read-more': {
    en: '<p>Comp points are earned with every real-money bet and can be exchanged in the shop for free spins, bonus money and lottery tickets. Points never expire while your account is active.</p>',
    de: '<p>Comp-Punkte sammelst du mit jedem Echtgeld-Einsatz und tauschst sie im Shop gegen Freispiele, Bonusgeld und Lotterielose. Solange dein Konto aktiv ist, verfallen deine Punkte nicht.</p>',
    fr: '<p>Les points de fidélité s’obtiennent à chaque mise en argent réel et s’échangent dans la boutique contre des tours gratuits, de l’argent bonus et des billets de loterie. Ils n’expirent pas tant que votre compte est actif.</p>',
    no: '<p>Kompispoeng tjenes med hver innsats med ekte penger og kan byttes i butikken mot gratisspinn, bonuspenger og lodd. Poengene utløper ikke så lenge kontoen er aktiv.</p>',
    it: '<p>I punti fedeltà si guadagnano con ogni puntata in denaro reale e si scambiano nel negozio con giri gratis, denaro bonus e biglietti della lotteria. Non scadono finché il conto è attivo.</p>',
    et: '<p>Püsikliendipunkte kogud iga päris rahaga panusega ja saad neid poes vahetada tasuta keerutuste, boonusraha ja loteriipiletite vastu. Punktid ei aegu, kuni konto on aktiivne.</p>',
  },
};

/** The language whose text a locale shows. */
export function langOf(locale: string): Lang {
  if (locale === 'fr-CA') return 'fr';
  if (locale.startsWith('en')) return 'en';
  return locale as Lang;
}
