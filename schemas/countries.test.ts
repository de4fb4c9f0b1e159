import { describe, expect, it } from 'vitest';
import { CountrySchema, RegistrationBodySchema } from './auth';
import { ISO_COUNTRIES, isKnownCountry } from './countries';
import { PlayerPatchBodySchema, postalCodeMismatch } from './player';

describe('countries (issue 13: the country is taken at sign-up)', () => {
  it('knows the 249 ISO countries and nothing else', () => {
    expect(ISO_COUNTRIES).toHaveLength(249);
    expect(new Set(ISO_COUNTRIES).size).toBe(249);
    expect(isKnownCountry('DE')).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(isKnownCountry('de')).toBe(false);
  });

  it('takes a country in any case and refuses a code no country has', () => {
    expect(CountrySchema.parse(' de ')).toBe('DE');
    expect(CountrySchema.safeParse('ZZ').error?.issues[0]?.message).toBe('is not a known country');
    expect(CountrySchema.safeParse('DEU').error?.issues[0]?.message).toBe('is not a country code');
    const body = { user: { email: 'a@example.com', password: 'Sup3r-secret!', currency: 'EUR', terms_acceptance: true } };
    expect(RegistrationBodySchema.parse({ user: { ...body.user, country: 'de' } }).user.country).toBe('DE');
    expect(RegistrationBodySchema.safeParse({ user: { ...body.user, country: 'XX' } }).error?.issues[0]?.path).toEqual(['user', 'country']);
  });
});

describe('a postal code judged by its country (spec P5, issue 13)', () => {
  it('says when a postal code does not fit the country, and leaves blanks to the required rule', () => {
    expect(postalCodeMismatch('DE', '10117')).toBe(false);
    expect(postalCodeMismatch('CA', '10117')).toBe(true);
    expect(postalCodeMismatch('CA', 'K1A 0B1')).toBe(false);
    expect(postalCodeMismatch('DE', '')).toBe(false);
    expect(postalCodeMismatch(null, '10117')).toBe(false);
    expect(postalCodeMismatch(undefined, '10117')).toBe(false);
  });

  it('refuses a PATCH body whose postal code is not one of the country sent with it, on user.postal_code', () => {
    expect(PlayerPatchBodySchema.safeParse({ context: 'deposit', user: { country: 'DE', postal_code: '10117' } }).success).toBe(true);
    const bad = PlayerPatchBodySchema.safeParse({ context: 'deposit', user: { country: 'DE', postal_code: 'K1A 0B1' } });
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ['user', 'postal_code'], message: 'validation.postalCode' })]);
    // Without the country in the body, the platform judges it by the stored one.
    expect(PlayerPatchBodySchema.safeParse({ context: 'deposit', user: { postal_code: 'K1A 0B1' } }).success).toBe(true);
  });
});
