import type { Locale } from '../../schemas/locales';

/** Which auth mail. */
export type AuthMailKind = 'confirmation' | 'reset_password' | 'registration_attempt' | 'password_changed';

interface MailText {
  subject: string;
  /** Paragraphs; `{link}` and `{remind}` are replaced by URLs. */
  body: string[];
  /** Label of the main button in the HTML part. */
  action: string;
}

type Texts = Record<AuthMailKind, MailText>;

/**
 * Texts of the auth mails per language. Mails are not rendered by react-intl (no React on this
 * side), so they live here; the English variants of P1 share the English text.
 */
const EN: Texts = {
  confirmation: {
    subject: 'Confirm your e-mail address',
    body: ['Welcome to Reelhouse!', 'Please confirm your e-mail address by opening this link:', '{link}', 'The link works once and expires in 3 days.'],
    action: 'Confirm my e-mail',
  },
  reset_password: {
    subject: 'Reset your password',
    body: [
      'Someone asked to reset the password of your Reelhouse account.',
      'To choose a new password, open this link:',
      '{link}',
      'The link works once and expires in 2 hours. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    action: 'Choose a new password',
  },
  registration_attempt: {
    subject: 'Someone tried to register with your address',
    body: [
      'Somebody, perhaps you, tried to open a new Reelhouse account with this e-mail address. It already has an account, so nothing was created.',
      'To sign in, open:',
      '{link}',
      'Forgot your password? Reset it here: {remind}',
      'If it was not you, you can ignore this mail.',
    ],
    action: 'Sign in',
  },
  password_changed: {
    subject: 'Your password was changed',
    body: [
      'The password of your Reelhouse account was just changed and every other session was signed out.',
      'If you did not do this, reset your password at once:',
      '{remind}',
    ],
    action: 'Sign in',
  },
};

const DE: Texts = {
  confirmation: {
    subject: 'Bestätige deine E-Mail-Adresse',
    body: ['Willkommen bei Reelhouse!', 'Bitte bestätige deine E-Mail-Adresse über diesen Link:', '{link}', 'Der Link funktioniert einmal und läuft nach 3 Tagen ab.'],
    action: 'E-Mail bestätigen',
  },
  reset_password: {
    subject: 'Passwort zurücksetzen',
    body: [
      'Jemand hat angefordert, das Passwort deines Reelhouse-Kontos zurückzusetzen.',
      'Um ein neues Passwort zu wählen, öffne diesen Link:',
      '{link}',
      'Der Link funktioniert einmal und läuft nach 2 Stunden ab. Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    ],
    action: 'Neues Passwort wählen',
  },
  registration_attempt: {
    subject: 'Jemand wollte sich mit deiner Adresse registrieren',
    body: [
      'Jemand, vielleicht du, wollte mit dieser E-Mail-Adresse ein neues Reelhouse-Konto eröffnen. Zu dieser Adresse gibt es bereits ein Konto, daher wurde nichts angelegt.',
      'Zum Anmelden öffne:',
      '{link}',
      'Passwort vergessen? Hier zurücksetzen: {remind}',
      'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
    ],
    action: 'Anmelden',
  },
  password_changed: {
    subject: 'Dein Passwort wurde geändert',
    body: [
      'Das Passwort deines Reelhouse-Kontos wurde soeben geändert und alle anderen Sitzungen wurden abgemeldet.',
      'Wenn du das nicht warst, setze dein Passwort sofort zurück:',
      '{remind}',
    ],
    action: 'Anmelden',
  },
};

const FR: Texts = {
  confirmation: {
    subject: 'Confirmez votre adresse courriel',
    body: ['Bienvenue chez Reelhouse!', 'Veuillez confirmer votre adresse courriel en ouvrant ce lien :', '{link}', 'Le lien fonctionne une seule fois et expire dans 3 jours.'],
    action: 'Confirmer mon courriel',
  },
  reset_password: {
    subject: 'Réinitialisez votre mot de passe',
    body: [
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Reelhouse.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      '{link}',
      'Le lien fonctionne une seule fois et expire dans 2 heures. Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste inchangé.',
    ],
    action: 'Choisir un nouveau mot de passe',
  },
  registration_attempt: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse',
    body: [
      'Quelqu’un, peut-être vous, a tenté d’ouvrir un nouveau compte Reelhouse avec cette adresse courriel. Un compte existe déjà pour cette adresse, rien n’a donc été créé.',
      'Pour vous connecter, ouvrez :',
      '{link}',
      'Mot de passe oublié? Réinitialisez-le ici : {remind}',
      'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
    ],
    action: 'Se connecter',
  },
  password_changed: {
    subject: 'Votre mot de passe a été modifié',
    body: [
      'Le mot de passe de votre compte Reelhouse vient d’être modifié et toutes les autres sessions ont été fermées.',
      'Si ce n’était pas vous, réinitialisez votre mot de passe immédiatement :',
      '{remind}',
    ],
    action: 'Se connecter',
  },
};

const NO: Texts = {
  confirmation: {
    subject: 'Bekreft e-postadressen din',
    body: ['Velkommen til Reelhouse!', 'Bekreft e-postadressen din ved å åpne denne lenken:', '{link}', 'Lenken virker én gang og utløper om 3 dager.'],
    action: 'Bekreft e-posten min',
  },
  reset_password: {
    subject: 'Tilbakestill passordet ditt',
    body: [
      'Noen har bedt om å tilbakestille passordet til Reelhouse-kontoen din.',
      'Åpne denne lenken for å velge et nytt passord:',
      '{link}',
      'Lenken virker én gang og utløper om 2 timer. Hvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
    ],
    action: 'Velg nytt passord',
  },
  registration_attempt: {
    subject: 'Noen prøvde å registrere seg med adressen din',
    body: [
      'Noen, kanskje du, prøvde å opprette en ny Reelhouse-konto med denne e-postadressen. Adressen har allerede en konto, så ingenting ble opprettet.',
      'For å logge inn, åpne:',
      '{link}',
      'Glemt passordet? Tilbakestill det her: {remind}',
      'Hvis det ikke var deg, kan du se bort fra denne e-posten.',
    ],
    action: 'Logg inn',
  },
  password_changed: {
    subject: 'Passordet ditt er endret',
    body: ['Passordet til Reelhouse-kontoen din ble nettopp endret, og alle andre økter ble logget ut.', 'Hvis det ikke var deg, tilbakestill passordet ditt med en gang:', '{remind}'],
    action: 'Logg inn',
  },
};

const IT: Texts = {
  confirmation: {
    subject: 'Conferma il tuo indirizzo e-mail',
    body: ['Benvenuto su Reelhouse!', 'Conferma il tuo indirizzo e-mail aprendo questo link:', '{link}', 'Il link funziona una sola volta e scade tra 3 giorni.'],
    action: 'Conferma la mia e-mail',
  },
  reset_password: {
    subject: 'Reimposta la tua password',
    body: [
      'Qualcuno ha chiesto di reimpostare la password del tuo account Reelhouse.',
      'Per scegliere una nuova password, apri questo link:',
      '{link}',
      'Il link funziona una sola volta e scade tra 2 ore. Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
    ],
    action: 'Scegli una nuova password',
  },
  registration_attempt: {
    subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
    body: [
      'Qualcuno, forse tu, ha provato ad aprire un nuovo account Reelhouse con questo indirizzo e-mail. L’indirizzo ha già un account, quindi non è stato creato nulla.',
      'Per accedere, apri:',
      '{link}',
      'Hai dimenticato la password? Reimpostala qui: {remind}',
      'Se non sei stato tu, puoi ignorare questa e-mail.',
    ],
    action: 'Accedi',
  },
  password_changed: {
    subject: 'La tua password è stata cambiata',
    body: ['La password del tuo account Reelhouse è appena stata cambiata e tutte le altre sessioni sono state chiuse.', 'Se non sei stato tu, reimposta subito la password:', '{remind}'],
    action: 'Accedi',
  },
};

const ET: Texts = {
  confirmation: {
    subject: 'Kinnita oma e-posti aadress',
    body: ['Tere tulemast Reelhouse’i!', 'Palun kinnita oma e-posti aadress, avades selle lingi:', '{link}', 'Link töötab ühe korra ja aegub 3 päeva pärast.'],
    action: 'Kinnita e-post',
  },
  reset_password: {
    subject: 'Lähtesta oma parool',
    body: [
      'Keegi palus lähtestada sinu Reelhouse’i konto parooli.',
      'Uue parooli valimiseks ava see link:',
      '{link}',
      'Link töötab ühe korra ja aegub 2 tunni pärast. Kui see polnud sina, jäta see kiri tähelepanuta: sinu parool jääb samaks.',
    ],
    action: 'Vali uus parool',
  },
  registration_attempt: {
    subject: 'Keegi proovis sinu aadressiga registreeruda',
    body: [
      'Keegi, võib-olla sina, proovis selle e-posti aadressiga avada uut Reelhouse’i kontot. Sellel aadressil on juba konto, seega midagi ei loodud.',
      'Sisselogimiseks ava:',
      '{link}',
      'Unustasid parooli? Lähtesta see siin: {remind}',
      'Kui see polnud sina, võid selle kirja tähelepanuta jätta.',
    ],
    action: 'Logi sisse',
  },
  password_changed: {
    subject: 'Sinu parool muudeti',
    body: ['Sinu Reelhouse’i konto parool muudeti just ja kõik teised seansid logiti välja.', 'Kui see polnud sina, lähtesta oma parool kohe:', '{remind}'],
    action: 'Logi sisse',
  },
};

const BY_LOCALE: Record<Locale, Texts> = { en: EN, 'en-AU': EN, 'en-CA': EN, 'en-NZ': EN, de: DE, 'fr-CA': FR, no: NO, it: IT, et: ET };

/** The text of one auth mail in a locale. */
export function authMailText(locale: Locale, kind: AuthMailKind): MailText {
  return BY_LOCALE[locale][kind];
}

/** Every locale's texts, for the completeness test. */
export const AUTH_MAIL_TEXTS = BY_LOCALE;
