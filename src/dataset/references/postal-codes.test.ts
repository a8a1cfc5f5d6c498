/**
 * Postal code patterns against real postal codes (data/postal-codes.json: at least two per
 * country, one where a territory has a single code, each with the operator that publishes it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

interface PostalSamples {
  countries: Record<string, { samples: string[]; source: string }>;
  unverified: Record<string, string>;
}

const file = JSON.parse(readFileSync('data/postal-codes.json', 'utf8')) as PostalSamples;
const { countries } = builtDataset();
/** A format without `#` or `@` is one code (`STHL 1ZZ`, `97133`): one sample is all there is. */
const singleCode = (format: string) => !/[#@]/.test(format);

describe('postal codes against real ones', () => {
  it('has a pattern that accepts every real code, for every country with codes in the list', () => {
    const comparisons = Object.entries(file.countries).map(([cca2, { samples }]) => {
      const pattern = countries.find((c) => c.cca2 === cca2)?.postalCode?.regex;
      const refused = pattern ? samples.filter((s) => !new RegExp(pattern).test(s)) : samples;
      return { cca2, agrees: refused.length === 0, detail: pattern ? `${pattern} refuses ${refused.join(', ')}` : `no pattern for ${samples.join(', ')}` };
    });
    expectAgreement(measureAgreement('real postal codes', 'postalCode', comparisons, exceptionsOf('real postal codes', 'postalCode')));
  });

  it('has real codes for every country with a pattern, or a reason why none were checked', () => {
    const missing = countries.filter((c) => c.postalCode && !file.countries[c.cca2] && !file.unverified[c.cca2]).map((c) => c.cca2);
    expect(missing).toEqual([]);
    expect(Object.keys(file.unverified).filter((cca2) => !countries.find((c) => c.cca2 === cca2)?.postalCode)).toEqual([]);
  });

  it('has two codes per country, one only where the territory has a single code', () => {
    const short = countries
      .filter((c) => c.postalCode && file.countries[c.cca2])
      .filter((c) => new Set(file.countries[c.cca2]!.samples).size < (singleCode(c.postalCode!.format) ? 1 : 2))
      .map((c) => c.cca2);
    expect(short).toEqual([]);
  });
});
