/**
 * @module
 * Country codes as the API's files name them. Light on purpose: the 404 page's script bundles it
 * (src/api/country-address.ts).
 */

/** A country code as the files name it: upper case, a numeric code padded to three digits (`76` → `076`). */
export function normaliseCode(code: string): string {
  const trimmed = code.trim().toUpperCase();
  return /^\d{1,3}$/.test(trimmed) ? trimmed.padStart(3, '0') : trimmed;
}
