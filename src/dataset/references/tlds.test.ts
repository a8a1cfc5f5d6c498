/**
 * Top-level domains against the `tlds` package (IANA's list of the TLDs in the root zone):
 * every TLD a record lists must be in the root zone, and a record whose alpha-2 code is a
 * delegated TLD must list it. The punycode data/iana-cctlds.json gives each IDN is checked
 * against Node's own IDNA conversion.
 */
import { domainToASCII } from 'node:url';
import tlds from 'tlds';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

const { countries } = builtDataset();
const rootZone = new Set(tlds);
/** The package lists IDNs in Unicode; the label must also be a valid IDN (its punycode form is not empty). */
const inRootZone = (tld: string) => rootZone.has(tld.slice(1)) && domainToASCII(tld.slice(1)) !== '';

describe('top-level domains against the IANA list (tlds)', () => {
  it('lists only TLDs that are in the root zone', () => {
    const comparisons = countries.map((c) => ({
      cca2: c.cca2,
      agrees: c.tld.every(inRootZone),
      detail: `not in the root zone: ${c.tld.filter((t) => !inRootZone(t)).join(' ')}`,
    }));
    expectAgreement(measureAgreement('tlds', 'tld (in the root zone)', comparisons, exceptionsOf('tlds', 'tld (in the root zone)')));
  });

  it('lists the country’s own two-letter ccTLD wherever the root zone has it', () => {
    const comparisons = countries
      .filter((c) => rootZone.has(c.cca2.toLowerCase()))
      .map((c) => ({ cca2: c.cca2, agrees: c.tld.includes(`.${c.cca2.toLowerCase()}`), detail: `ours ${c.tld.join(' ') || 'none'}` }));
    expectAgreement(measureAgreement('tlds', 'tld (own ccTLD)', comparisons, exceptionsOf('tlds', 'tld (own ccTLD)')));
  });
});

describe('data/iana-cctlds.json', () => {
  const table = JSON.parse(readFileSync(resolve('data/iana-cctlds.json'), 'utf8')) as { idn: Record<string, { tld: string; punycode: string }[]> };

  it('gives each IDN ccTLD its punycode form, as Node converts it, and each is in the root zone', () => {
    const entries = Object.values(table.idn).flat();
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.filter((e) => domainToASCII(e.tld.slice(1)) !== e.punycode || !rootZone.has(e.tld.slice(1))).map((e) => e.tld)).toEqual([]);
  });
});
