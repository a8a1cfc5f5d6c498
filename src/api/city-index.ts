/**
 * @module
 * The cities of the dataset as the API looks them up: a country's, largest first; one by its
 * GeoNames id; and by name, GeoNames' own before its other names. Built on first use, not with
 * the API: a server's core reads the cities from the dataset file only when a route asks for
 * them (src/server/node/core-dataset-fs.ts), and most answers never do.
 */
import type { CapitalJoin, CityData, CitySet } from '../dataset/city-schema.ts';
import { compactKey } from '../lib/text-fold.ts';

/** The order in which `name` is matched; the first tier with a match decides. */
export const CITY_NAME_TIERS = ['name', 'otherName'] as const;

export interface CityIndex {
  /** The source's package and edition; null in tests that give no cities. */
  source(): CitySet['source'] | null;
  /** A country's cities by its alpha-2 code, largest first (none for a country without). */
  inCountry(cca2: string): readonly CityData[];
  byId(geonameid: number): CityData | undefined;
  /** Every city, by country, largest first within each. */
  all(): readonly CityData[];
  /** The cities a name stands for in the first tier that has it, largest first. */
  named(name: string): readonly CityData[];
  /** How each capital of a country's record was joined to its city, by alpha-2 code. */
  capitalsOf(cca2: string): readonly CapitalJoin[];
}

/**
 * The key two city names are the same by: letters and digits alone, lower case, without marks
 * (`Saint-Étienne` is `Saint Etienne`), as {@link compactKey}; plain ASCII skips the Unicode
 * normalisation, which is most of the cost over the 300,000 names.
 */
export function cityKey(name: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(name) ? name.toLowerCase().replace(/[^a-z0-9]+/g, '') : compactKey(name);
}

/** The name tiers' indexes: most of the index's cost (a second over 300,000 names on a busy machine), built only for a name. */
function nameTiers(data: readonly CityData[]): readonly ReadonlyMap<string, readonly CityData[]>[] {
  const tiers = CITY_NAME_TIERS.map(() => new Map<string, CityData[]>());
  const add = (tier: Map<string, CityData[]>, name: string, city: CityData) => {
    const key = cityKey(name);
    if (!key) return;
    const list = tier.get(key);
    if (!list) tier.set(key, [city]);
    else if (list.at(-1) !== city) list.push(city);
  };
  for (const city of data) {
    add(tiers[0]!, city.name, city);
    for (const other of city.otherNames) add(tiers[1]!, other, city);
  }
  const largestFirst = (a: CityData, b: CityData) => b.population - a.population || a.geonameid - b.geonameid;
  for (const tier of tiers) for (const list of tier.values()) if (list.length > 1) list.sort(largestFirst);
  return tiers;
}

/** A value computed on first use. */
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

export function createCityIndex(set: CitySet | undefined): CityIndex {
  // The dataset keeps them by country, largest first already.
  const byCountry = once(() => Map.groupBy(set?.data ?? [], (c) => c.country));
  const byId = once(() => new Map((set?.data ?? []).map((c) => [c.geonameid, c])));
  const tiers = once(() => nameTiers(set?.data ?? []));
  const capitals = once(() => Map.groupBy(set?.capitals ?? [], (j) => j.country));
  return {
    source: () => set?.source ?? null,
    inCountry: (cca2) => byCountry().get(cca2) ?? [],
    byId: (id) => byId().get(id),
    all: () => set?.data ?? [],
    named(name) {
      const key = cityKey(name);
      for (const tier of tiers()) {
        const found = tier.get(key);
        if (found) return found;
      }
      return [];
    },
    capitalsOf: (cca2) => capitals().get(cca2) ?? [],
  };
}
