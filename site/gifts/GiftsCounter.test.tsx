// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import shell from '../../messages/en/shell.json';
import { GiftsCounterView } from './GiftsCounter';

afterEach(cleanup);

describe('GiftsCounterView', () => {
  it('links to the gifts tab with the count capped at 9+', () => {
    render(
      <IntlProvider locale="en" messages={shell}>
        <GiftsCounterView href="/en/profile/gifts" count={12} pulse={false} />
      </IntlProvider>,
    );
    const link = screen.getByRole('link', { name: 'Gifts: 12 ready to activate' });
    expect(link.getAttribute('href')).toBe('/en/profile/gifts');
    expect(screen.getByTestId('gifts-count').textContent).toBe('9+');
    expect(link.dataset.pulse).toBeUndefined();
  });
  it('pulses, and says why, while free spins wait', () => {
    render(
      <IntlProvider locale="en" messages={shell}>
        <GiftsCounterView href="/en/profile/gifts" count={0} pulse />
      </IntlProvider>,
    );
    const link = screen.getByRole('link', { name: 'Gifts. Free spins are waiting in a game' });
    expect(link.dataset.pulse).toBe('true');
    expect(screen.queryByTestId('gifts-count')).toBeNull();
  });
});
