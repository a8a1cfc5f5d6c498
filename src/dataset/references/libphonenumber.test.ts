/**
 * Calling codes against libphonenumber-js (Google's libphonenumber metadata), a reference
 * that shares nothing with world-countries. A code outside the North American Numbering Plan
 * must be the country's code in libphonenumber (extra codes must be codes it knows); a NANP
 * code (+1 and an area code) must be one libphonenumber places in that country.
 */
import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement, type Comparison } from './agreement.ts';

const { countries } = builtDataset();
const knownCodes = new Set(getCountries().map((cc) => `+${getCountryCallingCode(cc)}`));

function compare(cca2: string, codes: readonly string[]): Comparison {
  const reference = `+${getCountryCallingCode(cca2 as CountryCode)}`;
  const detail = `ours ${codes.join(', ') || 'none'}, libphonenumber ${reference}`;
  const nanpArea = codes.filter((code) => /^\+1\d{3}$/.test(code));
  if (nanpArea.length > 0) {
    // An area code followed by a subscriber number libphonenumber can place.
    const placed = nanpArea.every((code) => parsePhoneNumberFromString(`${code}2345678`)?.country === cca2);
    return { cca2, agrees: placed && nanpArea.length === codes.length, detail };
  }
  return { cca2, agrees: codes[0] === reference && codes.every((code) => knownCodes.has(code)), detail };
}

describe('calling codes against libphonenumber-js', () => {
  it('agree for every country libphonenumber knows, but the documented exceptions', () => {
    const comparisons = countries.filter((c) => isSupportedCountry(c.cca2)).map((c) => compare(c.cca2, c.callingCodes));
    expectAgreement(measureAgreement('libphonenumber-js', 'callingCodes', comparisons, exceptionsOf('libphonenumber-js', 'callingCodes')));
  });
});
