import type { IntlShape } from 'react-intl';

/**
 * A payment brand's name as players know it: a translated name where the catalog has one
 * (`cashbox.brand.bank_transfer`), else the brand id made readable (`bitcoin_cash` -> `Bitcoin cash`);
 * brand names are not translated. The cashbox and the back office's withdrawals queue name a
 * method alike, so it lives here, below both.
 */
export function brandName(intl: IntlShape, brand: string): string {
  const id = `cashbox.brand.${brand}`;
  if (id in intl.messages) return intl.formatMessage({ id });
  return brand.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
