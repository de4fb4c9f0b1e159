// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/games.json';
import de from '../../messages/de/games.json';
import { GameRow } from '../../widgets/common/games/GameRow';

afterEach(cleanup);

function row(locale: string, messages: Record<string, string>, total?: number) {
  render(
    <IntlProvider locale={locale} messages={messages}>
      <GameRow title="Live casino" allHref={`/${locale}/categories/live`} status="pending" games={[]} renderGame={() => null} total={total} />
    </IntlProvider>,
  );
}

describe('GameRow "see all" link', () => {
  it('is read once: the visible words, then the row', () => {
    // A row still loading shows its head (an empty one is left out).
    row('en', en);
    expect(screen.getByRole('link').textContent).toBe('See all Live casino');
    expect(screen.getByRole('link', { name: 'See all Live casino' }).getAttribute('href')).toBe('/en/categories/live');
  });

  it('names the row after the count and in German too', () => {
    row('de', de, 40);
    expect(screen.getByRole('link', { name: 'Alle 40 Live casino' })).toBeTruthy();
  });
});
