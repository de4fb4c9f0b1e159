import type { Player } from '../../../schemas/player';

/**
 * The name the site shows for a player: nickname, else the part of the e-mail before the @. The
 * header, the lobby's welcome and the personal tab name the player alike, so it lives here, below
 * all three.
 */
export function displayName(player: Pick<Player, 'nickname' | 'email'>): string {
  return player.nickname?.trim() || player.email.split('@')[0] || player.email;
}
