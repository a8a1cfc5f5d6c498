import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { V1_KEY_ORDER } from '../../../tests/contract/rest-v1-schema.ts';
import { restV1Route } from './v1-routes.ts';
import { V1_KEYS, toRestV1, type RestV1Country } from './v1-record.ts';

const api = builtApi();
const country = (cca2: string) => api.countries.find((c) => c.cca2 === cca2)!;
const v1 = (cca2: string) => toRestV1(country(cca2));
const all = api.countries.map((c) => ({ cca2: c.cca2, record: toRestV1(c) }));

/** Every record breaking a rule, as `CC: what`. */
const offenders = (rule: (r: RestV1Country) => string | undefined) =>
  all.flatMap(({ cca2, record }) => {
    const problem = rule(record);
    return problem === undefined ? [] : [`${cca2}: ${problem}`];
  });

describe('key order', () => {
  it('is the order REST Countries v1 used', () => {
    expect(V1_KEYS).toEqual(V1_KEY_ORDER);
  });

  it('is V1_KEYS in every record', () => {
    expect(offenders((r) => (JSON.stringify(Object.keys(r)) === JSON.stringify(V1_KEYS) ? undefined : Object.keys(r).join(',')))).toEqual([]);
  });

  it('has exactly de, es, fr, ja, it as translations, in that order', () => {
    expect(offenders((r) => (Object.keys(r.translations).join() === 'de,es,fr,ja,it' ? undefined : Object.keys(r.translations).join()))).toEqual([]);
  });
});

describe('Germany', () => {
  const de = v1('DE');

  it('carries the facts in v1 types', () => {
    expect(de).toMatchObject({
      name: 'Germany',
      capital: 'Berlin',
      region: 'Europe',
      subregion: 'Western Europe',
      demonym: 'German',
      nativeName: 'Deutschland',
      callingCodes: ['49'],
      topLevelDomain: ['.de'],
      alpha2Code: 'DE',
      alpha3Code: 'DEU',
      currencies: ['EUR'],
      languages: ['de'],
      timezones: ['UTC+01:00'],
    });
  });

  it('names Germany in the five v1 languages', () => {
    expect(de.translations).toEqual({ de: 'Deutschland', es: 'Alemania', fr: 'Allemagne', ja: 'ドイツ', it: 'Germania' });
  });

  it('lists its nine neighbours by alpha-3 code', () => {
    expect([...de.borders].sort()).toEqual(['AUT', 'BEL', 'CHE', 'CZE', 'DNK', 'FRA', 'LUX', 'NLD', 'POL']);
  });
});

describe('v1 conventions', () => {
  it('writes a zero offset as "UTC"', () => {
    expect(v1('IS').timezones).toEqual(['UTC']);
    expect(offenders((r) => (r.timezones.some((t) => /^UTC[+-]00:00$/.test(t)) ? r.timezones.join() : undefined))).toEqual([]);
  });

  it('keeps other offsets as UTC±hh:mm', () => {
    expect(v1('IN').timezones).toEqual(['UTC+05:30']);
    expect(offenders((r) => r.timezones.find((t) => !/^UTC([+-]\d{2}:\d{2})?$/.test(t)))).toEqual([]);
  });

  it('gives Antarctica the region "Polar", an empty sub-region and an empty capital', () => {
    expect(v1('AQ')).toMatchObject({ region: 'Polar', subregion: '', capital: '' });
  });

  it('keeps UN M49 regions for every other country', () => {
    const regions = new Set(['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
    expect(offenders((r) => (r.name === 'Antarctica' || regions.has(r.region) ? undefined : r.region))).toEqual([]);
  });

  it('writes calling codes as digits without "+", NANP members as "1"', () => {
    expect(v1('US').callingCodes).toEqual(['1']);
    expect(v1('JM').callingCodes).toEqual(['1']);
    expect(v1('PR').callingCodes).toEqual(['1']);
    expect(offenders((r) => r.callingCodes.find((c) => !/^\d+$/.test(c)))).toEqual([]);
  });

  it('has v1 types in every record', () => {
    const problems = offenders((r) => {
      if (typeof r.capital !== 'string') return 'capital';
      if (!Number.isInteger(r.population)) return 'population';
      if (r.latlng.length !== 2 || r.latlng.some((x) => typeof x !== 'number')) return 'latlng';
      if (r.area !== null && typeof r.area !== 'number') return 'area';
      if (r.gini !== null && typeof r.gini !== 'number') return 'gini';
      if (typeof r.nativeName !== 'string' || !r.nativeName) return 'nativeName';
      if (r.borders.some((b) => !/^[A-Z]{3}$/.test(b))) return 'borders';
      if (r.topLevelDomain.some((t) => !/^\.\S+$/.test(t))) return 'topLevelDomain';
      if (r.currencies.some((c) => !/^[A-Z]{3}$/.test(c))) return 'currencies';
      if (r.languages.some((l) => !/^[a-z]{2}$/.test(l))) return 'languages';
      if (Object.values(r.translations).some((t) => t !== null && typeof t !== 'string')) return 'translations';
      return undefined;
    });
    expect(problems).toEqual([]);
  });
});

describe('relevance', () => {
  it.each([
    ['CN', '5.1'],
    ['DE', '4.5'],
    ['VA', '1.5'],
    ['BV', '0'],
  ])('is the documented example for %s: %s', (cca2, expected) => {
    expect(v1(cca2).relevance).toBe(expected);
  });

  it('is a numeric string: half the order of magnitude of the population, plus 0.5 for UN members, to one decimal', () => {
    const problems = api.countries.flatMap((c) => {
      const r = toRestV1(c).relevance;
      const rule = Math.log10(c.population + 1) / 2 + (c.unMember ? 0.5 : 0);
      return /^\d+(\.\d)?$/.test(r) && Math.abs(Number(r) - rule) <= 0.05 + 1e-9 ? [] : [`${c.cca2}: ${r} vs ${rule}`];
    });
    expect(problems).toEqual([]);
  });

  it('ranks a UN member above a non-member of the same population', () => {
    const member = toRestV1({ ...country('DE'), unMember: true }).relevance;
    const other = toRestV1({ ...country('DE'), unMember: false }).relevance;
    expect(Number(member) - Number(other)).toBeCloseTo(0.5, 5);
  });
});

describe('the /rest/v1/all answer', () => {
  const body = restV1Route.answer(api, {}).body as unknown as RestV1Country[];

  it('has every country, ordered by name', () => {
    expect(body).toHaveLength(250);
    const names = body.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
