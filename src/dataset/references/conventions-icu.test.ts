/**
 * The conventions, taken from CLDR's JSON data, checked against Node's ICU (its own build of
 * CLDR, through Intl) wherever ICU has the locale itself: the number symbols must agree. Where
 * ICU lacks the locale it answers with another one (en-US for Guarani); those are not compared.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement, type Comparison } from './agreement.ts';

const REFERENCE = 'ICU (Intl)';
const { countries } = builtDataset();

/** ICU's symbols for a locale, or null when ICU resolves it to another locale. */
function icuSymbols(locale: string): { decimal: string; group: string } | null {
  const format = new Intl.NumberFormat(locale);
  if (format.resolvedOptions().locale !== locale) return null;
  const parts = format.formatToParts(1234567.5);
  return { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '', group: parts.find((p) => p.type === 'group')?.value ?? '' };
}

describe('conventions against Node’s ICU', () => {
  it('agrees on number symbols wherever ICU has the locale', () => {
    const comparisons: Comparison[] = countries.flatMap((c) => {
      const icu = icuSymbols(c.conventions.locale);
      if (!icu) return [];
      const ours = c.conventions.numberFormat;
      return [
        {
          cca2: c.cca2,
          agrees: icu.decimal === ours.decimal && icu.group === ours.group,
          detail: `${c.conventions.locale}: ICU ${JSON.stringify(icu)}, ours ${JSON.stringify(ours)}`,
        },
      ];
    });
    expectAgreement(measureAgreement(REFERENCE, 'conventions.numberFormat', comparisons, exceptionsOf(REFERENCE, 'conventions.numberFormat')));
  });

  it('gives none of the territories ICU lacks a locale for the en-US conventions it answers with', () => {
    const audited = ['PY', 'CW', 'BQ', 'HT', 'PG', 'WS', 'TK', 'TV', 'VU', 'MV'];
    const enUS = countries.filter((c) => audited.includes(c.cca2) && c.conventions.shortDate === 'M/d/yy');
    expect(enUS.map((c) => `${c.cca2} ${c.conventions.locale}`)).toEqual([]);
    expect(countries.filter((c) => audited.includes(c.cca2) && c.conventions.localeReplaces !== null).length).toBe(9); // all but Haiti, whose Creole CLDR derives from French
  });
});
