/**
 * @module
 * Rules that span records: unique codes and a border relation that is closed and symmetric.
 * Each returns every offender, so one run shows them all.
 */
import type { CountryData } from './schema.ts';
import type { Problem } from './problems.ts';

const label = (c: CountryData) => `${c.cca2} (${c.name.common})`;

export function duplicateCodeProblems(countries: readonly CountryData[]): Problem[] {
  const problems: Problem[] = [];
  for (const field of ['cca2', 'cca3', 'ccn3', 'cioc'] as const) {
    const seen = new Map<string, CountryData>();
    for (const c of countries) {
      const code = c[field];
      if (code === null) continue;
      const first = seen.get(code);
      if (first) problems.push({ record: label(c), field, message: `duplicate code '${code}', also used by ${label(first)}` });
      else seen.set(code, c);
    }
  }
  return problems;
}

export function borderProblems(countries: readonly CountryData[]): Problem[] {
  const byCca3 = new Map(countries.map((c) => [c.cca3, c]));
  const problems: Problem[] = [];
  for (const c of countries) {
    c.borders.forEach((code, i) => {
      const other = byCca3.get(code);
      if (!other) problems.push({ record: label(c), field: `borders[${i}]`, message: `unknown country code '${code}'` });
      else if (other === c) problems.push({ record: label(c), field: `borders[${i}]`, message: 'a country cannot border itself' });
      else if (!other.borders.includes(c.cca3))
        problems.push({ record: label(c), field: `borders[${i}]`, message: `${code} does not list ${c.cca3} back (borders must be symmetric)` });
    });
    if (new Set(c.borders).size !== c.borders.length) problems.push({ record: label(c), field: 'borders', message: 'duplicate border code' });
  }
  return problems;
}
