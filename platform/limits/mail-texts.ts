import type { Locale } from '../../schemas/locales';
import type { LimitPeriod, LimitType } from '../../schemas/limits';

/**
 * The limit-change confirmation mail per language (mails are not rendered by react-intl, as in
 * platform/auth/mail-texts.ts). `{what}` is the change in words, `{link}` the confirmation link.
 */
export interface LimitMailText {
  subject: string;
  body: string[];
  action: string;
  types: Record<LimitType, string>;
  periods: Record<LimitPeriod, string>;
  /** "{type} ({period}): {from} -> {to}" and "{type} ({period}): remove". */
  change: string;
  remove: string;
  minutes: string;
}

const EN: LimitMailText = {
  subject: 'Confirm the change of your limit',
  body: [
    'You asked to raise or remove one of your responsible gambling limits:',
    '{what}',
    'Nothing changes unless you confirm by opening this link:',
    '{link}',
    'After you confirm, the change takes effect 24 hours later; until then your current limit holds. The link works once and expires in 24 hours.',
    'If you did not ask for this, ignore this mail: your limit stays as it is.',
  ],
  action: 'Confirm the change',
  types: { loss: 'Loss limit', wager: 'Wager limit', deposit: 'Deposit limit', session: 'Session limit', coolingoff: 'Cooling-off', selfexclusion: 'Self-exclusion' },
  periods: { day: 'day', '3_days': '3 days', week: 'week', month: 'month', '3_months': '3 months', '6_months': '6 months', '9_months': '9 months', '12_months': '12 months', forever: 'forever' },
  change: '{type} ({period}): {from} → {to}',
  remove: '{type} ({period}): remove',
  minutes: '{n} min',
};

const DE: LimitMailText = {
  subject: 'Bestätige die Änderung deines Limits',
  body: [
    'Du möchtest eines deiner Limits für verantwortungsvolles Spielen erhöhen oder entfernen:',
    '{what}',
    'Es ändert sich nichts, solange du es nicht über diesen Link bestätigst:',
    '{link}',
    'Nach deiner Bestätigung gilt die Änderung erst 24 Stunden später; bis dahin bleibt dein jetziges Limit bestehen. Der Link funktioniert einmal und läuft nach 24 Stunden ab.',
    'Wenn du das nicht warst, ignoriere diese E-Mail: dein Limit bleibt, wie es ist.',
  ],
  action: 'Änderung bestätigen',
  types: { loss: 'Verlustlimit', wager: 'Einsatzlimit', deposit: 'Einzahlungslimit', session: 'Sitzungslimit', coolingoff: 'Spielpause', selfexclusion: 'Selbstausschluss' },
  periods: { day: 'Tag', '3_days': '3 Tage', week: 'Woche', month: 'Monat', '3_months': '3 Monate', '6_months': '6 Monate', '9_months': '9 Monate', '12_months': '12 Monate', forever: 'unbefristet' },
  change: '{type} ({period}): {from} → {to}',
  remove: '{type} ({period}): entfernen',
  minutes: '{n} Min.',
};

const FR: LimitMailText = {
  subject: 'Confirmez la modification de votre limite',
  body: [
    'Vous avez demandé d’augmenter ou de supprimer l’une de vos limites de jeu responsable :',
    '{what}',
    'Rien ne change tant que vous ne confirmez pas en ouvrant ce lien :',
    '{link}',
    'Après votre confirmation, la modification prend effet 24 heures plus tard; d’ici là, votre limite actuelle s’applique. Le lien fonctionne une seule fois et expire dans 24 heures.',
    'Si vous n’avez rien demandé, ignorez ce courriel : votre limite reste inchangée.',
  ],
  action: 'Confirmer la modification',
  types: { loss: 'Limite de pertes', wager: 'Limite de mises', deposit: 'Limite de dépôt', session: 'Limite de session', coolingoff: 'Pause de jeu', selfexclusion: 'Auto-exclusion' },
  periods: { day: 'jour', '3_days': '3 jours', week: 'semaine', month: 'mois', '3_months': '3 mois', '6_months': '6 mois', '9_months': '9 mois', '12_months': '12 mois', forever: 'pour toujours' },
  change: '{type} ({period}) : {from} → {to}',
  remove: '{type} ({period}) : supprimer',
  minutes: '{n} min',
};

const NO: LimitMailText = {
  subject: 'Bekreft endringen av grensen din',
  body: [
    'Du har bedt om å heve eller fjerne en av grensene dine for ansvarlig spill:',
    '{what}',
    'Ingenting endres før du bekrefter ved å åpne denne lenken:',
    '{link}',
    'Når du har bekreftet, trer endringen i kraft 24 timer senere; til da gjelder den nåværende grensen. Lenken virker én gang og utløper om 24 timer.',
    'Hvis det ikke var deg, kan du se bort fra denne e-posten: grensen din forblir som den er.',
  ],
  action: 'Bekreft endringen',
  types: { loss: 'Tapsgrense', wager: 'Innsatsgrense', deposit: 'Innskuddsgrense', session: 'Øktgrense', coolingoff: 'Spillepause', selfexclusion: 'Selvutestengelse' },
  periods: { day: 'dag', '3_days': '3 dager', week: 'uke', month: 'måned', '3_months': '3 måneder', '6_months': '6 måneder', '9_months': '9 måneder', '12_months': '12 måneder', forever: 'for alltid' },
  change: '{type} ({period}): {from} → {to}',
  remove: '{type} ({period}): fjern',
  minutes: '{n} min',
};

const IT: LimitMailText = {
  subject: 'Conferma la modifica del tuo limite',
  body: [
    'Hai chiesto di aumentare o rimuovere uno dei tuoi limiti di gioco responsabile:',
    '{what}',
    'Non cambia nulla finché non confermi aprendo questo link:',
    '{link}',
    'Dopo la conferma, la modifica entra in vigore 24 ore più tardi; fino ad allora resta valido il limite attuale. Il link funziona una sola volta e scade tra 24 ore.',
    'Se non sei stato tu, ignora questa e-mail: il tuo limite resta com’è.',
  ],
  action: 'Conferma la modifica',
  types: { loss: 'Limite di perdita', wager: 'Limite di puntata', deposit: 'Limite di deposito', session: 'Limite di sessione', coolingoff: 'Pausa di gioco', selfexclusion: 'Autoesclusione' },
  periods: { day: 'giorno', '3_days': '3 giorni', week: 'settimana', month: 'mese', '3_months': '3 mesi', '6_months': '6 mesi', '9_months': '9 mesi', '12_months': '12 mesi', forever: 'per sempre' },
  change: '{type} ({period}): {from} → {to}',
  remove: '{type} ({period}): rimuovi',
  minutes: '{n} min',
};

const ET: LimitMailText = {
  subject: 'Kinnita oma limiidi muutmine',
  body: [
    'Soovisid tõsta või eemaldada ühe oma vastutustundliku mängimise limiidi:',
    '{what}',
    'Midagi ei muutu enne, kui kinnitad selle lingi kaudu:',
    '{link}',
    'Pärast kinnitamist jõustub muudatus 24 tunni pärast; seni kehtib praegune limiit. Link töötab üks kord ja aegub 24 tunni pärast.',
    'Kui sa seda ei soovinud, jäta see kiri tähelepanuta: sinu limiit jääb samaks.',
  ],
  action: 'Kinnita muudatus',
  types: { loss: 'Kaotuslimiit', wager: 'Panuselimiit', deposit: 'Sissemakselimiit', session: 'Seansilimiit', coolingoff: 'Mängupaus', selfexclusion: 'Enesevälistamine' },
  periods: { day: 'päev', '3_days': '3 päeva', week: 'nädal', month: 'kuu', '3_months': '3 kuud', '6_months': '6 kuud', '9_months': '9 kuud', '12_months': '12 kuud', forever: 'alatiseks' },
  change: '{type} ({period}): {from} → {to}',
  remove: '{type} ({period}): eemalda',
  minutes: '{n} min',
};

/** The English variants of P1 share the English text, fr-CA the French one. */
export const LIMIT_MAIL_TEXTS: Record<Locale, LimitMailText> = { en: EN, 'en-AU': EN, 'en-CA': EN, 'en-NZ': EN, de: DE, 'fr-CA': FR, no: NO, it: IT, et: ET };
