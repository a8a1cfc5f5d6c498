import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import type { CountryData } from '../dataset/schema.ts';
import { computeStats, median } from './stats.ts';

const api = builtApi();
const { countries } = api;
const stats = computeStats(countries, api.paths);

const total = (xs: readonly number[]) => {
  let s = 0;
  for (const x of xs) s += x;
  return s;
};
/** Median by a different route than the module's: count from both ends of a sorted copy. */
const middle = (xs: readonly number[]) => {
  const s = Float64Array.from(xs).sort();
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};
/** Every country holding the extreme value. */
const holders = (items: readonly CountryData[], value: (c: CountryData) => number, pick: 'min' | 'max') => {
  const best = pick === 'min' ? Math.min(...items.map(value)) : Math.max(...items.map(value));
  return { best, codes: items.filter((c) => value(c) === best).map((c) => c.cca2) };
};

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[5], 5],
    [[9, 1, 5, 3, 7], 5],
    [[4, 1, 3, 2], 2.5],
    [[10, 20], 15],
    [[1, 1, 1, 10], 1],
    [[-3, 3], 0],
  ])('of %j is %d', (xs, expected) => {
    expect(median(xs)).toBe(expected);
  });

  it('is null for an empty list', () => {
    expect(median([])).toBeNull();
  });

  it('leaves its input unsorted', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('counts', () => {
  it('counts all 250 countries and the 193 UN members', () => {
    expect(stats.countries).toBe(250);
    expect(stats.unMembers).toBe(193);
  });

  it('counts independent and landlocked countries as recounted from the records', () => {
    expect(stats.independent).toBe(countries.filter((c) => c.independent === true).length);
    expect(stats.landlocked).toBe(countries.filter((c) => c.landlocked).length);
  });
});

describe('population', () => {
  const pops = countries.map((c) => c.population);

  it('totals and averages the populations', () => {
    expect(stats.population.total).toBe(total(pops));
    expect(stats.population.mean).toBeCloseTo(total(pops) / pops.length, 2);
    expect(stats.population.median).toBe(middle(pops));
  });

  it('names China or India as the most populous, with its population', () => {
    const { best, codes } = holders(countries, (c) => c.population, 'max');
    expect(stats.population.max).toMatchObject({ value: best, country: { cca2: codes[0] } });
    expect(['CN', 'IN']).toContain(stats.population.max?.country.cca2);
    expect(stats.population.max?.country.link).toBe(`/api/country/${stats.population.max?.country.cca2}.json`);
  });

  it('names an uninhabited country as the least populous', () => {
    const { best, codes } = holders(countries, (c) => c.population, 'min');
    expect(best).toBe(0);
    expect(codes).toContain(stats.population.min?.country.cca2);
    expect(stats.population.min?.value).toBe(0);
  });
});

describe('area', () => {
  const withArea = countries.filter((c) => c.area !== null);
  const areas = withArea.map((c) => c.area!);

  it('totals the known areas', () => {
    expect(stats.area.countriesWithArea).toBe(withArea.length);
    expect(stats.area.total).toBeCloseTo(total(areas), 2);
    expect(stats.area.mean).toBeCloseTo(total(areas) / areas.length, 2);
    expect(stats.area.median).toBe(middle(areas));
  });

  it('names Russia the largest and Vatican City the smallest', () => {
    expect(stats.area.max?.country).toMatchObject({ cca2: 'RU', name: 'Russia' });
    expect(stats.area.max?.value).toBe(Math.max(...areas));
    expect(stats.area.min?.country).toMatchObject({ cca2: 'VA', name: 'Vatican City' });
    expect(stats.area.min?.value).toBe(Math.min(...areas));
  });
});

describe('density', () => {
  const inhabited = countries.filter((c) => c.density !== null && c.population > 0);

  it('names Macau the densest', () => {
    expect(stats.density.max?.country.cca2).toBe('MO');
    expect(stats.density.max?.value).toBe(Math.max(...inhabited.map((c) => c.density!)));
  });

  it('takes the sparsest among inhabited countries only', () => {
    const { best, codes } = holders(inhabited, (c) => c.density!, 'min');
    expect(stats.density.min?.value).toBe(best);
    expect(codes).toContain(stats.density.min?.country.cca2);
    expect(countries.find((c) => c.cca2 === stats.density.min?.country.cca2)!.population).toBeGreaterThan(0);
    expect(stats.density.median).toBe(middle(inhabited.map((c) => c.density!)));
  });
});

describe('regions and subregions', () => {
  it('has one entry per region, adding up to every country, population and area', () => {
    const withRegion = countries.filter((c) => c.region);
    expect(withRegion).toHaveLength(250);
    expect(stats.regions.map((r) => r.name)).toEqual([...new Set(countries.map((c) => c.region))].sort());
    expect(total(stats.regions.map((r) => r.countries))).toBe(250);
    expect(total(stats.regions.map((r) => r.population))).toBe(total(countries.map((c) => c.population)));
    expect(total(stats.regions.map((r) => r.area))).toBeCloseTo(total(countries.map((c) => c.area ?? 0)), 1);
  });

  it('counts each region as recounted from the records', () => {
    const offenders = stats.regions.filter((r) => r.countries !== countries.filter((c) => c.region === r.name).length).map((r) => r.name);
    expect(offenders).toEqual([]);
    expect(stats.regions.find((r) => r.name === 'Europe')?.countries).toBe(52);
  });

  it('leaves Antarctica, which has no sub-region, out of the sub-region counts', () => {
    expect(countries.filter((c) => c.subregion === null).map((c) => c.cca2)).toEqual(['AQ']);
    expect(total(stats.subregions.map((s) => s.countries))).toBe(249);
    const offenders = stats.subregions.filter((s) => s.countries !== countries.filter((c) => c.subregion === s.name).length).map((s) => s.name);
    expect(offenders).toEqual([]);
  });
});

describe('languages and currencies', () => {
  it('ranks English first, with the number of countries using it', () => {
    expect(stats.languages[0]).toMatchObject({ iso639_3: 'eng', iso639_1: 'en', name: 'English' });
    expect(stats.languages[0]?.countries).toBe(countries.filter((c) => c.languages.some((l) => l.iso639_3 === 'eng')).length);
  });

  it('ranks languages and currencies by count, ties by name, counts as recounted', () => {
    const offenders: string[] = [];
    for (const [list, uses] of [
      [
        stats.languages.map((l) => ({ key: l.iso639_3, name: l.name, countries: l.countries })),
        (c: CountryData, k: string) => c.languages.some((l) => l.iso639_3 === k),
      ],
      [
        stats.currencies.map((x) => ({ key: x.code, name: x.name, countries: x.countries })),
        (c: CountryData, k: string) => c.currencies.some((x) => x.code === k),
      ],
    ] as const) {
      list.forEach((e, i) => {
        if (e.countries !== countries.filter((c) => uses(c, e.key)).length) offenders.push(`${e.key} count`);
        const prev = list[i - 1];
        if (prev && (prev.countries < e.countries || (prev.countries === e.countries && prev.name.localeCompare(e.name, 'en') > 0)))
          offenders.push(`${prev.key} before ${e.key}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('ranks the euro first among currencies', () => {
    expect(stats.currencies[0]).toMatchObject({ code: 'EUR', name: 'Euro' });
  });
});

describe('neighbours and Gini', () => {
  it('names the ten countries with most neighbours, China first', () => {
    expect(stats.mostNeighbours).toHaveLength(10);
    expect(stats.mostNeighbours[0]).toMatchObject({ cca2: 'CN', borders: countries.find((c) => c.cca2 === 'CN')!.borders.length });
    const counts = stats.mostNeighbours.map((n) => n.borders);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const tenth = counts.at(-1)!;
    expect(countries.filter((c) => c.borders.length > tenth).length).toBeLessThanOrEqual(10);
  });

  it('summarises Gini coverage and extremes with the survey year', () => {
    const withGini = countries.filter((c) => c.gini !== null);
    const values = withGini.map((c) => c.gini!.value);
    expect(stats.gini.countries).toBe(withGini.length);
    expect(stats.gini.coverage).toBeCloseTo(withGini.length / 250, 2);
    expect(stats.gini.median).toBe(middle(values));
    for (const pick of ['min', 'max'] as const) {
      const { best, codes } = holders(withGini, (c) => c.gini!.value, pick);
      const e = stats.gini[pick];
      expect(e?.value).toBe(best);
      expect(codes).toContain(e?.country.cca2);
      expect(e?.year).toBe(withGini.find((c) => c.cca2 === e?.country.cca2)!.gini!.year);
    }
    expect(stats.gini.oldestYear).toBe(Math.min(...withGini.map((c) => c.gini!.year)));
    expect(stats.gini.newestYear).toBe(Math.max(...withGini.map((c) => c.gini!.year)));
  });

  it('names South Africa the most unequal', () => {
    expect(stats.gini.max?.country.cca2).toBe('ZA');
  });
});

describe('the years and sources of the population figures', () => {
  it('says the years and sources of the populations, and of each extreme', () => {
    const dated = countries.map((c) => c.populationYear).filter((y): y is number => y !== null);
    expect(stats.population.years).toEqual({ oldest: Math.min(...dated), newest: Math.max(...dated), undated: 250 - dated.length });
    expect(Object.values(stats.population.sources).reduce((a, b) => a + b, 0)).toBe(250);
    const india = countries.find((c) => c.cca2 === stats.population.max!.country.cca2)!;
    expect(stats.population.max).toMatchObject({ year: india.populationYear, source: india.populationSource });
    expect(Object.keys(stats.sources).sort()).toEqual(['cldr', 'factbook', 'override', 'worldbank']);
  });
});

describe('indicators', () => {
  const indicator = (path: string) => stats.indicators.find((i) => i.path === path)!;
  /** The record's figure at a path, the total of a split one, recomputed here. */
  const figure = (c: CountryData, path: string) => {
    const [group, key] = path.split('.') as [string, string];
    const f =
      (c as unknown as Record<string, Record<string, { value: number; year: number | null; source: string; total?: unknown } | null>>)[group]![key] ?? null;
    return (f && 'total' in f ? f.total : f) as { value: number; year: number | null; source: string } | null;
  };
  const having = (path: string) => countries.filter((c) => figure(c, path) !== null);

  it('covers every figure of the economy, people and geography groups', () => {
    const paths = (['economy', 'people', 'geography'] as const).flatMap((g) => Object.keys(countries[0]![g]).map((k) => `${g}.${k}`));
    expect(stats.indicators.map((i) => i.path)).toEqual(paths);
    expect(paths).toContain('economy.gdpPpp');
  });

  it('totals GDP over the countries that have it', () => {
    const withGdp = having('economy.gdp');
    expect(indicator('economy.gdp').world).toMatchObject({ method: 'total', countries: withGdp.length });
    expect(indicator('economy.gdp').world!.value).toBeCloseTo(total(withGdp.map((c) => c.economy.gdp!.value)), -3);
  });

  it('says that the world GDP adds each country’s latest figure, of the years they are', () => {
    const years = having('economy.gdp').map((c) => c.economy.gdp!.year!);
    const [oldest, newest] = [Math.min(...years), Math.max(...years)];
    expect(oldest).toBeLessThan(newest);
    expect(indicator('economy.gdp').world).toMatchObject({
      years: { oldest, newest, undated: 0 },
      note: `adds each country's latest figure, of years ${oldest}–${newest}: not one year's`,
    });
  });

  it('weighs life expectancy by population, and public debt by GDP', () => {
    const life = having('people.lifeExpectancy').filter((c) => c.population > 0);
    const lifeMean = total(life.map((c) => c.people.lifeExpectancy.total!.value * c.population)) / total(life.map((c) => c.population));
    expect(indicator('people.lifeExpectancy').world).toMatchObject({ method: 'population-weighted mean', countries: life.length });
    expect(indicator('people.lifeExpectancy').world!.value).toBeCloseTo(lifeMean, 2);
    const debt = having('economy.publicDebt').filter((c) => c.economy.gdp !== null);
    const debtMean = total(debt.map((c) => c.economy.publicDebt!.value * c.economy.gdp!.value)) / total(debt.map((c) => c.economy.gdp!.value));
    expect(indicator('economy.publicDebt').world).toMatchObject({ method: 'GDP-weighted mean', countries: debt.length });
    expect(indicator('economy.publicDebt').world!.value).toBeCloseTo(debtMean, 2);
  });

  it('gives no world figure for elevations', () => {
    expect(indicator('geography.highestPoint').world).toBeNull();
    expect(indicator('geography.highestPoint').highest[0]!.country.cca2).toMatch(/^(CN|NP)$/);
  });

  it('ranks the ten highest and lowest, each with the record’s own year and source', () => {
    for (const i of stats.indicators) {
      const rows = having(i.path);
      const values = rows.map((c) => figure(c, i.path)!.value);
      expect(i.countries).toBe(rows.length);
      expect(i.highest.map((r) => r.value)).toEqual([...values].sort((a, b) => b - a).slice(0, 10));
      expect(i.lowest.map((r) => r.value)).toEqual([...values].sort((a, b) => a - b).slice(0, 10));
      expect(i.highest.map((r) => r.rank)).toEqual(i.highest.map((_, k) => k + 1));
      expect(i.lowest[0]?.rank).toBe(rows.length);
      for (const r of [...i.highest, ...i.lowest]) {
        const own = figure(
          countries.find((c) => c.cca2 === r.country.cca2)!,
          i.path,
        )!;
        expect([r.value, r.year, r.source]).toEqual([own.value, own.year, own.source]);
      }
      expect(Object.values(i.sources).reduce((a, b) => a + b, 0)).toBe(rows.length);
    }
  });
});
