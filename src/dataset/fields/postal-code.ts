/**
 * @module
 * Postal codes from REST Countries v4. Its `regex` often describes a code with its separators
 * removed while `format` writes them (Brazil `#####-###` and `^(\d{8})$`), so the pattern
 * would refuse the format's own codes. Rule: where REST's pattern does not match an example
 * of every alternative of the format, the format's own pattern is added in front of it, so
 * both the written form and REST's compact form match.
 */
import type { PostalCode } from '../schema.ts';

const DIGITS = '1234567890';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The alternatives of a format (`#### @@|####`). */
export const formatAlternatives = (format: string) => format.split('|');

/** An example code of one alternative: `#` digits 1, 2, 3…, `@` letters A, B, C…, other characters as written. */
export function postalExample(alternative: string): string {
  let digit = 0;
  let letter = 0;
  return [...alternative].map((ch) => (ch === '#' ? DIGITS[digit++ % 10] : ch === '@' ? LETTERS[letter++ % 26] : ch)).join('');
}

const token = (ch: string) => (ch === '#' ? '\\d' : ch === '@' ? '[A-Z]' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The pattern of one alternative: `#` a digit, `@` an upper-case letter, other characters literal (`##-###` → `\d{2}-\d{3}`). */
export function formatPattern(alternative: string): string {
  const runs = (alternative.match(/(.)\1*/gu) ?? []).map((run) => [...run]);
  return runs.map((run) => token(run[0]!) + (run.length > 1 ? `{${run.length}}` : '')).join('');
}

/** Whether a pattern compiles as a JavaScript regular expression (the `u` flag is not used). */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** The record's postal code, null without both a format and a pattern, or an error message. */
export function postalCodeOf(source: { format: string | null; regex: string | null } | null): PostalCode | null | string {
  const format = source?.format?.trim();
  const regex = source?.regex?.trim();
  if (!format || !regex) return null;
  if (!compiles(regex)) return `regex ${JSON.stringify(regex)} is not a valid JavaScript regular expression`;
  const examples = formatAlternatives(format).map(postalExample);
  if (examples.every((example) => new RegExp(regex).test(example))) return { format, regex };
  return { format, regex: `^(?:${formatAlternatives(format).map(formatPattern).join('|')})$|${regex}` };
}
