import type { Locale } from '../../schemas/locales';
import { loadConfig } from '../../cms-adapters/server';
import { SlotWidgets } from './SlotWidgets';

/**
 * Server component: the widgets marketing placed at `location` in main-widget-config (lobby top
 * and bottom, footer, ...). The config is read through the content adapters' server memo, which
 * a publish drops, so a changed slot is live on the next request. When the config cannot be read
 * the slot renders nothing and the page still renders (the adapter has logged the failure).
 */
export async function ConfigSlot({ location, locale }: { location: string; locale: Locale }) {
  const config = await loadConfig('main-widget-config', locale).catch(() => null);
  const entries = config?.slots[location];
  if (!entries?.length) return null;
  return <SlotWidgets entries={entries} locale={locale} location={location} />;
}
