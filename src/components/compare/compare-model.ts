/**
 * @module
 * The comparison's logic, shared by the page's script and its tests: which countries the
 * URL asks for, the rows of the table and which of them differ. No DOM and no heavy imports,
 * since it ships to the browser.
 */
import type { Country } from '../../dataset/schema.ts';
import { formatArea, formatDensity, NONE } from '../format.ts';
import { formatInteger } from '../../lib/number-format.ts';

export const MIN_COUNTRIES = 2;
export const MAX_COUNTRIES = 4;

/**
 * The alpha-2 codes a query asks for: `?c=DE,FR` (the shareable form) or `?c=DE&c=FR`
 * (what the picker form submits without JavaScript); case-insensitive, unknown codes and
 * repeats dropped, at most four.
 */
export function parseSelection(search: string, known: ReadonlySet<string>): string[] {
  const codes = new URLSearchParams(search)
    .getAll('c')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => known.has(v));
  return [...new Set(codes)].slice(0, MAX_COUNTRIES);
}

/** The query of a selection, commas left readable: `?c=DE,FR`; empty for none. */
export const selectionQuery = (codes: readonly string[]): string => (codes.length ? `?c=${codes.join(',')}` : '');

export interface Cell {
  text: string;
  /** For numeric rows: the value compared to find the highest and lowest. */
  number?: number | null;
}

interface RowSpec {
  label: string;
  cell(c: Country): Cell;
  /** Rows that tell countries apart by definition (their codes) are not "differences". */
  identity?: boolean;
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : NONE);
const yesNo = (v: boolean | null) => (v === null ? 'disputed' : v ? 'yes' : 'no');
const num = (value: number | null, text: string): Cell => ({ text, number: value });

export const ROWS: readonly RowSpec[] = [
  { label: 'Codes', identity: true, cell: (c) => ({ text: [c.cca2, c.cca3, c.ccn3 ?? NONE].join(' · ') }) },
  { label: 'Official name', identity: true, cell: (c) => ({ text: c.name.official }) },
  { label: 'Capital', cell: (c) => ({ text: list(c.capital) }) },
  { label: 'Region', cell: (c) => ({ text: c.region }) },
  { label: 'Sub-region', cell: (c) => ({ text: c.subregion ?? NONE }) },
  { label: 'Population', cell: (c) => num(c.population, formatInteger(c.population)) },
  { label: 'Area', cell: (c) => num(c.area, formatArea(c.area)) },
  { label: 'Density', cell: (c) => num(c.density, formatDensity(c.density)) },
  { label: 'Gini index', cell: (c) => num(c.gini?.value ?? null, c.gini ? `${c.gini.value} (${c.gini.year})` : NONE) },
  { label: 'Land neighbours', cell: (c) => num(c.borders.length, formatInteger(c.borders.length)) },
  { label: 'Languages', cell: (c) => ({ text: list(c.languages.map((l) => l.name)) }) },
  { label: 'Currencies', cell: (c) => ({ text: list(c.currencies.map((x) => `${x.name} (${x.code})`)) }) },
  { label: 'Calling codes', cell: (c) => ({ text: list(c.callingCodes) }) },
  { label: 'Internet domains', cell: (c) => ({ text: list(c.tld) }) },
  { label: 'Time zones', cell: (c) => ({ text: list(c.timezones) }) },
  { label: 'Landlocked', cell: (c) => ({ text: yesNo(c.landlocked) }) },
  { label: 'Independent', cell: (c) => ({ text: yesNo(c.independent) }) },
  { label: 'UN member', cell: (c) => ({ text: yesNo(c.unMember) }) },
  { label: 'Week starts on', cell: (c) => ({ text: c.startOfWeek[0]!.toUpperCase() + c.startOfWeek.slice(1) }) },
];

export interface Row {
  label: string;
  cells: (Cell & { rank?: 'highest' | 'lowest' })[];
  differs: boolean;
}

/** The table: one row per field, a cell per country; numeric rows name their highest and lowest. */
export function compareRows(countries: readonly Country[]): Row[] {
  return ROWS.map((spec) => {
    const cells: Row['cells'] = countries.map((c) => spec.cell(c));
    const differs = !spec.identity && new Set(cells.map((c) => c.text)).size > 1;
    const numbers = cells.map((c) => c.number).filter((n): n is number => typeof n === 'number');
    if (differs && numbers.length > 1) {
      const [max, min] = [Math.max(...numbers), Math.min(...numbers)];
      for (const cell of cells)
        if (cell.number === max) cell.rank = 'highest';
        else if (cell.number === min) cell.rank = 'lowest';
    }
    return { label: spec.label, cells, differs };
  });
}
