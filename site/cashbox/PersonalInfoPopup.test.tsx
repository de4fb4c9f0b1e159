// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import cashbox from '../../messages/en/cashbox.json';
import validation from '../../messages/en/validation.json';
import forms from '../../messages/en/forms.json';
import common from '../../messages/en/common.json';
import play from '../../messages/en/play.json';
import { PLAYER, scriptedFetch } from '../core/testing/test-harness';
import { StoreProvider } from '../core/stores/StoreProvider';
import PersonalInfoPopup from './PersonalInfoPopup';

let net: ReturnType<typeof scriptedFetch>;
beforeEach(() => {
  net = scriptedFetch();
  vi.stubGlobal('fetch', net.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPopup(onSaved = vi.fn(), close = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={{ ...common, ...forms, ...validation, ...cashbox, ...play }}>
        {/* Registered before sign-up took the country: the default Canada. */}
        <StoreProvider initialPlayer={{ ...PLAYER, country: 'CA' }}>
          <PersonalInfoPopup fields={['first_name', 'city', 'address', 'postal_code']} context="deposit" onSaved={onSaved} close={close} titleId="t" />
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { onSaved, close };
}

const typeIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PersonalInfoPopup (issue 13: the first deposit outside the default country)', () => {
  it('shows the stored country with the address, judges the postcode by the chosen one, and saves both', async () => {
    const { onSaved } = renderPopup();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('CA');
    // The country sits before the address it belongs to.
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels.indexOf('Country')).toBeLessThan(labels.indexOf('City'));

    typeIn('First name', 'Ada');
    typeIn('City', 'Berlin');
    typeIn('Address', 'Unter den Linden 1');
    typeIn('Postal code', '10117');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter a valid postal code')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    // Germany: the postcode is re-checked with the country, the error goes at once.
    fireEvent.change(country, { target: { value: 'DE' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid postal code')).toBeNull());

    net.answer('PATCH /api/player', 200, { ...PLAYER, country: 'DE', first_name: 'Ada', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(net.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      context: 'deposit',
      user: { first_name: 'Ada', country: 'DE', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' },
    });
    // Four typed fields, two submits and a select of 249 countries in jsdom: room on a shared, loaded machine.
  }, 30_000);
});
