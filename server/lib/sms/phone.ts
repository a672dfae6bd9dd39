import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * A guest's phone as written ('(555) 201-3344', '+44 20 7946 0958') in E.164 ('+15552013344'), or
 * null when it cannot be a phone number. Numbers without a country code are read as
 * `defaultCountry`'s.
 */
export function toE164(raw: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
