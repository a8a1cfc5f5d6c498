/**
 * Fault injection: sources with one defect each must fail with a DatasetError whose message and
 * problems name the record and the field at fault.
 * - A defect of one input file (a record, a row, a file's own rules) fails the build before any
 *   record is derived: each is injected into the real sources cut down to two countries, and must
 *   add its problem to those the cut-down sources have anyway (the other files name countries
 *   they lack).
 * - A defect only the derived records show (an override, a rule across records) needs the whole
 *   dataset: all of them are injected into one copy of the real sources, built once.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset, realSources } from '../../tests/helpers.ts';
import { buildDataset } from './build-dataset.ts';
import { DatasetError, type Problem } from './problems.ts';
import type { SourceBundle } from './sources.ts';

const pristine = realSources();

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
type Bundle = Mutable<SourceBundle>;
type RawCountry = { cca2: string; cca3: string; name: { common?: string }; borders: string[]; capital: string[]; idd: { root: string; suffixes: string[] } };
type RawOverrides = { overrides: Array<Record<string, unknown>> };
type RawRest = { cca2: string; car: { side: string }; postalCode: { format: string | null; regex: string | null } | null; maps: { openStreetMaps: string } };
type RawMemberships = { organisations: Record<string, { members: string[] } | undefined> };
type Row = Record<string, string>;

/** The parts of the sources a case may break, copied for each case; the rest (the Factbook, GeoNames…) is shared, read only. */
const BREAKABLE = [
  'worldCountries',
  'restCountries',
  'population',
  'populationRows',
  'giniRows',
  'overrides',
  'memberships',
  'factbookGec',
  'ccTlds',
  'deFactoCurrencies',
] as const;
const breakable = (b: SourceBundle) => JSON.stringify([BREAKABLE.map((key) => b[key]), Object.keys(b.factbook)]);
const copyOf = (b: SourceBundle): Bundle => {
  const copy = { ...b, factbook: { ...b.factbook } } as Bundle;
  for (const key of BREAKABLE) (copy as Record<string, unknown>)[key] = structuredClone(b[key]);
  return copy;
};

/** The real sources with the records and rows of these countries alone; every other file whole. */
function fewCountries(b: SourceBundle, codes: readonly string[]): SourceBundle {
  const records = b.worldCountries.filter((r) => codes.includes((r as RawCountry).cca2));
  const cca3s = new Set(records.map((r) => (r as RawCountry).cca3));
  const rows = (all: readonly unknown[]) => all.filter((r) => cca3s.has((r as Row).iso3!));
  const subdivisions = (b.isoSubdivisions as { '3166-2': { code: string }[] })['3166-2'];
  return {
    ...b,
    worldCountries: records,
    restCountries: b.restCountries.filter((r) => codes.includes((r as RawRest).cca2)),
    populationRows: rows(b.populationRows),
    giniRows: rows(b.giniRows),
    gdpRows: rows(b.gdpRows),
    isoSubdivisions: { '3166-2': subdivisions.filter((s) => codes.includes(s.code.slice(0, 2))) },
  };
}

const raw = (b: Bundle, cca2: string): RawCountry => {
  const found = b.worldCountries.find((r) => (r as RawCountry).cca2 === cca2);
  if (!found) throw new Error(`no ${cca2} in world-countries`);
  return found as RawCountry;
};
const overridesOf = (b: Bundle) => b.overrides as RawOverrides;
const rest = (b: Bundle, cca2: string): RawRest => {
  const found = b.restCountries.find((r) => (r as RawRest).cca2 === cca2);
  if (!found) throw new Error(`no ${cca2} in REST Countries`);
  return found as RawRest;
};
const membershipsOf = (b: Bundle) => b.memberships as RawMemberships;
/** A row of a World Bank file and the 1-based line of the CSV it stands for (line 1 is the header). */
const row = (rows: unknown[], iso3: string, year: string) => {
  const index = rows.findIndex((r) => (r as Row).iso3 === iso3 && (r as Row).year === year);
  if (index < 0) throw new Error(`no row ${iso3} ${year}`);
  return { row: rows[index] as Row, line: index + 2 };
};
const goodOverride = { country: 'DE', field: 'area', value: 357_588, reason: 'A correction with a long enough reason.', source: 'Statistisches Bundesamt' };

function failureOf(bundle: SourceBundle): DatasetError {
  try {
    buildDataset(bundle);
  } catch (error) {
    if (error instanceof DatasetError) return error;
    throw error;
  }
  throw new Error('the build succeeded on broken sources');
}
const said = (p: Problem) => `${p.record}: ${p.field}: ${p.message}`;

interface Case {
  defect: string;
  breakIt: (b: Bundle) => void;
  record: RegExp;
  field: RegExp;
  message: RegExp;
}

/** The case's problems among those of the failure, each also in the error's message. */
function expectNamed({ record, field, message }: Case, error: DatasetError, among: readonly Problem[] = error.problems) {
  const matching = among.filter((p) => record.test(p.record) && field.test(p.field) && message.test(p.message));
  expect(matching, JSON.stringify(among, null, 2)).not.toHaveLength(0);
  for (const p of matching) expect(error.message).toContain(said(p));
}

const few = fewCountries(pristine, ['DE', 'FR']);
const fewGini2020 = row(copyOf(few).giniRows, 'DEU', '2020').line;
const fewPopulation2024 = row(copyOf(few).populationRows, 'DEU', '2024').line;

const inputCases: Case[] = [
  {
    defect: 'a negative CLDR population ("-5" for DE)',
    breakIt: (b) => void (b.population = { ...b.population, DE: '-5' }),
    record: /DE \(Germany\)/,
    field: /^population$/,
    message: /"-5"/,
  },
  {
    defect: 'an empty name.common (DE)',
    breakIt: (b) => void (raw(b, 'DE').name.common = ''),
    record: /^world-countries\[\d+\] DE$/,
    field: /^name\.common$/,
    message: /.+/,
  },
  {
    defect: 'a missing name.common (DE)',
    breakIt: (b) => void delete raw(b, 'DE').name.common,
    record: /^world-countries\[\d+\] DE$/,
    field: /^name\.common$/,
    message: /.+/,
  },
  {
    defect: 'an override with a short reason',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, reason: 'because' }),
    record: /^data\/overrides\.json$/,
    field: /^overrides\.\d+\.reason$/,
    message: /.+/,
  },
  {
    defect: 'a Factbook profile no country claims and no reason lists',
    breakIt: (b) => void ((b.factbook as Record<string, unknown>).zz = {}),
    record: /^data\/factbook-gec\.json$/,
    field: /^withoutIso$/,
    message: /'zz'/,
  },
  {
    defect: 'a country paired with a Factbook profile that does not exist',
    breakIt: (b) => void ((b.factbookGec as { countries: Record<string, string[]> }).countries.DE = ['qq']),
    record: /^data\/factbook-gec\.json$/,
    field: /^countries\.DE$/,
    message: /no profile/,
  },
  {
    defect: 'a Gini value out of range (150 for DEU 2020)',
    breakIt: (b) => void (row(b.giniRows, 'DEU', '2020').row.gini = '150'),
    record: new RegExp(`^data/worldbank-gini\\.csv row ${fewGini2020}$`),
    field: /^gini$/,
    message: /.+/,
  },
  {
    defect: 'a negative World Bank population (DEU 2024)',
    breakIt: (b) => void (row(b.populationRows, 'DEU', '2024').row.population = '-84000000'),
    record: new RegExp(`^data/worldbank-population\\.csv row ${fewPopulation2024}$`),
    field: /^population$/,
    message: /.+/,
  },
  {
    defect: 'a year given twice in the population file (DEU 2023 relabelled 2024)',
    breakIt: (b) => void (row(b.populationRows, 'DEU', '2023').row.year = '2024'),
    record: /^data\/worldbank-population\.csv row \d+$/,
    field: /^year$/,
    message: /DEU 2024/,
  },
  {
    defect: 'a country missing from REST Countries (DE)',
    breakIt: (b) => void (b.restCountries = b.restCountries.filter((r) => (r as RawRest).cca2 !== 'DE')),
    record: /^DE \(Germany\)$/,
    field: /^cca2$/,
    message: /countriesV4\.json/,
  },
  {
    defect: 'an unknown driving side in REST Countries (DE drives in the middle)',
    breakIt: (b) => void (rest(b, 'DE').car.side = 'middle'),
    record: /^data\/restcountries\/countriesV4\.json\[\d+\] DE \(Germany\)$/,
    field: /^car\.side$/,
    message: /.+/,
  },
  {
    defect: 'an unknown member code (ZZ in NATO)',
    breakIt: (b) => void membershipsOf(b).organisations.nato?.members.push('ZZ'),
    record: /^data\/memberships\.json organisations\.nato$/,
    field: /^members\[\d+\]$/,
    message: /'ZZ'.*North Atlantic Treaty Organization \(nato\)/,
  },
  {
    defect: 'an organisation missing from the memberships file (OPEC)',
    breakIt: (b) => void delete membershipsOf(b).organisations.opec,
    record: /^data\/memberships\.json$/,
    field: /^organisations\.opec$/,
    message: /.+/,
  },
  {
    defect: 'an IDN ccTLD for an unknown country (ZZ)',
    breakIt: (b) => void ((b.ccTlds as { idn: Record<string, unknown> }).idn.ZZ = [{ tld: '.zz', punycode: 'xn--zz' }]),
    record: /^data\/iana-cctlds\.json$/,
    field: /^idn\.ZZ$/,
    message: /'ZZ'/,
  },
  {
    defect: 'a de-facto currency for an unknown country (ZZ)',
    breakIt: (b) =>
      void (b.deFactoCurrencies as { currencies: unknown[] }).currencies.push({
        country: 'ZZ',
        code: 'USD',
        reason: 'a reason long enough to pass',
        source: 'a central bank',
      }),
    record: /^data\/de-facto-currencies\.json currencies\[\d+\]$/,
    field: /^country$/,
    message: /'ZZ'/,
  },
];

describe('buildDataset on an input file with a defect (the real sources of DE and FR)', () => {
  const before = new Set(failureOf(few).problems.map(said));
  /** The problems the defect adds to those of the cut-down sources. */
  const added = (error: DatasetError) => error.problems.filter((p) => !before.has(said(p)));

  it.each(inputCases)('rejects $defect, naming the record and the field', (c) => {
    const bundle = copyOf(few);
    c.breakIt(bundle);
    const error = failureOf(bundle);
    expectNamed(c, error, added(error));
  });

  it('reports every defect at once, not only the first', () => {
    const bundle = copyOf(few);
    bundle.population = { ...bundle.population, DE: '-5' };
    raw(bundle, 'FR').name.common = '';
    const problems = added(failureOf(bundle));
    expect(problems.map((p) => `${p.record}: ${p.field}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/DE \(Germany\): population$/), expect.stringMatching(/FR: name\.common$/)]),
    );
  });
});

/** Defects on different countries, so that none hides another: a record an override makes invalid drops out of the rules across records. */
const recordCases: Case[] = [
  {
    defect: 'a dangling border code (DE borders + ZZZ)',
    breakIt: (b) => void raw(b, 'DE').borders.push('ZZZ'),
    record: /^DE \(Germany\)$/,
    field: /^borders\[\d+\]$/,
    message: /ZZZ/,
  },
  {
    defect: 'a one-way border (Austria no longer lists Germany)',
    breakIt: (b) => void (raw(b, 'AT').borders = raw(b, 'AT').borders.filter((c) => c !== 'DEU')),
    record: /^DE \(Germany\)$/,
    field: /^borders\[\d+\]$/,
    message: /AUT does not list DEU/,
  },
  {
    defect: 'a duplicate cca3 (Iceland given DEU)',
    breakIt: (b) => void (raw(b, 'IS').cca3 = 'DEU'),
    record: /^(IS \(Iceland\)|DE \(Germany\))$/,
    field: /^cca3$/,
    message: /'DEU'.*(IS \(Iceland\)|DE \(Germany\))/,
  },
  {
    defect: 'an override for an unknown country (ZZ)',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, country: 'ZZ' }),
    record: /^data\/overrides\.json overrides\[\d+\]$/,
    field: /^country$/,
    message: /'ZZ'/,
  },
  {
    defect: 'an override that makes a population negative (DE -1)',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, field: 'population', value: -1 }),
    record: /^data\/overrides\.json overrides\[\d+\] \(DE\)$/,
    field: /^population$/,
    message: /.+/,
  },
  {
    defect: 'an override of a field the record does not have',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, field: 'carSigns', value: ['D'] }),
    record: /^data\/overrides\.json overrides\[\d+\] \(DE\)$/,
    field: /^field$/,
    message: /'carSigns' is not a field of the record/,
  },
  {
    defect: 'an override of a derived field with an invalid value (IT car.side "middle")',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, country: 'IT', field: 'car.side', value: 'middle' }),
    record: /^IT \(Italy\)$/,
    field: /^car\.side$/,
    message: /.+/,
  },
  {
    defect: 'a capitals override with an unknown role',
    breakIt: (b) =>
      void overridesOf(b).overrides.push({ ...goodOverride, field: 'capitals', value: [{ name: 'Berlin', role: 'imperial', latlng: [52.52, 13.4] }] }),
    record: /^data\/overrides\.json overrides\[\d+\] \(DE\)$/,
    field: /^capitals\.0\.role$/,
    message: /.+/,
  },
  {
    defect: 'a World Bank aggregate in the population file (DEU 2024 relabelled WLD)',
    breakIt: (b) => void (row(b.populationRows, 'DEU', '2024').row.iso3 = 'WLD'),
    record: new RegExp(`^data/worldbank-population\\.csv row ${row(pristine.populationRows as unknown[], 'DEU', '2024').line}$`),
    field: /^iso3$/,
    message: /'WLD'.*aggregates/,
  },
  {
    defect: 'a postal-code pattern that does not compile (DE)',
    breakIt: (b) => void (rest(b, 'DE').postalCode = { format: '#####', regex: '^(\\d{5}$' }),
    record: /^DE \(Germany\)$/,
    field: /^postalCode$/,
    message: /not a valid JavaScript regular expression/,
  },
  {
    defect: 'two countries on one OpenStreetMap object (FR given Germany’s)',
    breakIt: (b) => void (rest(b, 'FR').maps.openStreetMaps = rest(b, 'DE').maps.openStreetMaps),
    record: /^(FR \(France\)|DE \(Germany\))$/,
    field: /^maps\.openStreetMaps$/,
    message: /also (FR \(France\)|DE \(Germany\))'s map/,
  },
  {
    defect: 'a name copied onto another country in one language (the source’s Hungarian Tanzania is Tajikistan, without its correction)',
    breakIt: (b) => void (overridesOf(b).overrides = overridesOf(b).overrides.filter((o) => !(o.country === 'TZ' && o.field === 'translations.hun'))),
    record: /^(TZ \(Tanzania\)|TJ \(Tajikistan\))$/,
    field: /^translations\.hun\.(common|official)$/,
    message: /'Tádzsik(isztán| Köztársaság)' is also (TJ \(Tajikistan\)|TZ \(Tanzania\))'s translations\.hun\./,
  },
  {
    defect: 'a capital inside a word (the source’s Polish WybrzeŻe, without its correction)',
    breakIt: (b) => void (overridesOf(b).overrides = overridesOf(b).overrides.filter((o) => !(o.country === 'CI' && o.field === 'translations.pol'))),
    record: /^CI \(Ivory Coast\)$/,
    field: /^translations\.pol\.(common|official)$/,
    message: /'WybrzeŻ[ea]' has a capital letter inside a word/,
  },
  {
    defect: 'an official name cut short (the source’s Guiana for French Guiana, without its correction)',
    breakIt: (b) => void (overridesOf(b).overrides = overridesOf(b).overrides.filter((o) => !(o.country === 'GF' && o.field === 'name.official'))),
    record: /^GF \(French Guiana\)$/,
    field: /^name\.official$/,
    message: /'Guiana' is a part of the common name 'French Guiana'/,
  },
  {
    defect: 'two capitals without roles (PL: Warsaw and Kraków)',
    breakIt: (b) => void (raw(b, 'PL').capital = ['Warsaw', 'Kraków']),
    record: /^PL \(Poland\)$/,
    field: /^capitals$/,
    message: /Warsaw, Kraków.*override/,
  },
  {
    defect: 'a calling code too short for its zone (ES idd +3 alone)',
    breakIt: (b) => void (raw(b, 'ES').idd = { root: '+3', suffixes: [] }),
    record: /^ES \(Spain\)$/,
    field: /^callingCodes$/,
    message: /\+3/,
  },
  {
    defect: 'a UN member missing from the UN list (DE)',
    breakIt: (b) => {
      const un = membershipsOf(b).organisations.un;
      if (un) un.members = un.members.filter((c) => c !== 'DE');
    },
    record: /^DE \(Germany\)$/,
    field: /^memberships\.un$/,
    message: /unMember is true/,
  },
];

describe('buildDataset on the whole sources with a defect in every derived record', () => {
  it('builds them unbroken (the unit layer’s dataset is theirs), so each failure below is its defect’s doing', () => {
    expect(builtDataset().countries).toHaveLength(250);
  });

  let failure: DatasetError | undefined;
  /** One build for every case: deriving the whole dataset takes seconds. */
  const failed = () => {
    if (failure) return failure;
    const bundle = copyOf(pristine);
    for (const c of recordCases) c.breakIt(bundle);
    return (failure = failureOf(bundle));
  };

  it.each(recordCases)('rejects $defect, naming the record and the field', (c) => expectNamed(c, failed()));
});

it('leaves the real sources untouched when a copy is broken', () => {
  const before = breakable(pristine);
  for (const c of inputCases) c.breakIt(copyOf(few));
  const broken = copyOf(pristine);
  for (const c of recordCases) c.breakIt(broken);
  expect(breakable(pristine)).toBe(before);
  expect(raw(pristine as Bundle, 'DE').borders).not.toContain('ZZZ');
});
