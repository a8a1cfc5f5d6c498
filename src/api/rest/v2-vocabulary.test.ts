/**
 * data/rest-countries-v2.json against REST Countries' own v2 data, read here as plain JSON: every
 * country's v2 name, region and sub-region are v2's but where the file says why not, and each of
 * the 13 regional blocs has v2's words and v2's members, but for the differences the file lists
 * (our memberships, v2's errors), no more and no fewer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import vocabulary from '../../../data/rest-countries-v2.json' with { type: 'json' };
import { builtApi } from '../../../tests/helpers.ts';
import { REGIONAL_BLOCS, v2Classification, v2FormerNames, v2Name, v2RegionalBlocs } from './v2-vocabulary.ts';

interface V2Bloc {
  acronym: string;
  name: string;
  otherAcronyms?: string[];
  otherNames?: string[];
}
interface V2 {
  alpha2Code: string;
  name: string;
  region: string;
  subregion: string;
  regionalBlocs?: V2Bloc[];
}
const v2 = JSON.parse(readFileSync('data/restcountries/countriesV2.json', 'utf8')) as V2[];
const api = builtApi();
const country = (cca2: string) => api.byCode.get(cca2)!;
const renamed: Record<string, { v2: string }> = vocabulary.names.renamed.countries;
const departures: Record<string, { v2: string[] }> = vocabulary.classification.departures.countries;
type BlocData = V2Bloc & { v2Only?: string[]; oursOnly?: string[]; membership?: string };
const blocData: BlocData[] = vocabulary.regionalBlocs.blocs;

describe("REST Countries v2's vocabulary", () => {
  it("gives every country v2's name, or its new name where the file says v2 kept an old one", () => {
    const differ = v2.flatMap((r) => {
      const c = country(r.alpha2Code);
      const expected = renamed[r.alpha2Code]?.v2 === r.name ? c.name.common : r.name;
      return v2Name(c) === expected ? [] : [`${r.alpha2Code}: ${v2Name(c)}, v2 ${r.name}`];
    });
    expect(differ).toEqual([]);
  });

  it('lists no name our common name already is, and still finds a renamed country by its v2 name', () => {
    const stale = Object.entries(vocabulary.names.countries).filter(([cca2, name]) => country(cca2).name.common === name);
    expect(stale).toEqual([]);
    expect(v2FormerNames(country('SZ'))).toEqual(['Swaziland']);
    expect(Object.keys(renamed).sort()).toEqual(['CZ', 'SZ', 'TR']);
  });

  it("gives every country v2's region and sub-region, but where the file says why not", () => {
    const differ = v2.flatMap((r) => {
      const ours = v2Classification(country(r.alpha2Code));
      const theirs = departures[r.alpha2Code]?.v2 ?? [ours.region, ours.subregion];
      const same = theirs[0] === r.region && theirs[1] === r.subregion;
      return same ? [] : [`${r.alpha2Code}: ${ours.region}/${ours.subregion}, v2 ${r.region}/${r.subregion}`];
    });
    expect(differ).toEqual([]);
    expect(new Set(api.countries.map((c) => v2Classification(c).region))).toEqual(new Set(['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Polar']));
  });

  it("has v2's 13 blocs in its documentation's order, with v2's acronyms and names (a stray comma left out)", () => {
    const theirs = new Map(v2.flatMap((r) => r.regionalBlocs ?? []).map((b) => [b.acronym, b]));
    expect(REGIONAL_BLOCS.map((b) => b.acronym)).toEqual([
      'AU',
      'EU',
      'AL',
      'CARICOM',
      'USAN',
      'ASEAN',
      'SAARC',
      'CAIS',
      'CEFTA',
      'EEU',
      'PA',
      'EFTA',
      'NAFTA',
    ]);
    for (const bloc of REGIONAL_BLOCS) {
      const v2Bloc = theirs.get(bloc.acronym)!;
      expect(bloc, bloc.acronym).toEqual({ ...v2Bloc, ...(v2Bloc.otherNames ? { otherNames: v2Bloc.otherNames.map((n) => n.replace(/,$/, '')) } : {}) });
    }
    expect(theirs.size).toBe(13);
  });

  it("has v2's members in each bloc, but for the differences the file lists with their reason", () => {
    for (const bloc of blocData) {
      const theirs = new Set(v2.filter((r) => r.regionalBlocs?.some((b) => b.acronym === bloc.acronym)).map((r) => r.alpha2Code));
      const ours = new Set(api.countries.filter((c) => v2RegionalBlocs(c).some((b) => b.acronym === bloc.acronym)).map((c) => c.cca2));
      expect([...theirs].filter((m) => !ours.has(m)).sort(), `${bloc.acronym}: v2's members we leave out`).toEqual(bloc.v2Only ?? []);
      expect([...ours].filter((m) => !theirs.has(m)).sort(), `${bloc.acronym}: our members v2 left out`).toEqual(bloc.oursOnly ?? []);
    }
  });

  it('takes the members of the African Union, the European Union, the Arab League and ASEAN from our memberships', () => {
    const members = (acronym: string) => api.countries.filter((c) => v2RegionalBlocs(c).some((b) => b.acronym === acronym)).map((c) => c.cca2);
    const byOrganisation = (id: string) => api.organisations.find((o) => o.id === id)!.members;
    expect(blocData.filter((b) => b.membership).map((b) => [b.acronym, b.membership])).toEqual([
      ['AU', 'africanUnion'],
      ['EU', 'eu'],
      ['AL', 'arabLeague'],
      ['ASEAN', 'asean'],
    ]);
    for (const bloc of blocData.filter((b) => b.membership))
      expect(members(bloc.acronym).sort(), bloc.acronym).toEqual([...byOrganisation(bloc.membership!)].sort());
    expect(members('EU')).toHaveLength(27);
  });

  it('gives every correction a reason', () => {
    expect(blocData.filter((b) => (b.v2Only || b.oursOnly) && !('reason' in b)).map((b) => b.acronym)).toEqual([]);
  });
});
