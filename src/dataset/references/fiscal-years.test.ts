/**
 * The government fiscal year is the year of the state's budget and accounts, which a law sets,
 * not the tax year (the Factbook of 2024 gave the United Kingdom's and New Zealand's tax years).
 * Checked against the laws themselves for a set of countries, and by a rule over all: a year
 * that starts on another day than the first of a month is a tax year unless a calendar of its own
 * explains it, listed here with its reason.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';

const { countries } = builtDataset();
const start = (cca2: string) => countries.find((c) => c.cca2 === cca2)?.government?.fiscalYear?.start;

/** Fiscal years that do not start on the first of a month, and why that is right. */
const OWN_CALENDARS: Readonly<Record<string, string>> = {
  AF: 'The solar Hijri year, which starts at the March equinox (1 Hamal, 21 March).',
  IR: 'The solar Hijri year, which starts at the March equinox (1 Farvardin, 21 March).',
  ET: 'The Ethiopian fiscal year starts on 1 Hamle of the Ethiopian calendar (8 July).',
  NP: 'Nepal’s fiscal year starts on 1 Shrawan of the Bikram Sambat calendar (mid-July).',
};

describe('government fiscal years', () => {
  it('start on the first of a month, except where a calendar of its own says otherwise', () => {
    const odd = countries.filter((c) => (c.government?.fiscalYear?.start.day ?? 1) !== 1).map((c) => c.cca2);
    expect(odd.sort()).toEqual(Object.keys(OWN_CALENDARS).sort());
  });

  it('are the years the laws set for the public accounts', () => {
    // Interpretation Act 1978 (UK), Schedule 1: the twelve months ending with 31 March.
    expect(start('GB')).toEqual({ month: 4, day: 1 });
    // Public Finance Act 1989 (NZ), section 2: a year ending on 30 June.
    expect(start('NZ')).toEqual({ month: 7, day: 1 });
    // 31 U.S.C. § 1102: the fiscal year begins on 1 October.
    expect(start('US')).toEqual({ month: 10, day: 1 });
    // Financial Administration Act (Canada), section 2: 1 April to 31 March.
    expect(start('CA')).toEqual({ month: 4, day: 1 });
    // Public Finance Act (Japan), article 11: 1 April to 31 March.
    expect(start('JP')).toEqual({ month: 4, day: 1 });
  });

  it('say where a corrected one comes from', () => {
    expect(countries.find((c) => c.cca2 === 'GB')?.government?.fiscalYear).toMatchObject({
      source: 'override',
      text: expect.stringContaining('Interpretation Act 1978'),
    });
    expect(countries.find((c) => c.cca2 === 'DE')?.government?.fiscalYear).toMatchObject({ source: 'factbook', asOf: '2024-04-25' });
  });
});
