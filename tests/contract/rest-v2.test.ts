/**
 * The build's REST Countries v2 files: the calls most v2 apps make are precomputed for static
 * hosts (`all`, `alpha/{code}` by alpha-2 and alpha-3 code, `region/{region}`) in v2's record
 * format, and nothing else of v2 is (the other lookups are computed).
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { filesMatching, readJson, readText, zodOffences } from './dist.ts';
import { RestV2Record, V2_KEY_ORDER, V2_REGIONS } from './rest-v2-schema.ts';

type Record2 = Record<string, unknown> & { alpha2Code: string; alpha3Code: string; region: string; name: string };
const all = () => readJson('api/rest/v2/all.json') as Record2[];

describe('REST v2 all', () => {
  it('has one record for each of the 250 countries, ordered by name', () => {
    const records = all();
    expect(records.map((r) => r.alpha2Code).sort()).toEqual(
      builtDataset()
        .countries.map((c) => c.cca2)
        .sort(),
    );
    const collator = new Intl.Collator('en');
    const names = records.map((r) => r.name);
    expect(names.filter((name, i) => i > 0 && collator.compare(names[i - 1]!, name) > 0)).toEqual([]);
  });

  it("keys every record in v2's order, every key present", () => {
    const offenders = all().filter((r) => Object.keys(r).join() !== V2_KEY_ORDER.join());
    expect(offenders.map((r) => `${r.alpha2Code}: ${Object.keys(r).join()}`)).toEqual([]);
  });

  it("types every record as v2's interface does", () => {
    const offenders = all().flatMap((r) => {
      const result = RestV2Record.safeParse(r);
      return result.success ? [] : zodOffences(r.alpha2Code, result.error.issues, 5);
    });
    expect(offenders).toEqual([]);
  });
});

describe('REST v2 files for static hosts', () => {
  it('answers alpha/{code} by alpha-2 and alpha-3 code with the record itself, the two files alike', () => {
    const codes = builtDataset().countries.flatMap((c) => [`api/rest/v2/alpha/${c.cca2}.json`, `api/rest/v2/alpha/${c.cca3}.json`]);
    expect(filesMatching(/^api\/rest\/v2\/alpha\//).sort()).toEqual(codes.sort());
    expect(readText('api/rest/v2/alpha/DEU.json')).toBe(readText('api/rest/v2/alpha/DE.json'));
    const germany = all().find((r) => r.alpha2Code === 'DE');
    expect(readJson('api/rest/v2/alpha/DE.json')).toEqual(germany);
  });

  it('answers region/{region} for each of the six v2 regions, with its countries', () => {
    expect(filesMatching(/^api\/rest\/v2\/region\//).sort()).toEqual(V2_REGIONS.map((r) => `api/rest/v2/region/${r.toLowerCase()}.json`).sort());
    for (const region of V2_REGIONS) {
      const members = all().filter((r) => r.region === region);
      expect(readJson(`api/rest/v2/region/${region.toLowerCase()}.json`), region).toEqual(members);
    }
  });

  it('writes no other v2 file: the other lookups are computed', () => {
    expect(filesMatching(/^api\/rest\/v2\//).filter((f) => !/^api\/rest\/v2\/(all|alpha\/[A-Z]{2,3}|region\/[a-z]+)\.json$/.test(f))).toEqual([]);
  });
});
