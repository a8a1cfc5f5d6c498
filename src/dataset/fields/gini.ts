import type { GiniRow } from '../sources.ts';

/** The latest Gini figure per alpha-3 code (World Bank codes; Kosovo is XKX there), with its year and source. */
export function latestGini(rows: readonly GiniRow[]): Map<string, { value: number; year: number; source: 'worldbank' }> {
  const latest = new Map<string, { value: number; year: number; source: 'worldbank' }>();
  for (const row of rows) {
    const seen = latest.get(row.iso3);
    if (!seen || row.year > seen.year) latest.set(row.iso3, { value: row.gini, year: row.year, source: 'worldbank' });
  }
  return latest;
}
