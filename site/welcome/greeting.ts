import type { IntlShape } from 'react-intl';
import type { Player } from '../../schemas/player';
import { displayName } from '../core/stores/display-name';

/**
 * The welcome line of the lobby and main page: "Welcome to Reelhouse" for a guest, the same by
 * name during a player's first session (`last_sign_in_at` null: the session sign-up started), and
 * "Welcome back" only for a player who has been here before.
 */
export function greeting(intl: IntlShape, player: Pick<Player, 'nickname' | 'email' | 'last_sign_in_at'> | null): string {
  if (!player) return intl.formatMessage({ id: 'shell.main.welcome' });
  const id = player.last_sign_in_at === null ? 'shell.main.welcomeNew' : 'shell.main.welcomeBack';
  return intl.formatMessage({ id }, { name: displayName(player) });
}
