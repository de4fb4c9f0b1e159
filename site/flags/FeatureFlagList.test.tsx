// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import en from '../../messages/en/flags.json';
import { FeatureFlagList } from './FeatureFlagList';
import { FEATURE_FLAG_DEFAULTS, FLAG_STORAGE_KEY, type FeatureFlagName } from '../core/flags/flags';
import { useFeatureFlag } from '../core/flags/useFeatureFlag';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

describe('FeatureFlagList', () => {
  it('lists every flag as a labelled switch, with reset and a home link', () => {
    const onToggle = vi.fn();
    const onReset = vi.fn();
    render(
      <IntlProvider locale="en" messages={en}>
        <FeatureFlagList
          flags={{ ...FEATURE_FLAG_DEFAULTS, testQuests: true }}
          changed={new Set<FeatureFlagName>(['testQuests'])}
          onToggle={onToggle}
          onReset={onReset}
          homeHref="/en"
        />
      </IntlProvider>,
    );
    const box = (name: string | RegExp) => screen.getByRole('switch', { name }) as HTMLInputElement;
    expect(box('disableWWW').checked).toBe(true);
    expect(box('mysticJackpots').checked).toBe(false);
    const quests = box(/testQuests/);
    expect(quests.checked).toBe(true);
    expect(within(quests.closest('li')!).getByText('Changed')).toBeTruthy();
    expect(document.getElementById(quests.getAttribute('aria-describedby')!)?.textContent).toContain('Default: off');

    fireEvent.click(screen.getByRole('switch', { name: 'mysticJackpots' }));
    expect(onToggle).toHaveBeenCalledWith('mysticJackpots', true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/en');
  });
});

function Probe() {
  return <span data-testid="probe">{useFeatureFlag('mysticJackpots') ? 'on' : 'off'}</span>;
}

describe('useFeatureFlag', () => {
  it('hydrates with the default the server rendered, then applies the local-storage override without a mismatch', async () => {
    window.localStorage.setItem(FLAG_STORAGE_KEY, JSON.stringify({ mysticJackpots: true }));
    const html = renderToString(<Probe />);
    expect(html).toContain('off');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('on');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
