/**
 * @module
 * Calling codes from world-countries' `idd` (a root digit and suffixes). The suffixes mix the
 * rest of the country code with area codes (Åland `+3` / `5818` is +358 and the Mariehamn
 * area code 18), so the suffix is never trusted to end where the country code ends: the
 * ITU-T E.164 numbering structure says how long a country code is from its first digits.
 */

/**
 * The two-digit ITU-T E.164 country codes. In zones 1 and 7 the code is one digit; every
 * other code that does not start with one of these is three digits long.
 */
const TWO_DIGIT_CODES = new Set([
  '20', '27',
  '30', '31', '32', '33', '34', '36', '39',
  '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58',
  '60', '61', '62', '63', '64', '65', '66',
  '81', '82', '84', '86',
  '90', '91', '92', '93', '94', '95', '98',
]); // prettier-ignore

/**
 * The North American Numbering Plan members whose area codes are regions within them. Every
 * other member is dialled as +1 and its own area code, which is part of its dialling code
 * (Jamaica +1876), as REST Countries v1 and v2 wrote it.
 */
const NANP_REGIONAL_AREA_CODES = new Set(['US', 'CA']);

/** The E.164 country code at the start of an international number's digits, or null if too short. */
export function ituCountryCode(digits: string): string | null {
  const length = digits.startsWith('1') || digits.startsWith('7') ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return /^\d+$/.test(digits) && digits.length >= length ? digits.slice(0, length) : null;
}

/**
 * A country's calling codes, `+49` style, or an error message. Each suffix gives a code
 * (several suffixes may give the same one, or different ones: the Vatican +39 06 698 and
 * +379; Saint Helena +290 and Ascension's +247); duplicates go, the source's order stays.
 */
export function callingCodes(cca2: string, idd: { root: string; suffixes: readonly string[] }): string[] | string {
  if (!idd.root) return [];
  const root = idd.root.slice(1);
  const suffixes = idd.suffixes.filter((s) => s !== '');
  if (root === '1') {
    if (NANP_REGIONAL_AREA_CODES.has(cca2) || suffixes.length === 0) return ['+1'];
    const odd = suffixes.find((s) => !/^\d{3}$/.test(s));
    return odd === undefined ? suffixes.map((s) => `+1${s}`) : `'${odd}' is not a three-digit NANP area code`;
  }
  const codes: string[] = [];
  for (const suffix of suffixes.length ? suffixes : ['']) {
    const code = ituCountryCode(root + suffix);
    if (code === null) return `'${idd.root}' + '${suffix}' is shorter than an ITU country code starting with those digits`;
    if (!codes.includes(`+${code}`)) codes.push(`+${code}`);
  }
  return codes;
}
