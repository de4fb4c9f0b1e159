import type { PlatformApp } from '../http/types';
import infoRoutes, { type InfoPorts } from './routes';

/** The info module: public reference data. The player groups it lists come from the player module (a port). */
export function createInfo(ports: InfoPorts) {
  return { routes: (app: PlatformApp) => infoRoutes(app, ports) };
}

/**
 * What other modules may use from the info module: the visitor's country rules (sign-in and
 * games refuse restricted regions), the country list and which profile fields a context needs.
 */
export { visitorGeo, type VisitorGeo } from './geo';
export { isKnownCountry, defaultCurrencyOf, COUNTRIES } from './countries';
export { contextFields, PLAYER_FIELDS_INFO } from './player-fields';
export { convertAtRate, exchangeRate, exchangeRateNumber, type Rate } from './rates';
