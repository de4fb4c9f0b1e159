import { ENABLED_CURRENCIES } from '../../schemas/currency-units';
import { CompCardInputSchema, type CompCardInputBody } from '../../schemas/loyalty';
import type { PlatformDeps } from '../deps';
import { listTemplates } from '../gifts';
import { listLevels, listRates, setLevel, setRate, shopCards, upsertCard } from './engine';

/** Crypto units differ; the demo's fiat currencies earn 1 coin per 0.25 of a stake (the reference amount). */
const FIAT = ENABLED_CURRENCIES.filter((c) => ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK', 'BRL'].includes(c));

/** Level thresholds (persistent points below which a level holds); level 1 is low so a demo player reaches level 2 quickly. */
const LEVEL_MAX = [20, 500, 1_500, 4_000, 10_000, 25_000, 50_000, 100_000, 200_000, 400_000, 800_000, 1_600_000];
const LEVEL_NAMES = ['Cadet', 'Pilot', 'Navigator', 'Captain', 'Commander', 'Major', 'Colonel', 'General', 'Astronaut', 'Explorer', 'Legend', 'Cosmic'];

/**
 * The demo shop: earning rates, a few cards (money, free spins, special, a running sale) and the
 * twelve levels with gifts. Idempotent: only what is missing is added (cards by group, levels by id).
 */
export async function seedLoyalty(deps: PlatformDeps): Promise<string[]> {
  const { db, clock } = deps;
  const at = clock.now();
  if ((await listRates(db)).length === 0) for (const currency of FIAT) await setRate(db, { currency, amount_cents: 25, points: 1, game_category: null });
  const templates = await listTemplates(db);
  const spins = templates.find((t) => t.title === '20 free spins');
  const rocket = templates.find((t) => t.title === 'Rocket lite');
  const end = new Date(at.getTime() + 30 * 86_400_000);
  const saleEnd = `${String(end.getUTCDate()).padStart(2, '0')}/${String(end.getUTCMonth() + 1).padStart(2, '0')}/${end.getUTCFullYear()}`;
  const price = (cents: number) => FIAT.map((currency) => ({ currency, amount_cents: cents }));
  const cards: CompCardInputBody[] = [
    { type: 'money', group: 'money-5', title: '5 in cash', points: 100, rates: price(500), tags: ['POPULAR'], position: 1 },
    { type: 'money', group: 'money-25', title: '25 in cash', points: 450, rates: price(2_500), position: 2 },
    { type: 'money', group: 'money-1000', title: '1000 in cash', points: 15_000, rates: price(100_000), tags: ['VIP'], position: 3 },
    ...(spins
      ? [
          {
            type: 'freespins' as const,
            group: 'spins-20',
            title: '20 free spins',
            points: 60,
            freespins_count: 20,
            wager: 20,
            template_id: spins.id,
            tags: ['NEW' as const],
            position: 4,
          },
        ]
      : []),
    ...(rocket
      ? [{ type: 'special' as const, group: 'special-rocket', title: 'Rocket lite bonus', points: 80, wager: 10, template_id: rocket.id, position: 5 }]
      : []),
    {
      type: 'money',
      group: 'sale-money-10',
      title: '10 in cash, half price',
      points: 100,
      rates: price(1_000),
      discount_percent: 50,
      full_price: 200,
      sale_end_date: saleEnd,
      position: 0,
    },
  ];
  const existing = new Set((await shopCards(db, null, new Date(0))).map((c) => c.group));
  let added = 0;
  for (const c of cards) {
    if (existing.has(c.group)) continue;
    await upsertCard(db, CompCardInputSchema.parse(c));
    added++;
  }
  const levels = new Set((await listLevels(db)).map((l) => l.id));
  for (let i = 0; i < 12; i++) {
    const id = i + 1;
    if (levels.has(id)) continue;
    const giftPoints = id === 1 ? 0 : id * 25;
    await setLevel(db, {
      id,
      name: LEVEL_NAMES[i]!,
      image: null,
      content: '',
      gift_descriptions: id === 1 ? [] : [`${giftPoints} coins`, ...(rocket ? ['Rocket lite bonus'] : [])],
      conditions: { persistent_comp_points: { max: LEVEL_MAX[i]! } },
      gifts: { points: giftPoints, template_ids: id > 1 && rocket ? [rocket.id] : [] },
    });
  }
  return added > 0 ? [`Points shop: ${added} cards at /rocket-mart`] : [];
}
