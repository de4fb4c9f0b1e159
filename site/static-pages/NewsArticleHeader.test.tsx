// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/shell.json';
import de from '../../messages/de/shell.json';
import { NewsArticleHeader } from './NewsArticleHeader';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

function renderHeader(
  date: string,
  { locale = 'en', messages = en as Record<string, string>, timeZone }: { locale?: string; messages?: Record<string, string>; timeZone?: string } = {},
) {
  return render(
    <IntlProvider locale={locale} messages={messages} timeZone={timeZone}>
      <NewsArticleHeader date={date} listHref={`/${locale}/news`} />
    </IntlProvider>,
  );
}

describe('NewsArticleHeader', () => {
  it('links back to the news list and shows the publication date as a machine-readable time', () => {
    renderHeader('2026-03-14');
    expect(screen.getByRole('link', { name: /All news/ }).getAttribute('href')).toBe('/en/news');
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-03-14');
    expect(time?.textContent).toBe('Mar 14, 2026');
    expect(screen.getByText(/^Published/).textContent).toBe('Published Mar 14, 2026');
  });

  it('hides the arrow from screen readers: the link is named by its text alone', () => {
    renderHeader('2026-03-14');
    expect(screen.getByRole('link').querySelector('[aria-hidden="true"]')?.textContent?.trim()).toBe('←');
  });

  // The date is a calendar day from the CMS, not an instant: a reader far east or west of UTC
  // must see the same day the editor wrote.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles'])('shows the same calendar day to a reader in %s', (timeZone) => {
    renderHeader('2026-01-01', { timeZone });
    expect(document.querySelector('time')?.textContent).toBe('Jan 1, 2026');
  });

  it('speaks the page locale', () => {
    renderHeader('2026-03-14', { locale: 'de', messages: de });
    expect(screen.getByRole('link', { name: /Alle News/ }).getAttribute('href')).toBe('/de/news');
    expect(screen.getByText(/^Veröffentlicht/).textContent).toBe('Veröffentlicht am 14.03.2026');
  });
});
