// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import gifts from '../../messages/en/gifts.json';
import { BonusBalanceView } from './BonusBalancePage';

afterEach(cleanup);
const wrap = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={gifts}>
      {ui}
    </IntlProvider>,
  );

describe('BonusBalanceView', () => {
  it('shows the bonus money, the wagering left and the rules', () => {
    wrap(
      <BonusBalanceView
        giftsHref="/en/profile/gifts"
        parts={{ currency: 'EUR', common: 9000, real: 4000, bonus: 5000, wagering: { target: 150000, wagered: 30000, percent: 20 } }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bonus balance');
    expect(screen.getByTestId('bonus-money').textContent).toBe('€50.00');
    expect(screen.getByTestId('bonus-wager-left').textContent).toBe('€1,200.00');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
  it('tells a guest to log in and still shows the rules', () => {
    wrap(<BonusBalanceView giftsHref="/en/profile/gifts" parts={null} />);
    expect(screen.getByText('Log in to see your bonus balance.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
