/**
 * Population, capitals, memberships, REST Countries' fields and postal codes in the dataset
 * built from the REAL sources (the unit layer's, built once for every file), checked against facts
 * that do not come from the code under test: the World Bank file read by hand, membership
 * counts published by each organisation, capitals named by constitutions, real postal codes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import type { CountryData } from './schema.ts';

const { countries, populationSeries, organisations } = builtDataset();
const byCca2 = new Map(countries.map((c) => [c.cca2, c]));
const country = (cca2: string): CountryData => {
  const c = byCca2.get(cca2);
  if (!c) throw new Error(`no country ${cca2} in the dataset`);
  return c;
};
const label = (c: CountryData) => `${c.cca2} (${c.name.common})`;

describe('population: the World Bank first, CLDR undated where it has none', () => {
  // Read by hand from the CSV, not through csv-parse or the dataset's rules.
  const latest = new Map<string, { year: number; population: number }>();
  const years = new Map<string, number>();
  for (const line of readFileSync(resolve('data/worldbank-population.csv'), 'utf8').trim().split(/\r?\n/).slice(1)) {
    const [iso3 = '', year = '', population = ''] = line.split(',');
    years.set(iso3, (years.get(iso3) ?? 0) + 1);
    if (!latest.has(iso3) || Number(year) > latest.get(iso3)!.year) latest.set(iso3, { year: Number(year), population: Number(population) });
  }
  const worldBankCode = (c: CountryData) => (c.cca2 === 'XK' ? 'XKX' : c.cca3);

  it.each([
    ['SO', 19_009_151],
    ['MH', 37_548],
  ])('gives %s the World Bank’s 2024 figure (%i), not CLDR’s older one', (cca2, population) => {
    expect(country(cca2)).toMatchObject({ population, populationYear: 2024, populationSource: 'worldbank' });
  });

  it('takes every covered economy’s latest World Bank year and figure, Kosovo (XKX) included', () => {
    const offenders = countries
      .filter((c) => latest.has(worldBankCode(c)))
      .filter((c) => {
        const wb = latest.get(worldBankCode(c))!;
        return c.populationSource !== 'worldbank' || c.population !== wb.population || c.populationYear !== wb.year;
      })
      .map(label);
    expect(latest.size).toBe(216);
    expect(offenders).toEqual([]);
    expect(country('XK').populationSource).toBe('worldbank');
  });

  it('claims no year for a CLDR figure, and uses CLDR only where neither the World Bank nor the Factbook nor a correction has one', () => {
    const cldr = countries.filter((c) => c.populationSource === 'cldr');
    expect(cldr.filter((c) => c.populationYear !== null).map(label)).toEqual([]);
    expect(cldr.filter((c) => latest.has(worldBankCode(c))).map(label)).toEqual([]);
    // The US Minor Outlying Islands' Factbook entry is a note on entry permits, with no figure.
    expect(cldr.map((c) => c.cca2)).toEqual(['UM']);
  });

  it.each([
    // Read from the Factbook's final edition by hand: "People and Society > Population".
    ['TW', 23_600_776, 2025],
    ['TK', 2_453, 2024],
    ['FK', 3_142, 2021],
    ['VA', 1_000, 2024],
    ['EH', 652_271, 2020],
  ])('gives %s the Factbook’s figure (%i) with its year (%i) where the World Bank has none', (cca2, population, year) => {
    expect(country(cca2)).toMatchObject({ population, populationYear: year, populationSource: 'factbook' });
  });

  it.each([
    // The territories CLDR was 10–40% off for, corrected from their statistics offices with the year.
    ['YT', 310_000, 2023],
    ['GF', 293_996, 2023],
    ['GP', 384_160, 2023],
    ['MQ', 360_630, 2023],
    ['RE', 873_100, 2023],
    ['BQ', 31_980, 2025],
    ['AX', 30_547, 2023],
  ])('gives %s its statistics office’s figure (%i, %i)', (cca2, population, year) => {
    expect(country(cca2)).toMatchObject({ population, populationYear: year, populationSource: 'override' });
  });

  it('marks the corrected uninhabited islands as corrections, without a year', () => {
    expect(countries.filter((c) => c.populationSource === 'override').map((c) => [c.cca2, c.population, c.populationYear])).toEqual(
      expect.arrayContaining([
        ['BV', 0, null],
        ['HM', 0, null],
      ]),
    );
  });

  it('keeps each covered country’s whole series beside the records, oldest year first, ending at the record’s figure', () => {
    expect(Object.keys(populationSeries)).toHaveLength(216);
    const offenders = Object.entries(populationSeries).flatMap(([cca2, series]) => {
      const c = country(cca2);
      const ascending = series.every((p, i) => i === 0 || p.year > series[i - 1]!.year);
      const last = series.at(-1)!;
      const ok = ascending && series.length === years.get(worldBankCode(c)) && last.population === c.population && last.year === c.populationYear;
      return ok ? [] : [label(c)];
    });
    expect(offenders).toEqual([]);
    expect(populationSeries.DE?.[0]).toEqual({ year: 1960, population: expect.any(Number) });
  });
});

describe('capitals with their roles', () => {
  it.each([
    ['LK', ['Sri Jayawardenepura Kotte', 'Colombo']],
    ['ZA', ['Pretoria', 'Bloemfontein', 'Cape Town']],
    ['BO', ['Sucre', 'La Paz']],
    ['SZ', ['Mbabane', 'Lobamba']],
    ['NL', ['Amsterdam', 'The Hague']],
    ['BJ', ['Porto-Novo', 'Cotonou']],
    ['GQ', ['Ciudad de la Paz', 'Malabo']],
  ])('gives %s the capitals %j', (cca2, names) => {
    expect(country(cca2).capital).toEqual(names);
  });

  it('keeps the role of each of South Africa’s capitals', () => {
    expect(country('ZA').capitals.map((c) => [c.name, c.role])).toEqual([
      ['Pretoria', 'administrative'],
      ['Bloemfontein', 'judicial'],
      ['Cape Town', 'legislative'],
    ]);
  });

  it('makes Sri Jayawardenepura Kotte Sri Lanka’s official capital and Sucre Bolivia’s', () => {
    expect(country('LK').capitals[0]).toMatchObject({ name: 'Sri Jayawardenepura Kotte', role: 'official' });
    expect(country('BO').capitals[0]).toMatchObject({ name: 'Sucre', role: 'official' });
  });

  it('says the same in capital, capitals and capitalInfo for every record, with coordinates for every capital', () => {
    const offenders = countries.filter(
      (c) =>
        c.capital.join('|') !== c.capitals.map((k) => k.name).join('|') ||
        JSON.stringify(c.capitalInfo.latlng) !== JSON.stringify(c.capitals[0]?.latlng ?? null) ||
        c.capitals.some((k) => k.latlng === null),
    );
    expect(offenders.map(label)).toEqual([]);
  });

  it('gives a single capital the official role', () => {
    expect(countries.filter((c) => c.capitals.length === 1 && c.capitals[0]!.role !== 'official').map(label)).toEqual([]);
  });
});

describe('memberships (as of 2026-11)', () => {
  const members = (id: keyof CountryData['memberships']) =>
    countries
      .filter((c) => c.memberships[id])
      .map((c) => c.cca2)
      .sort();

  // Member counts each organisation publishes.
  it.each([
    ['un', 193],
    ['eu', 27],
    ['eurozone', 21],
    ['schengen', 29],
    ['nato', 32],
    ['commonwealth', 56],
    ['oecd', 38],
    ['g7', 7],
    ['g20', 19],
    ['brics', 10],
    ['opec', 12],
    ['africanUnion', 55],
    ['asean', 11],
    ['arabLeague', 22],
  ] as const)('%s has %i members', (id, count) => {
    expect(members(id)).toHaveLength(count);
  });

  it.each([
    ['BG', 'eurozone', true],
    ['BG', 'schengen', true],
    ['RO', 'schengen', true],
    ['RO', 'eurozone', false],
    ['HR', 'eurozone', true],
    ['CY', 'schengen', false],
    ['IE', 'schengen', false],
    ['CH', 'schengen', true],
    ['ME', 'eurozone', false],
    ['SE', 'nato', true],
    ['FI', 'nato', true],
    ['ID', 'brics', true],
    ['SA', 'brics', false],
    ['SA', 'g20', true],
    ['AO', 'opec', false],
    ['TL', 'asean', true],
    ['EH', 'africanUnion', true],
    ['SY', 'arabLeague', true],
    ['GA', 'commonwealth', true],
    ['VA', 'un', false],
    ['PS', 'un', false],
  ] as const)('%s: %s is %s', (cca2, id, member) => {
    expect(country(cca2).memberships[id]).toBe(member);
  });

  it('agrees with unMember, and the euro area and Schengen are within their European frames', () => {
    expect(countries.filter((c) => c.memberships.un !== c.unMember).map(label)).toEqual([]);
    expect(members('eurozone').filter((cca2) => !country(cca2).memberships.eu)).toEqual([]);
    expect(members('g7').filter((cca2) => !country(cca2).memberships.g20)).toEqual([]);
  });

  it('keeps each organisation’s name, source and as-of date beside the records', () => {
    expect(organisations.map((o) => o.id)).toEqual(Object.keys(country('DE').memberships));
    expect(organisations.filter((o) => o.asOf !== '2026-11' || !o.source.url.startsWith('http')).map((o) => o.id)).toEqual([]);
  });
});

describe('fields from REST Countries v4', () => {
  it.each([
    ['RU', ['Europe', 'Asia']],
    ['TR', ['Europe', 'Asia']],
    ['AZ', ['Europe', 'Asia']],
    ['KZ', ['Asia', 'Europe']],
    ['GE', ['Asia', 'Europe']],
    ['EG', ['Africa', 'Asia']],
    ['BR', ['South America']],
    ['DE', ['Europe']],
  ])('lists %s on %j', (cca2, continents) => {
    expect(country(cca2).continents).toEqual(continents);
  });

  it.each([
    ['GB', 'left'],
    ['JP', 'left'],
    ['IN', 'left'],
    ['DE', 'right'],
    ['US', 'right'],
  ])('has %s drive on the %s', (cca2, side) => {
    expect(country(cca2).car.side).toBe(side);
  });

  it('has FIFA codes, and none for the United Kingdom (its nations are FIFA members)', () => {
    expect([country('DE').fifa, country('CH').fifa, country('GB').fifa]).toEqual(['GER', 'SUI', null]);
  });

  it('has a flag text alternative and an OpenStreetMap link for every record, the link unique', () => {
    expect(countries.filter((c) => c.flag.alt.length < 20).map(label)).toEqual([]);
    expect(new Set(countries.map((c) => c.maps.openStreetMaps)).size).toBe(countries.length);
    expect(country('ID').maps.openStreetMaps).toBe('https://www.openstreetmap.org/relation/304751');
  });

  it('has English demonyms for all but uninhabited Bouvet Island, and French wherever a source has them', () => {
    expect(countries.filter((c) => !c.demonyms.eng).map((c) => c.cca2)).toEqual(['BV']);
    expect(countries.filter((c) => !c.demonyms.fra)).toHaveLength(16);
  });
});

describe('postal codes', () => {
  /** An example of one alternative of a format, written here independently: # is 0…9, @ is A…Z. */
  const example = (alternative: string) => {
    let n = 0;
    return alternative.replace(/[#@]/g, (ch) => (ch === '#' ? String(n++ % 10) : String.fromCharCode(65 + (n++ % 26))));
  };

  it('has for every record a pattern that compiles and matches an example of each alternative of its format', () => {
    const withCodes = countries.filter((c) => c.postalCode !== null);
    const offenders = withCodes.flatMap((c) => {
      const pattern = new RegExp(c.postalCode!.regex);
      return c.postalCode!.format.split('|').flatMap((alt) => (pattern.test(example(alt)) ? [] : [`${label(c)}: ${alt} → ${example(alt)}`]));
    });
    expect(withCodes.length).toBeGreaterThan(140);
    expect(offenders).toEqual([]);
  });

  // Real postal codes of well-known addresses, in the form each country writes them.
  it.each([
    ['DE', '10115'],
    ['FR', '75008'],
    ['GB', 'SW1A 1AA'],
    ['NL', '1012 JS'],
    ['CA', 'K1A 0B1'],
    ['US', '20500'],
    ['BR', '70150-900'],
    ['JP', '100-0001'],
    ['PL', '00-001'],
    ['PT', '1000-001'],
    ['CZ', '110 00'],
    ['IN', '110001'],
    ['BL', '97133'],
    ['GP', '97100'],
  ])('matches %s’s postal code %s', (cca2, code) => {
    expect(new RegExp(country(cca2).postalCode!.regex).test(code)).toBe(true);
  });
});
