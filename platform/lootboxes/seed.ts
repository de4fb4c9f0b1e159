import { BonusTemplateInputSchema, type BonusTemplateBody } from '../../schemas/gifts';
import { LootboxSetInputSchema, WheelSegmentsInputSchema } from '../../schemas/lootboxes';
import type { PlatformDeps } from '../deps';
import { createTemplate, findTemplate, listTemplates } from '../gifts';
import { findPlayerByEmail } from '../player';
import { createSet, issueLootbox, listSegmentSets, listSets, putSegments, type LootboxPorts } from './engine';

/** The demo bonus player (Kiwi, NZD): holds a loot box and a wheel spin to try. */
const DEMO_EMAIL = 'kiwi@reelhouse.test';
const every = (cents: number) => ({ EUR: cents, USD: cents, NZD: cents, AUD: cents, CAD: cents });

/**
 * The demo loot boxes: prize templates (C9: wagers 3 to 30 times, a max win per currency), the
 * "Rocket box" set a deposit of 20 or more earns, the wheel's segment sets (default, and one for
 * each C9 group 21, 1308, 1309) and a "Wheel spin" template whose gifts are spins. Outside
 * production the demo player holds one box and one spin. Added once (by title / group).
 */
export async function seedLootboxes(deps: PlatformDeps, ports: LootboxPorts): Promise<string[]> {
  const { db } = deps;
  const at = deps.clock.now();
  const templates: BonusTemplateBody[] = [
    {
      title: 'Box: 5 bonus',
      type: 'rocket_lite',
      amounts: every(500),
      wager_multiplier: 3,
      max_win: every(5_000),
      group_key: 'lootbox_prize',
      activatable_hours: 24 * 30,
    },
    {
      title: 'Box: 25 bonus',
      type: 'rocket_pro',
      amounts: every(2_500),
      wager_multiplier: 10,
      max_win: every(25_000),
      group_key: 'lootbox_prize',
      activatable_hours: 24 * 30,
    },
    {
      title: 'Box: 100 bonus',
      type: 'rocket_max',
      amounts: every(10_000),
      wager_multiplier: 30,
      max_win: every(100_000),
      group_key: 'lootbox_prize',
      activatable_hours: 24 * 30,
    },
    { title: 'Wheel spin', type: 'rocket_lite', amounts: every(1), wager_multiplier: 1, group_key: 'manual_wheel_demo', activatable_hours: 24 * 30 },
  ];
  const existing = await listTemplates(db);
  const ids = new Map<string, number>();
  for (const body of templates) {
    const found = existing.find((t) => t.title === body.title);
    ids.set(body.title, found?.id ?? (await createTemplate(db, BonusTemplateInputSchema.parse(body), at)).id);
  }
  const [small, mid, big] = ['Box: 5 bonus', 'Box: 25 bonus', 'Box: 100 bonus'].map((t) => ids.get(t)!);
  const lines: string[] = [];
  let set = (await listSets(db)).find((s) => s.title === 'Rocket box');
  if (!set) {
    set = await createSet(
      db,
      LootboxSetInputSchema.parse({
        title: 'Rocket box',
        group_key: 'rocket_box',
        items: [
          { title: '5 bonus (x3)', weight: 70, template_id: small },
          { title: '25 bonus (x10)', weight: 25, template_id: mid },
          { title: '100 bonus (x30)', weight: 5, template_id: big },
        ],
        valid_hours: 24 * 7,
        deposit_rules: (['EUR', 'USD', 'NZD', 'AUD', 'CAD'] as const).map((currency) => ({ currency, min_amount_cents: 2_000 })),
      }),
      at,
    );
    lines.push('Loot boxes: "Rocket box" for each deposit of 20 or more');
  }
  const have = new Set((await listSegmentSets(db)).map((s) => s.groupId));
  const segments = (bigWeight: number) =>
    WheelSegmentsInputSchema.parse({
      segments: [
        { title: '5 bonus', weight: 40, template_id: small },
        { title: 'Try again', weight: 25, template_id: null },
        { title: '25 bonus', weight: 20, template_id: mid },
        { title: 'Try again', weight: 10, template_id: null },
        { title: '100 bonus', weight: bigWeight, template_id: big },
      ],
    });
  for (const [group, bigWeight] of [
    [0, 5],
    [21, 20],
    [1308, 8],
    [1309, 12],
  ] as const)
    if (!have.has(group)) await putSegments(db, group, segments(bigWeight), at);

  if (deps.config.REELHOUSE_ENV === 'production') return lines;
  const player = await findPlayerByEmail(db, DEMO_EMAIL);
  const spin = ids.get('Wheel spin')!;
  if (!player || !(await findTemplate(db, spin))) return lines;
  await issueLootbox(db, ports, { playerId: player.id, setId: set.id, key: `seed:demo-lootbox:${DEMO_EMAIL}`, source: 'staff', at });
  try {
    await ports.issueGift(db, { playerId: player.id, templateId: spin, source: 'seed', idempotencyKey: `seed:demo-wheel-spin:${DEMO_EMAIL}`, at });
  } catch (err) {
    if (ports.refusalReason(err) === null) throw err;
  }
  return lines;
}
