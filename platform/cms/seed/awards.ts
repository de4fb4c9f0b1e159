import type { Lang } from './pages';

/**
 * The awards page's list (meta.awards) per language. The award's name is the event's own name and
 * stays as the organiser writes it; the nomination and the prize are ours to translate.
 */
export interface SeedAward {
  name: string;
  year: number;
  /** Gradient end colours of the drawn award art. */
  art: [string, string];
  text: Record<Lang, { nomination: string; prize: string }>;
}

export const SEED_AWARDS: SeedAward[] = [
  {
    name: 'iGaming Player Awards',
    year: 2025,
    art: ['#b8860b', '#ffd54f'],
    text: {
      en: { nomination: 'Best new casino', prize: 'Winner' },
      de: { nomination: 'Bestes neues Casino', prize: 'Gewinner' },
      fr: { nomination: 'Meilleur nouveau casino', prize: 'Lauréat' },
      no: { nomination: 'Beste nye casino', prize: 'Vinner' },
      it: { nomination: 'Miglior nuovo casinò', prize: 'Vincitore' },
      et: { nomination: 'Parim uus kasiino', prize: 'Võitja' },
    },
  },
  {
    name: 'Nordic Casino Review',
    year: 2025,
    art: ['#37474f', '#b0bec5'],
    text: {
      en: { nomination: 'Fastest withdrawals', prize: 'Gold' },
      de: { nomination: 'Schnellste Auszahlungen', prize: 'Gold' },
      fr: { nomination: 'Retraits les plus rapides', prize: 'Or' },
      no: { nomination: 'Raskeste uttak', prize: 'Gull' },
      it: { nomination: 'Prelievi più veloci', prize: 'Oro' },
      et: { nomination: 'Kiireimad väljamaksed', prize: 'Kuld' },
    },
  },
  {
    name: 'Live Dealer Summit',
    year: 2026,
    art: ['#4a148c', '#ce93d8'],
    text: {
      en: { nomination: 'Best live casino lobby', prize: 'Finalist' },
      de: { nomination: 'Beste Live-Casino-Lobby', prize: 'Finalist' },
      fr: { nomination: 'Meilleur lobby de casino en direct', prize: 'Finaliste' },
      no: { nomination: 'Beste livekasino-lobby', prize: 'Finalist' },
      it: { nomination: 'Miglior lobby di casinò live', prize: 'Finalista' },
      et: { nomination: 'Parim live-kasiino fuajee', prize: 'Finalist' },
    },
  },
  {
    name: 'Safer Gambling Week',
    year: 2026,
    art: ['#1b5e20', '#a5d6a7'],
    text: {
      en: { nomination: 'Player protection tools', prize: 'Commended' },
      de: { nomination: 'Werkzeuge für den Spielerschutz', prize: 'Lobende Erwähnung' },
      fr: { nomination: 'Outils de protection des joueurs', prize: 'Mention honorable' },
      no: { nomination: 'Verktøy for spillervern', prize: 'Hederlig omtale' },
      it: { nomination: 'Strumenti di tutela dei giocatori', prize: 'Menzione speciale' },
      et: { nomination: 'Mängijakaitse tööriistad', prize: 'Tunnustus' },
    },
  },
];

/** The terms PDF's title per language (the footer lists it under this title). */
export const TERMS_FILE_TITLE: Record<Lang, string> = {
  en: 'General terms (PDF)',
  de: 'Allgemeine Geschäftsbedingungen (PDF)',
  fr: 'Conditions générales (PDF)',
  no: 'Generelle vilkår (PDF)',
  it: 'Termini e condizioni generali (PDF)',
  et: 'Üldtingimused (PDF)',
};
