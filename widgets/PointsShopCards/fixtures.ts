import type { CompCard } from '../../schemas/loyalty';

/** A shop card as GET /api/comp_points/rates answers it (stories and tests). */
export function makeCompCard(over: Partial<CompCard> = {}): CompCard {
  return {
    id: 1,
    type: 'freespins',
    group: 'spins-10',
    title: '10 free spins',
    points: 50,
    wager: 30,
    games: [],
    freespins_count: 10,
    rates: [],
    lottery_ids: [],
    discountPercent: null,
    fullPrice: null,
    sale_end_date: null,
    tags: ['POPULAR'],
    ...over,
  };
}

/** A shop of every kind: spins, money, a loot box, a lottery card and a running sale. */
export function shopFixture(): CompCard[] {
  return [
    makeCompCard(),
    makeCompCard({
      id: 2,
      type: 'money',
      group: 'money-5',
      title: '5 EUR',
      points: 100,
      wager: 0,
      freespins_count: 0,
      rates: [{ currency: 'EUR', amount_cents: 500 }],
      tags: [],
    }),
    makeCompCard({ id: 3, type: 'lootboxes', group: 'box-gold', title: 'Gold box', points: 250, wager: 0, freespins_count: 0, tags: ['NEW'] }),
    makeCompCard({ id: 4, type: 'lotteries', group: 'tickets', title: 'Lottery ticket', points: 20, wager: 0, freespins_count: 0, lottery_ids: [7], tags: [] }),
    makeCompCard({
      id: 5,
      type: 'money',
      group: 'sale-winter',
      title: '10 EUR, half price',
      points: 100,
      wager: 0,
      freespins_count: 0,
      rates: [{ currency: 'EUR', amount_cents: 1_000 }],
      discountPercent: 50,
      fullPrice: 200,
      sale_end_date: '31/12/2099',
      tags: ['VIP'],
    }),
  ];
}
