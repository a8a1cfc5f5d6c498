/**
 * Fault injection: the real sources with one defect each must fail with a DatasetError whose
 * message and problems name the record and the field at fault.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSources } from '../../tests/helpers.ts';
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

/** A deep copy of the real sources, so that each case breaks its own. */
const copy = (): Bundle => structuredClone(pristine) as Bundle;
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
const populationRow = (b: Bundle, iso3: string, year: string) => {
  const index = b.populationRows.findIndex((r) => (r as Record<string, string>).iso3 === iso3 && (r as Record<string, string>).year === year);
  if (index < 0) throw new Error(`no population row ${iso3} ${year}`);
  return { row: b.populationRows[index] as Record<string, string>, line: index + 2 };
};
const goodOverride = { country: 'DE', field: 'area', value: 357_588, reason: 'A correction with a long enough reason.', source: 'Statistisches Bundesamt' };

/** The 1-based line of the real Gini CSV that holds Germany's 2020 figure (line 1 is the header). */
const deu2020Line =
  readFileSync(resolve('data/worldbank-gini.csv'), 'utf8')
    .split(/\r?\n/)
    .findIndex((l) => l.startsWith('DEU,2020,')) + 1;

function failureOf(bundle: SourceBundle): DatasetError {
  try {
    buildDataset(bundle);
  } catch (error) {
    if (error instanceof DatasetError) return error;
    throw error;
  }
  throw new Error('the build succeeded on broken sources');
}

interface Case {
  defect: string;
  breakIt: (b: Bundle) => void;
  record: RegExp;
  field: RegExp;
  message: RegExp;
}

const cases: Case[] = [
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
    defect: 'an override for an unknown country (ZZ)',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, country: 'ZZ' }),
    record: /^data\/overrides\.json overrides\[\d+\]$/,
    field: /^country$/,
    message: /'ZZ'/,
  },
  {
    defect: 'an override with a short reason',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, reason: 'because' }),
    record: /^data\/overrides\.json$/,
    field: /^overrides\.\d+\.reason$/,
    message: /.+/,
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
    defect: 'an override of a derived field with an invalid value (car.side "middle")',
    breakIt: (b) => void overridesOf(b).overrides.push({ ...goodOverride, field: 'car.side', value: 'middle' }),
    record: /^DE \(Germany\)$/,
    field: /^car\.side$/,
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
    breakIt: (b) => {
      const row = b.giniRows[deu2020Line - 2] as Record<string, string>;
      if (row.iso3 !== 'DEU' || row.year !== '2020') throw new Error('the Gini rows are not in file order');
      row.gini = '150';
    },
    record: new RegExp(`^data/worldbank-gini\\.csv row ${deu2020Line}$`),
    field: /^gini$/,
    message: /.+/,
  },
];

/** Lines of the real population CSV are found at run time, so these cases name them exactly. */
const deu2024 = populationRow(copy(), 'DEU', '2024').line;

cases.push(
  {
    defect: 'a World Bank aggregate in the population file (DEU 2024 relabelled WLD)',
    breakIt: (b) => void (populationRow(b, 'DEU', '2024').row.iso3 = 'WLD'),
    record: new RegExp(`^data/worldbank-population\\.csv row ${deu2024}$`),
    field: /^iso3$/,
    message: /'WLD'.*aggregates/,
  },
  {
    defect: 'a negative World Bank population (DEU 2024)',
    breakIt: (b) => void (populationRow(b, 'DEU', '2024').row.population = '-84000000'),
    record: new RegExp(`^data/worldbank-population\\.csv row ${deu2024}$`),
    field: /^population$/,
    message: /.+/,
  },
  {
    defect: 'a year given twice in the population file (DEU 2023 relabelled 2024)',
    breakIt: (b) => void (populationRow(b, 'DEU', '2023').row.year = '2024'),
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
    defect: 'two capitals without roles (DE: Berlin and Bonn)',
    breakIt: (b) => void (raw(b, 'DE').capital = ['Berlin', 'Bonn']),
    record: /^DE \(Germany\)$/,
    field: /^capitals$/,
    message: /Berlin, Bonn.*override/,
  },
  {
    defect: 'a calling code too short for its zone (DE idd +3 alone)',
    breakIt: (b) => void (raw(b, 'DE').idd = { root: '+3', suffixes: [] }),
    record: /^DE \(Germany\)$/,
    field: /^callingCodes$/,
    message: /\+3/,
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
    defect: 'a UN member missing from the UN list (DE)',
    breakIt: (b) => {
      const un = membershipsOf(b).organisations.un;
      if (un) un.members = un.members.filter((c) => c !== 'DE');
    },
    record: /^DE \(Germany\)$/,
    field: /^memberships\.un$/,
    message: /unMember is true/,
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
);

describe('buildDataset on broken sources', () => {
  it('builds the unbroken copy, so each failure below is its defect’s doing', () => {
    expect(buildDataset(copy()).countries).toHaveLength(250);
  });

  it.each(cases)('rejects $defect, naming the record and the field', ({ breakIt, record, field, message }) => {
    const bundle = copy();
    breakIt(bundle);
    const error = failureOf(bundle);
    const matching = error.problems.filter((p: Problem) => record.test(p.record) && field.test(p.field) && message.test(p.message));
    expect(matching, JSON.stringify(error.problems, null, 2)).not.toHaveLength(0);
    for (const p of matching) expect(error.message).toContain(`${p.record}: ${p.field}: ${p.message}`);
  });

  it('reports every defect at once, not only the first', () => {
    const bundle = copy();
    bundle.population = { ...bundle.population, DE: '-5' };
    raw(bundle, 'FR').name.common = '';
    const { problems } = failureOf(bundle);
    expect(problems.map((p) => `${p.record}: ${p.field}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/DE \(Germany\): population$/), expect.stringMatching(/FR: name\.common$/)]),
    );
  });

  it('leaves the real sources untouched when a copy is broken', () => {
    expect(raw(pristine as Bundle, 'DE').borders).not.toContain('ZZZ');
    expect(pristine.population.DE).not.toBe('-5');
  });
});
