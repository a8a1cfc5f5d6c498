/**
 * @module
 * The World Bank's indicators API (v2, JSON), as `npm run refresh` reads it: each indicator the
 * dataset uses, the URL of each page of its figures, and the CSV of data/ the figures become
 * (`iso3,year,<column>`, by code then year; aggregates kept, as the build filters them).
 */
import { z } from 'zod';

export interface Indicator {
  readonly id: string;
  readonly file: string;
  readonly column: string;
}

export const INDICATORS: readonly Indicator[] = [
  { id: 'SP.POP.TOTL', file: 'worldbank-population.csv', column: 'population' },
  { id: 'NY.GDP.MKTP.CD', file: 'worldbank-gdp.csv', column: 'gdp' },
  { id: 'SI.POV.GINI', file: 'worldbank-gini.csv', column: 'gini' },
];

/** One page of every economy's figures of an indicator, from 1960 on. */
export const worldBankUrl = (indicator: string, page: number) =>
  `https://api.worldbank.org/v2/country/all/indicator/${indicator}?format=json&per_page=20000&date=1960:2100&page=${page}`;

const Page = z.tuple([
  z.object({ page: z.coerce.number().int(), pages: z.coerce.number().int(), lastupdated: z.string().optional() }),
  z
    .array(z.object({ indicator: z.object({ id: z.string() }), countryiso3code: z.string(), date: z.string().regex(/^\d{4}$/), value: z.number().nullable() }))
    .nullable(),
]);

export interface Figure {
  readonly iso3: string;
  readonly year: number;
  readonly value: number;
}

/** A page's figures (those with a value and an ISO code), how many pages there are, and when the World Bank last updated the indicator. */
export function readWorldBankPage(text: string, indicator: string): { pages: number; lastUpdated?: string; figures: Figure[] } {
  const parsed = Page.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`World Bank ${indicator}: not a page of the indicators API (${z.prettifyError(parsed.error).split('\n')[0]})`);
  const [meta, rows] = parsed.data;
  const figures = (rows ?? []).flatMap((r) => {
    if (r.indicator.id !== indicator) throw new Error(`World Bank ${indicator}: a row of ${r.indicator.id}`);
    return r.value === null || !/^[A-Z]{3}$/.test(r.countryiso3code) ? [] : [{ iso3: r.countryiso3code, year: Number(r.date), value: r.value }];
  });
  return { pages: meta.pages, ...(meta.lastupdated ? { lastUpdated: meta.lastupdated } : {}), figures };
}

/** The CSV of data/ the figures make. */
export function worldBankCsv(column: string, figures: readonly Figure[]): string {
  const sorted = [...figures].sort((a, b) => (a.iso3 < b.iso3 ? -1 : a.iso3 > b.iso3 ? 1 : a.year - b.year));
  return `iso3,year,${column}\n${sorted.map((f) => `${f.iso3},${f.year},${f.value}`).join('\n')}\n`;
}
