/**
 * The rules across records, each on the few records it is about (copies of the unit layer's
 * dataset): every offender named with its record and field.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import {
  borderProblems,
  duplicateCodeProblems,
  duplicateMapProblems,
  membershipAgreementProblems,
  nameSpellingProblems,
  sharedNameProblems,
} from './checks.ts';
import type { CountryData } from './schema.ts';

const dataset = builtDataset().countries;
/** Copies of these countries' records, to break. */
const records = (...codes: string[]): CountryData[] =>
  codes.map((code) => {
    const found = dataset.find((c) => c.cca2 === code);
    if (!found) throw new Error(`no ${code} in the dataset`);
    return structuredClone(found);
  });
const said = (problems: readonly { record: string; field: string; message: string }[]) => problems.map((p) => `${p.record}: ${p.field}: ${p.message}`);

describe('borderProblems', () => {
  it('names a border code no record has', () => {
    const [de, at] = records('DE', 'AT');
    de!.borders = ['AUT', 'ZZZ'];
    at!.borders = ['DEU'];
    expect(said(borderProblems([de!, at!]))).toEqual(["DE (Germany): borders[1]: unknown country code 'ZZZ'"]);
  });

  it('names a border the neighbour does not list back', () => {
    const [de, at] = records('DE', 'AT');
    de!.borders = ['AUT'];
    at!.borders = [];
    expect(said(borderProblems([de!, at!]))).toEqual(['DE (Germany): borders[0]: AUT does not list DEU back (borders must be symmetric)']);
  });

  it('names a country bordering itself, and a border given twice', () => {
    const [de] = records('DE');
    de!.borders = ['DEU', 'DEU'];
    expect(said(borderProblems([de!]))).toEqual([
      'DE (Germany): borders[0]: a country cannot border itself',
      'DE (Germany): borders[1]: a country cannot border itself',
      'DE (Germany): borders: duplicate border code',
    ]);
  });
});

describe('duplicateCodeProblems', () => {
  it('names the second record with a code the first has, for each kind of code', () => {
    const [de, is] = records('DE', 'IS');
    is!.cca3 = 'DEU';
    is!.ccn3 = '276';
    expect(said(duplicateCodeProblems([de!, is!]))).toEqual([
      "IS (Iceland): cca3: duplicate code 'DEU', also used by DE (Germany)",
      "IS (Iceland): ccn3: duplicate code '276', also used by DE (Germany)",
    ]);
  });

  it('lets records without a code (null) be many', () => {
    const [xk, aq] = records('XK', 'AQ');
    for (const c of [xk!, aq!]) Object.assign(c, { ccn3: null, cioc: null });
    expect(duplicateCodeProblems([xk!, aq!])).toEqual([]);
  });
});

describe('duplicateMapProblems', () => {
  it('names the second country on one OpenStreetMap object', () => {
    const [de, fr] = records('DE', 'FR');
    fr!.maps.openStreetMaps = de!.maps.openStreetMaps;
    expect(said(duplicateMapProblems([de!, fr!]))).toEqual([`FR (France): maps.openStreetMaps: ${de!.maps.openStreetMaps} is also DE (Germany)'s map`]);
  });
});

describe('membershipAgreementProblems', () => {
  it('names a UN member the memberships file does not list, and a listed non-member', () => {
    const [de, va] = records('DE', 'VA');
    de!.memberships.un = false;
    va!.memberships.un = true;
    expect(said(membershipAgreementProblems([de!, va!]))).toEqual([
      'DE (Germany): memberships.un: data/memberships.json does not list it as a UN member, but unMember is true',
      'VA (Vatican City): memberships.un: data/memberships.json lists it as a UN member, but unMember is false',
    ]);
  });
});

describe('sharedNameProblems', () => {
  it('names a name copied onto another country in one language, unless both are allowed to share it', () => {
    const [tj, tz] = records('TJ', 'TZ');
    tz!.translations.hun = { ...tj!.translations.hun! };
    const { common, official } = tj!.translations.hun!;
    expect(said(sharedNameProblems([tj!, tz!])).map((p) => p.replace(/: a name copied.*/, ''))).toEqual([
      `TZ (Tanzania): translations.hun.common: '${common}' is also TJ (Tajikistan)'s translations.hun.common`,
      `TZ (Tanzania): translations.hun.official: '${official}' is also TJ (Tajikistan)'s translations.hun.official`,
    ]);
    const allowed = [common, official].map((name) => ({ language: 'hun', name, countries: ['TJ', 'TZ'], reason: 'a test' }));
    expect(sharedNameProblems([tj!, tz!], allowed)).toEqual([]);
  });

  it('lets one country have the same common and official name', () => {
    const [de] = records('DE');
    de!.name.official = de!.name.common;
    expect(sharedNameProblems([de!])).toEqual([]);
  });
});

describe('nameSpellingProblems', () => {
  it('names a capital letter inside a word, unless the language spells it so', () => {
    const [ci] = records('CI');
    ci!.translations.pol = { common: 'WybrzeŻe Kości Słoniowej', official: 'Republika WybrzeŻa Kości Słoniowej' };
    expect(said(nameSpellingProblems([ci!])).map((p) => p.replace(/: a case-folding.*/, ''))).toEqual([
      "CI (Ivory Coast): translations.pol.common: 'WybrzeŻe' has a capital letter inside a word",
      "CI (Ivory Coast): translations.pol.official: 'WybrzeŻa' has a capital letter inside a word",
    ]);
    expect(nameSpellingProblems([ci!], [{ word: /^WybrzeŻ[ea]$/u, reason: 'a test' }])).toEqual([]);
  });

  it('names an official name cut short to a part of the common name, unless it is listed as right', () => {
    const [gf] = records('GF');
    gf!.name.official = 'Guiana';
    expect(said(nameSpellingProblems([gf!])).map((p) => p.replace(/: an official name cut short.*/, ''))).toEqual([
      "GF (French Guiana): name.official: 'Guiana' is a part of the common name 'French Guiana'",
    ]);
    expect(nameSpellingProblems([gf!], undefined, { GF: 'a test' })).toEqual([]);
  });
});
