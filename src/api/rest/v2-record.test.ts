/**
 * Our v2 records have REST Countries v2's shape: the keys in the order its domain classes declare
 * them (its BaseCountry's, then its Country's: tests/contract/rest-v2-schema.ts), the JSON types of its own data file
 * (data/restcountries/countriesV2.json) at every path, with none of that file's typos; and values
 * worked out by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { createPaths } from '../paths.ts';
import { toRestV2 } from './v2-record.ts';
import { V2_KEY_ORDER } from '../../../tests/contract/rest-v2-schema.ts';

const api = builtApi();
const reference = JSON.parse(readFileSync('data/restcountries/countriesV2.json', 'utf8')) as unknown[];
const ours = api.countries.map((c) => toRestV2(c, api.paths));
const record = (cca2: string) => ours.find((r) => r.alpha2Code === cca2)!;

/** Every path of the records and the JSON types found there (translations by key: v2's data has more languages than v2's class kept). */
function typesOf(records: readonly unknown[]): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  const walk = (value: unknown, path: string) => {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'number' : typeof value;
    types.set(path, (types.get(path) ?? new Set()).add(type));
    if (Array.isArray(value)) value.forEach((item) => walk(item, `${path}[]`));
    else if (type === 'object') Object.entries(value as object).forEach(([k, item]) => walk(item, path ? `${path}.${k}` : k));
  };
  records.forEach((r) => walk(r, ''));
  return types;
}

describe('the v2 record', () => {
  it('keys every record in v2\'s order, every key present (cioc "" where there is none, as in v2\'s data)', () => {
    const offenders = ours.filter((r) => Object.keys(r).join() !== V2_KEY_ORDER.join());
    expect(offenders.map((r) => `${r.alpha2Code}: ${Object.keys(r).join()}`)).toEqual([]);
    expect([record('GL').cioc, record('FO').cioc]).toEqual(['', '']);
  });

  it("has only paths and types v2's data has (area and a translation also null, as v2's class allowed)", () => {
    const theirs = typesOf(reference);
    for (const path of ['area', 'translations.br']) theirs.get(path)!.add('null');
    const offences = [...typesOf(ours)].flatMap(([path, types]) =>
      [...types].filter((t) => !theirs.get(path)?.has(t)).map((t) => `${path || '(record)'}: ${t}`),
    );
    expect(offences).toEqual([]);
  });

  it('keeps none of the typos of v2’s data: calling codes are digits, numeric codes strings, language keys iso639_1, every record independent or not', () => {
    expect(ours.filter((r) => r.callingCodes.some((code) => !/^\d+$/.test(code))).map((r) => r.alpha2Code)).toEqual([]);
    expect(ours.filter((r) => typeof r.numericCode !== 'string' || !/^(\d{3})?$/.test(r.numericCode)).map((r) => r.alpha2Code)).toEqual([]);
    expect(ours.flatMap((r) => r.languages.flatMap((l) => Object.keys(l).filter((k) => !['iso639_1', 'iso639_2', 'name', 'nativeName'].includes(k))))).toEqual(
      [],
    );
    expect(ours.filter((r) => typeof r.independent !== 'boolean')).toEqual([]);
    expect(record('VI').callingCodes).toEqual(['1']);
  });

  it('gives every record its borders, [] for an island', () => {
    expect(ours.filter((r) => !Array.isArray(r.borders))).toEqual([]);
    expect(record('IS').borders).toEqual([]);
    expect(record('DE').borders).toEqual(['AUT', 'BEL', 'CHE', 'CZE', 'DNK', 'FRA', 'LUX', 'NLD', 'POL']);
  });

  it("uses v2's names and classification", () => {
    expect([record('US').name, record('KR').name, record('RU').name, record('SZ').name]).toEqual([
      'United States of America',
      'Korea (Republic of)',
      'Russian Federation',
      'Eswatini',
    ]);
    expect([record('DE').region, record('DE').subregion]).toEqual(['Europe', 'Central Europe']);
    expect([record('TH').subregion, record('US').subregion, record('AQ').region, record('AQ').subregion]).toEqual([
      'South-Eastern Asia',
      'Northern America',
      'Polar',
      '',
    ]);
  });

  it('writes the flags absolute on the origin it is given', () => {
    const de = toRestV2(api.byCode.get('DE')!, createPaths({ siteUrl: 'https://countries.example', basePath: '' }));
    expect([de.flag, de.flags]).toEqual([
      'https://countries.example/flags/DE.svg',
      { svg: 'https://countries.example/flags/DE.svg', png: 'https://countries.example/flags/DE.png' },
    ]);
  });

  it('writes languages as v2 did, leaving out a 639-1 code or a native name we do not know', () => {
    expect(record('DE').languages).toEqual([{ iso639_1: 'de', iso639_2: 'deu', name: 'German', nativeName: 'Deutsch' }]);
    expect(record('AF').languages.find((l) => l.iso639_2 === 'prs')).toEqual({ iso639_2: 'prs', name: 'Dari' });
  });

  it("has v2's eleven translations, null where we have none (Breton)", () => {
    const { translations } = record('CO');
    expect(Object.keys(translations)).toEqual(['br', 'pt', 'nl', 'hr', 'fa', 'de', 'es', 'fr', 'ja', 'it', 'hu']);
    expect(translations).toMatchObject({ br: null, pt: 'Colômbia', de: 'Kolumbien', es: 'Colombia', fr: 'Colombie', ja: 'コロンビア', it: 'Colombia' });
  });

  it('writes a zero offset as UTC, Kosovo with no numeric code and not independent, Germany with its IOC code', () => {
    expect(record('GB').timezones).toContain('UTC');
    expect([record('XK').numericCode, record('XK').independent]).toEqual(['', false]);
    expect(record('DE').cioc).toBe('GER');
  });

  it('lists the regional blocs of a country', () => {
    expect(record('CO').regionalBlocs.map((b) => b.acronym)).toEqual(['USAN', 'PA']);
    expect(record('DM').regionalBlocs.map((b) => b.acronym)).toEqual(['CARICOM']);
    expect(record('DO').regionalBlocs.map((b) => b.acronym)).toEqual(['CAIS']);
    expect(record('US').regionalBlocs).toEqual([{ acronym: 'NAFTA', name: 'North American Free Trade Agreement', otherNames: expect.any(Array) as unknown }]);
  });
});
