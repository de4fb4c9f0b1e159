import type { FastifyRequest } from 'fastify';
import type { License } from '../../schemas/info';
import { defaultCurrencyOf, isKnownCountry } from './countries';

export interface VisitorGeo {
  ip: string;
  country: string;
  /** The country came from the trusted proxy's header (false: the configured default). */
  detected: boolean;
  registrationRestricted: boolean;
  loginRestricted: boolean;
  license: License;
  defaultCurrency: string;
}

/**
 * Where a visitor is. The country header is believed only when the config says a proxy we trust
 * sets it (TRUST_PROXY=true; that proxy must also strip the header from what clients send). Without
 * a trusted proxy, or when its value is not a real country (Cloudflare's XX and T1), the visitor is
 * in DEFAULT_COUNTRY. The licence is Estonia's for Estonian visitors and Curacao's otherwise (P1).
 */
export function visitorGeo(req: FastifyRequest): VisitorGeo {
  const { config } = req.server.deps;
  let country = config.DEFAULT_COUNTRY;
  let detected = false;
  if (config.TRUST_PROXY) {
    const raw = req.headers[config.GEO_COUNTRY_HEADER.toLowerCase()];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && isKnownCountry(value)) {
      country = value;
      detected = true;
    }
  }
  return {
    ip: req.ip,
    country,
    detected,
    registrationRestricted: config.REGISTRATION_RESTRICTED_COUNTRIES.includes(country),
    loginRestricted: config.LOGIN_RESTRICTED_COUNTRIES.includes(country),
    license: country === 'EE' ? 'EE' : 'CW',
    defaultCurrency: defaultCurrencyOf(country),
  };
}
