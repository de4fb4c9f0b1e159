import type { IntlShape } from 'react-intl';
import type { Notification } from '../../schemas/notifications';
import { formatMoney } from '../core/i18n/money';

/** What a notification says: staff's text as typed, an engine's event in the visitor's language. */
export function notificationText(intl: IntlShape, n: Notification): string {
  if (n.text) return n.text;
  const kind = n.event?.kind ?? '';
  const v = n.event?.values ?? {};
  const amount = typeof v.amount_cents === 'number' && typeof v.currency === 'string' ? formatMoney(v.amount_cents, v.currency, intl.locale) : '';
  const [head, action, state] = kind.split('.');
  if (head === 'payment' && (action === 'deposit' || action === 'cashout')) {
    return intl.formatMessage({ id: `shell.notifications.event.${action}` }, { state: state ?? '', amount });
  }
  if (kind === 'tournament.prize')
    return intl.formatMessage({ id: 'shell.notifications.event.tournamentPrize' }, { place: typeof v.place === 'number' ? v.place : 0 });
  if (kind === 'jackpot.won')
    return intl.formatMessage({ id: 'shell.notifications.event.jackpotWon' }, { level: typeof v.level_name === 'string' ? v.level_name : '', amount });
  if (head === 'vip' && typeof v.to === 'string') {
    return intl.formatMessage(
      { id: 'shell.notifications.event.vip' },
      { reason: action ?? '', status: intl.formatMessage({ id: `shell.vip.status.${v.to}` }) },
    );
  }
  if (n.type === 'bonuses_changes') return intl.formatMessage({ id: 'shell.notifications.event.bonus' });
  if (n.type === 'freespins_changes') return intl.formatMessage({ id: 'shell.notifications.event.freespins' });
  return intl.formatMessage({ id: 'shell.notifications.event.other' });
}
