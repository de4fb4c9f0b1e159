import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import type { OfferView } from '../../schemas/gifts';
import { BonusOffers } from './BonusOffers';
import { cashboxDecorators } from './story-frame';

const offer = (extra: Partial<OfferView>): OfferView => ({
  id: 1,
  title: 'Welcome bonus',
  type: 'deposit',
  group_key: null,
  currency: 'EUR',
  amount_cents: null,
  percent: 100,
  max_amount_cents: 10_000,
  min_deposit_cents: 2_000,
  wager_multiplier: 30,
  freespins_total: null,
  valid_until: null,
  ...extra,
});

const meta = {
  component: BonusOffers,
  title: 'Cashbox/BonusOffers',
  decorators: cashboxDecorators,
  args: {
    currency: 'EUR',
    offers: [
      { offer: offer({ amount_cents: 5_000 }), amountCents: 5_000, available: true },
      {
        offer: offer({
          id: 2,
          title: 'Weekend reload',
          percent: null,
          amount_cents: 1_500,
          max_amount_cents: null,
          min_deposit_cents: 1_000,
          wager_multiplier: 20,
        }),
        amountCents: 1_500,
        available: true,
      },
      { offer: offer({ id: 3, title: 'High roller', percent: 50, max_amount_cents: 50_000, min_deposit_cents: 20_000 }), amountCents: null, available: false },
    ],
    chosenId: 1,
    onChoose: fn(),
  },
} satisfies Meta<typeof BonusOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offers for a deposit of 50 EUR: one chosen, one too big for the amount. */
export const Populated: Story = {};
/** "No bonus" chosen while a bonus code is held: the code goes with it. */
export const NoBonusWithCode: Story = {
  args: { chosenId: null, heldCode: 'WELCOME100', offers: [{ offer: offer({ amount_cents: 5_000 }), amountCents: 5_000, available: true }] },
};
/** The platform refused the chosen bonus for this deposit. */
export const Error: Story = { args: { error: 'This bonus does not apply to this deposit. Choose another one or no bonus.' } };
