/**
 * Codes and English names against i18n-iso-countries (its own ISO 3166-1 tables): alpha-3 and
 * numeric codes must match, and one of its English names must be our common name, official
 * name or an alternative spelling (accents, case and punctuation aside).
 */
import countriesLib from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

countriesLib.registerLocale(english);
const { countries } = builtDataset();
const REFERENCE = 'i18n-iso-countries';
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

describe('codes and names against i18n-iso-countries', () => {
  it.each([
    ['cca3', (cca2: string) => countriesLib.alpha2ToAlpha3(cca2) ?? null, (c: (typeof countries)[number]) => c.cca3],
    ['ccn3', (cca2: string) => countriesLib.alpha2ToNumeric(cca2) ?? null, (c: (typeof countries)[number]) => c.ccn3],
  ])('%s agrees', (field, reference, ours) => {
    const comparisons = countries.map((c) => ({
      cca2: c.cca2,
      agrees: ours(c) === reference(c.cca2),
      detail: `ours ${ours(c)}, reference ${reference(c.cca2)}`,
    }));
    expectAgreement(measureAgreement(REFERENCE, field, comparisons, exceptionsOf(REFERENCE, field)));
  });

  it('English names agree', () => {
    const comparisons = countries.map((c) => {
      const names = countriesLib.getName(c.cca2, 'en', { select: 'all' }) ?? [];
      const ours = new Set([c.name.common, c.name.official, ...c.altSpellings].map(fold));
      return { cca2: c.cca2, agrees: names.some((n) => ours.has(fold(n))), detail: `ours ${c.name.common}, reference ${names.join(' | ')}` };
    });
    expectAgreement(measureAgreement(REFERENCE, 'name', comparisons, exceptionsOf(REFERENCE, 'name')));
  });
});
