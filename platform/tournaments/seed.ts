import { eq } from 'drizzle-orm';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { TournamentInputSchema, type TournamentBody } from '../../schemas/tournaments';
import type { PlatformDeps } from '../deps';
import { createTemplate, listTemplates } from '../gifts';
import { createTournament } from './engine';
import { tournaments } from './schema';

const DAY = 86_400_000;
const PRIZE_TITLE = 'Winter Wonders prize';
const QUEST_TITLE = 'Winter quest reward';
const every = (cents: number) => ({ EUR: cents, USD: cents, NZD: cents, AUD: cents, CAD: cents });

/**
 * The demo casino's Winter Wonders tournament (the seeded banner and news article link to
 * /tournaments/winter-wonders): a day ago to 27 days on, the `special-winter-wonders` pokies,
 * sum of real-money bets in EUR, prizes for the top three as rocket gifts; and the Winter quest
 * (size s). Added once (by identifier); prize templates once (by title).
 */
export async function seedTournaments(deps: PlatformDeps): Promise<string[]> {
  const { db } = deps;
  const now = deps.clock.now();
  const existing = await listTemplates(db);
  const template = async (title: string, cents: number) =>
    existing.find((t) => t.title === title)?.id ??
    (await createTemplate(db, BonusTemplateInputSchema.parse({ title, type: 'rocket_lite', amounts: every(cents), wager_multiplier: 1 }), now)).id;
  const prize = await template(PRIZE_TITLE, 10_000);
  const reward = await template(QUEST_TITLE, 500);
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const seeds: TournamentBody[] = [
    {
      frontend_identifier: 'winter-wonders',
      texts: {
        en: {
          title: 'Winter Wonders tournament',
          description:
            'Every real-money spin on the Winter Wonders pokies scores its stake. The top three share the prizes; equal scores go to who reached the score first.',
        },
        de: {
          title: 'Winterwunder-Turnier',
          description:
            'Jeder Echtgeld-Dreh an den Winterwunder-Slots zählt seinen Einsatz. Die ersten drei teilen die Preise; bei Gleichstand gewinnt, wer den Wert zuerst erreicht hat.',
        },
      },
      currency: 'EUR',
      start_at: at(-1),
      end_at: at(27),
      strategy: 'sum_bets',
      categories: ['special-winter-wonders'],
      prizes: [
        { place: 1, template_id: prize, amount_cents: 10_000 },
        { place: 2, template_id: prize, amount_cents: 10_000 },
        { place: 3, template_id: prize, amount_cents: 10_000 },
      ],
      money_budget_cents: 30_000,
    },
    {
      frontend_identifier: 'winter-quest',
      texts: { en: { title: 'Winter quest', description: 'Bet on any game to climb the levels; each level reached has its reward.' } },
      currency: 'EUR',
      start_at: at(-1),
      end_at: at(27),
      quest_size: 's',
      quest_rewards: [
        { level: 2, template_id: reward },
        { level: 3, template_id: reward },
      ],
    },
  ];
  for (const s of seeds) {
    const [found] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.frontendIdentifier, s.frontend_identifier));
    if (!found) await createTournament(db, TournamentInputSchema.parse(s), now);
  }
  return [];
}
