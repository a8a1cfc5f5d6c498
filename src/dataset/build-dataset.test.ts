/**
 * The dataset built from the REAL sources, checked against facts about the world that do not
 * come from the code under test (ITU calling codes, ISO codes, UN membership, land borders…).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import type { CountryData } from './schema.ts';

// The unit layer's dataset: the real sources, built once for every file (tests/setup/dataset-once.ts).
const { countries } = builtDataset();
const byCca2 = new Map(countries.map((c) => [c.cca2, c]));
const byCca3 = new Map(countries.map((c) => [c.cca3, c]));
const country = (cca2: string): CountryData => {
  const c = byCca2.get(cca2);
  if (!c) throw new Error(`no country ${cca2} in the dataset`);
  return c;
};
const label = (c: CountryData) => `${c.cca2} (${c.name.common})`;

describe('the real dataset: counts and membership', () => {
  it('has 250 records: the 249 ISO 3166-1 entries and Kosovo', () => {
    expect(countries).toHaveLength(250);
  });

  it('has the 193 UN member states, and the Holy See is not one of them', () => {
    expect(countries.filter((c) => c.unMember)).toHaveLength(193);
    expect(country('VA').unMember).toBe(false);
  });

  it('has Kosovo with no numeric code and undetermined independence', () => {
    expect(country('XK')).toMatchObject({ cca3: 'UNK', ccn3: null, independent: null });
  });

  it('is sorted by common name (English collation)', () => {
    const collator = new Intl.Collator('en');
    const outOfOrder = countries
      .slice(1)
      .filter((c, i) => collator.compare(countries[i]!.name.common, c.name.common) > 0)
      .map(label);
    expect(outOfOrder).toEqual([]);
    expect(countries[0]?.name.common).toBe('Afghanistan');
    expect(countries.at(-1)?.name.common).toBe('Zimbabwe');
  });
});

describe('the real dataset: Germany', () => {
  const de = country('DE');

  it.each([
    ['cca3', de.cca3, 'DEU'],
    ['ccn3', de.ccn3, '276'],
    ['callingCodes', de.callingCodes, ['+49']],
    ['capital', de.capital, ['Berlin']],
    ['timezones', de.timezones, ['UTC+01:00']],
    ['languages (639-1)', de.languages.map((l) => l.iso639_1), ['de']],
    ['currencies', de.currencies.map((c) => c.code), ['EUR']],
    ['borders', de.borders, ['AUT', 'BEL', 'CHE', 'CZE', 'DNK', 'FRA', 'LUX', 'NLD', 'POL']],
    ['gini', de.gini, { value: 32.4, year: 2020, source: 'worldbank' }],
    ['region', [de.region, de.subregion], ['Europe', 'Western Europe']],
  ])('has the right %s', (_field, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('the real dataset: calling codes (ITU-T E.164)', () => {
  it.each([
    ['US', ['+1']],
    ['CA', ['+1']],
    ['JM', ['+1876', '+1658']],
    ['PR', ['+1787', '+1939']],
    ['DO', ['+1809', '+1829', '+1849']],
    ['AX', ['+358']],
    ['SJ', ['+47']],
    ['SH', ['+290', '+247']],
    ['EH', ['+212']],
    ['VA', ['+39', '+379']],
    ['AQ', ['+672']],
    ['HM', ['+672']],
    ['UM', ['+1']],
    ['RU', ['+7']],
    ['KZ', ['+7']],
    ['XK', ['+383']],
  ])('%s is reached through %s', (cca2, codes) => {
    expect(country(cca2).callingCodes).toEqual(codes);
  });

  it('joins no area code to a country code outside the NANP (at most three digits)', () => {
    expect(countries.flatMap((c) => c.callingCodes.filter((code) => !code.startsWith('+1') && code.length > 4).map((code) => `${label(c)}: ${code}`))).toEqual(
      [],
    );
  });
});

describe('the real dataset: time zones', () => {
  it('gives the US its six standard offsets, Hawaii-Aleutian to Eastern', () => {
    const us = country('US');
    expect(us.timezones).toEqual(['UTC-10:00', 'UTC-09:00', 'UTC-08:00', 'UTC-07:00', 'UTC-06:00', 'UTC-05:00']);
    expect(us.ianaTimezones).toEqual(
      expect.arrayContaining(['Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York']),
    );
  });

  it.each([
    ['BV', 'Europe/Oslo', 'UTC+01:00'],
    ['HM', 'Indian/Kerguelen', 'UTC+05:00'],
    ['XK', 'Europe/Belgrade', 'UTC+01:00'],
  ])('gives %s, which the tz sources leave out, %s (%s)', (cca2, zone, offset) => {
    expect(country(cca2).ianaTimezones).toEqual([zone]);
    expect(country(cca2).timezones).toEqual([offset]);
  });

  it('gives every country at least one zone', () => {
    expect(countries.filter((c) => c.ianaTimezones.length === 0 || c.timezones.length === 0).map(label)).toEqual([]);
  });
});

describe('the real dataset: languages', () => {
  it.each([
    ['AT', 'de'],
    ['CH', 'de'],
    ['CH', 'fr'],
    ['CH', 'it'],
    ['ME', 'sr'],
  ])('%s lists the official language %s in ISO 639-1 form', (cca2, code) => {
    expect(country(cca2).languages.map((l) => l.iso639_1)).toContain(code);
  });
});

describe('the real dataset: currencies (ISO 4217, current)', () => {
  it.each([
    ['BG', 'EUR', 'BGN'],
    ['CW', 'XCG', 'ANG'],
    ['SX', 'XCG', 'ANG'],
    ['SL', 'SLE', 'SLL'],
    ['ZW', 'ZWG', 'ZWL'],
  ])('%s has %s and no longer %s', (cca2, current, withdrawn) => {
    const codes = country(cca2).currencies.map((c) => c.code);
    expect(codes).toContain(current);
    expect(codes).not.toContain(withdrawn);
  });

  it.each([
    ['GS', 'SHP'],
    ['EH', 'DZD'],
    ['EH', 'MRU'],
    ['PS', 'EGP'],
    ['ZW', 'CNY'],
  ])('does not give %s %s, which ISO 4217 does not list there', (cca2, code) => {
    expect(country(cca2).currencies.map((c) => c.code)).not.toContain(code);
  });

  it('marks the US dollar in the Bahamas as de facto, and the Bahamian dollar as official', () => {
    expect(country('BS').currencies.map((c) => [c.code, c.status])).toEqual([
      ['BSD', 'official'],
      ['USD', 'de-facto'],
    ]);
  });

  it('gives BG only the euro, and Micronesia the US dollar', () => {
    expect(country('BG').currencies.map((c) => c.code)).toEqual(['EUR']);
    expect(country('FM').currencies.map((c) => c.code)).toContain('USD');
  });

  it('keeps no code that is not ISO 4217', () => {
    const notIso = new Set(['CKD', 'FOK', 'GGP', 'IMP', 'JEP', 'KID', 'TVD', 'ZWB']);
    expect(countries.flatMap((c) => c.currencies.filter((cur) => notIso.has(cur.code)).map((cur) => `${label(c)}: ${cur.code}`))).toEqual([]);
  });
});

describe('the real dataset: population, area, flags, domains', () => {
  it('has the two most populous countries above 1.4 billion and the Holy See under 2,000', () => {
    expect(country('CN').population).toBeGreaterThan(1.4e9);
    expect(country('IN').population).toBeGreaterThan(1.4e9);
    expect(country('VA').population).toBeLessThan(2000);
  });

  it('has every population between 0 and 1.5 billion, and zero only where no one lives permanently', () => {
    expect(countries.filter((c) => !(c.population >= 0 && c.population < 1.5e9)).map(label)).toEqual([]);
    // The Factbook: "no permanent inhabitants" (AQ, GS, IO, TF); corrections: uninhabited (BV, HM).
    expect(
      countries
        .filter((c) => c.population === 0)
        .map((c) => c.cca2)
        .sort(),
    ).toEqual(['AQ', 'BV', 'GS', 'HM', 'IO', 'TF']);
  });

  it('has a positive area for Svalbard and Jan Mayen (about 62,000 km²) and for every country', () => {
    expect(country('SJ').area).toBeGreaterThan(60_000);
    expect(countries.filter((c) => c.area === null || c.area <= 0).map(label)).toEqual([]);
  });

  it('has the Caribbean Netherlands flag emoji', () => {
    expect(country('BQ').flag.emoji).toBe('🇧🇶');
  });

  it('writes every top-level domain with its dot first, including the Emirates’ Arabic one', () => {
    expect(countries.flatMap((c) => c.tld.filter((t) => !t.startsWith('.') || t.endsWith('.')).map((t) => `${label(c)}: ${t}`))).toEqual([]);
    expect(country('AE').tld).toEqual(['.ae', '.امارات']);
  });

  it.each([
    ['CN', ['.cn', '.中国', '.中國']],
    ['JP', ['.jp']],
    ['SY', ['.sy', '.سورية']],
    ['GB', ['.uk']],
    ['BQ', []],
    ['XK', []],
  ])('gives %s the ccTLDs IANA delegates to it: %s', (cca2, tlds) => {
    expect(country(cca2).tld).toEqual(tlds);
  });
});

describe('the real dataset: borders', () => {
  it('has every border listed from both sides, with existing codes', () => {
    const offenders = countries.flatMap((c) => c.borders.filter((code) => !byCca3.get(code)?.borders.includes(c.cca3)).map((code) => `${label(c)} → ${code}`));
    expect(offenders).toEqual([]);
  });

  it('has no land border between Sri Lanka and India', () => {
    expect(country('LK').borders).not.toContain('IND');
    expect(country('IN').borders).not.toContain('LKA');
  });
});

describe('the real dataset: regions (UN M49)', () => {
  it('uses exactly the five M49 regions plus Antarctic', () => {
    expect([...new Set(countries.map((c) => c.region))].sort()).toEqual(['Africa', 'Americas', 'Antarctic', 'Asia', 'Europe', 'Oceania']);
  });

  it('uses none of world-countries’ non-M49 sub-regions', () => {
    const nonM49 = new Set(['Central Europe', 'Southeast Europe']);
    expect(countries.filter((c) => c.subregion !== null && nonM49.has(c.subregion)).map(label)).toEqual([]);
  });

  it('places Antarctica alone outside M49, and BV and HM where M49 does', () => {
    expect(countries.filter((c) => c.subregion === null).map((c) => c.cca2)).toEqual(['AQ']);
    expect([country('BV').region, country('BV').subregion]).toEqual(['Americas', 'South America']);
    expect([country('HM').region, country('HM').subregion]).toEqual(['Oceania', 'Australia and New Zealand']);
  });
});

describe('the real dataset: Gini index (World Bank)', () => {
  // Recomputed from the CSV by hand, not through csv-parse or the dataset's own rules.
  const latest = new Map<string, { value: number; year: number; source: 'worldbank' }>();
  for (const line of readFileSync(resolve('data/worldbank-gini.csv'), 'utf8').trim().split(/\r?\n/).slice(1)) {
    const [iso3 = '', year = '', value = ''] = line.split(',');
    const seen = latest.get(iso3);
    if (!seen || Number(year) > seen.year) latest.set(iso3, { value: Number(value), year: Number(year), source: 'worldbank' });
  }
  const worldBankCode = (c: CountryData) => (c.cca2 === 'XK' ? 'XKX' : c.cca3);

  it('has a Gini figure for the 171 economies of the file', () => {
    expect(latest.size).toBe(171);
    expect(countries.filter((c) => c.gini !== null)).toHaveLength(171);
  });

  it('takes each country’s latest year from the file', () => {
    const offenders = countries
      .filter((c) => !isDeepStrictEqual(c.gini, latest.get(worldBankCode(c)) ?? null))
      .map((c) => `${label(c)}: ${JSON.stringify(c.gini)}`);
    expect(offenders).toEqual([]);
  });

  it('has latest years between 1992 and 2024', () => {
    const years = countries.flatMap((c) => (c.gini ? [c.gini.year] : []));
    expect(Math.min(...years)).toBe(1992);
    expect(Math.max(...years)).toBe(2024);
  });
});
