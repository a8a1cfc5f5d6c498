/**
 * Land borders: one file per country, symmetric, the same in the borders files and in the
 * country records, empty (but not an error) for islands.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { filesMatching, readJson } from './dist.ts';

interface BordersBody {
  status?: unknown;
  error?: unknown;
  country: { cca2: string; cca3: string };
  count: number;
  data: { cca2: string; cca3: string }[];
}

const bordersOf = (cca2: string) => readJson(`api/borders/${cca2}.json`) as BordersBody;

/** cca3 → the cca3 codes of its neighbours, from every borders file. */
function neighboursByFile(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const path of filesMatching(/^api\/borders\/[^/]+\.json$/)) {
    const body = readJson(path) as BordersBody;
    map.set(
      body.country.cca3,
      body.data.map((n) => n.cca3),
    );
  }
  return map;
}

describe('borders', () => {
  it('have one file per country, about that country', () => {
    const files = filesMatching(/^api\/borders\/[^/]+\.json$/);
    expect(files.map((f) => f.slice('api/borders/'.length, -'.json'.length)).sort()).toEqual(
      builtDataset()
        .countries.map((c) => c.cca2)
        .sort(),
    );
    const offenders = files.filter((f) => `api/borders/${(readJson(f) as BordersBody).country.cca2}.json` !== f);
    expect(offenders).toEqual([]);
  });

  it('are symmetric: when A borders B, B borders A', () => {
    const map = neighboursByFile();
    const offenders = [...map].flatMap(([code, neighbours]) =>
      neighbours.filter((n) => !(map.get(n) ?? []).includes(code)).map((n) => `${code} lists ${n}, ${n} does not list ${code}`),
    );
    expect(offenders).toEqual([]);
  });

  it('list the same neighbours as the country records', () => {
    const map = neighboursByFile();
    const offenders = builtDataset().countries.flatMap((c) => {
      const record = readJson(`api/country/${c.cca2}.json`) as { borders: string[] };
      const fromFile = [...(map.get(c.cca3) ?? [])].sort().join(',');
      const fromRecord = [...record.borders].sort().join(',');
      return fromFile === fromRecord ? [] : [`${c.cca2}: borders file ${fromFile || '-'}, record ${fromRecord || '-'}`];
    });
    expect(offenders).toEqual([]);
  });

  it.each(['JP', 'IS', 'AU'])('of the island %s are an empty list in a normal answer, not an error', (cca2) => {
    const body = bordersOf(cca2);
    expect(body.status).toBeUndefined();
    expect(body.error).toBeUndefined();
    expect(body.country.cca2).toBe(cca2);
    expect(body.count).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('of Germany are its nine real neighbours', () => {
    const codes = bordersOf('DE')
      .data.map((n) => n.cca3)
      .sort();
    expect(codes).toEqual(['AUT', 'BEL', 'CHE', 'CZE', 'DNK', 'FRA', 'LUX', 'NLD', 'POL']);
  });
});
