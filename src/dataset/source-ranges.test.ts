/**
 * A documented range is the range the data has: the years the sources table (meta.sources, the
 * README) and data/README.md give for the World Bank series are the first and last of the files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { describeSources } from './sources-fs.ts';

function yearRange(file: string): string {
  const rows = parse<{ year: string }>(readFileSync(file, 'utf8'), { columns: true });
  const years = rows.map((r) => Number(r.year));
  return `${Math.min(...years)}–${Math.max(...years)}`;
}

const dataReadme = readFileSync('data/README.md', 'utf8');

describe.each([
  ['data/worldbank-gdp.csv', 'NY.GDP.MKTP.CD', 'worldbank-gdp.csv'],
  ['data/worldbank-population.csv', 'SP.POP.TOTL', 'worldbank-population.csv'],
])('%s', (file, indicator, row) => {
  const range = yearRange(file);

  it('is described with the years it holds in the sources table', () => {
    const source = describeSources().find((s) => s.name.includes(indicator))!;
    expect(source.version).toContain(`years ${range}`);
  });

  it('is described with the years it holds in data/README.md', () => {
    const line = dataReadme.split('\n').find((l) => l.startsWith(`| \`${row}\``))!;
    expect(line).toContain(range);
    expect(line.match(/\b(19|20)\d{2}–(19|20)\d{2}\b/g)).toEqual([range]);
  });
});
