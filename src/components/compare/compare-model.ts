/**
 * @module
 * The comparison's logic, shared by the page's script and its tests: which countries the
 * URL asks for (and what it asks for that cannot be shown), the rows of the table and which
 * of them differ. No DOM and no heavy imports, since it ships to the browser.
 */
import type { Country } from '../../dataset/schema.ts';
import { formatArea, formatDensity, NONE } from '../format.ts';
import { formatInteger } from '../../lib/number-format.ts';
import { compactKey } from '../../lib/text-fold.ts';
import { MEMBERSHIP_LABELS, membershipsOf } from '../../explorer/memberships.ts';
import { drivesOn, utcOffsetText, weekStart } from '../../explorer/record-text.ts';
import { INDICATORS } from '../../explorer/indicators.ts';

export const MIN_COUNTRIES = 2;
export { COMPARE_MAX as MAX_COUNTRIES } from '../../explorer/compare-link.ts';

/** What the page needs to recognise a country in the URL or the picker. */
export interface CountryKey {
  readonly cca2: string;
  readonly cca3: string;
  readonly ccn3: string | null;
  readonly name: string;
}

export interface Selection {
  /** Alpha-2 codes, in the order asked, without repeats, at most MAX_COUNTRIES. */
  readonly codes: string[];
  /** What was asked for that names no country, as written. */
  readonly unknown: string[];
  /** Countries asked for more than once (each shown once). */
  readonly repeated: string[];
  /** Countries past the limit, left out. */
  readonly dropped: string[];
  /** Words that could be several countries (`congo`), with those countries' names. */
  readonly ambiguous?: readonly { readonly text: string; readonly names: readonly string[] }[];
}

/** Finds a country by alpha-2, alpha-3 or numeric code, or by its name, in any case. */
export function countryFinder(keys: readonly CountryKey[]): (text: string) => CountryKey | undefined {
  const index = new Map<string, CountryKey>();
  for (const k of keys) for (const text of [k.cca2, k.cca3, k.ccn3, k.name]) if (text) index.set(compactKey(text), k);
  return (text) => index.get(compactKey(text));
}

/**
 * The countries a query asks for: `?c=DE,FR` (the shareable form), `?c=DE&c=FR` (what the
 * picker form submits without JavaScript), `?c=DEU,FRA`, `?c=276` or `?c=germany,france`;
 * with everything that could not be used, so the page can say why.
 */
export function readSelection(search: string, keys: readonly CountryKey[], max: number): Selection {
  const find = countryFinder(keys);
  const asked = new URLSearchParams(search)
    .getAll('c')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const found: CountryKey[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const text of asked) {
    const key = find(text);
    if (!key) unknown.push(text);
    else if (found.includes(key)) {
      if (!repeated.includes(key.name)) repeated.push(key.name);
    } else found.push(key);
  }
  return { codes: found.slice(0, max).map((k) => k.cca2), unknown, repeated, dropped: found.slice(max).map((k) => k.name) };
}

/** Sentences about what was asked for but is not shown; empty when everything was. */
export function selectionNotes(selection: Selection, max: number): string[] {
  const notes: string[] = [];
  const quoted = (xs: readonly string[]) => xs.map((x) => `“${x}”`).join(', ');
  if (selection.unknown.length > 0)
    notes.push(`Not understood: ${quoted(selection.unknown)}. Name a country, or give its two- or three-letter or numeric ISO code.`);
  if (selection.repeated.length > 0) notes.push(`Asked for more than once, shown once: ${selection.repeated.join(', ')}.`);
  if (selection.dropped.length > 0) notes.push(`At most ${max} countries fit side by side; left out: ${selection.dropped.join(', ')}.`);
  for (const { text, names } of selection.ambiguous ?? []) notes.push(`“${text}” could be ${names.join(' or ')}: add the one you mean.`);
  return notes;
}

/** The query of a selection, commas left readable: `?c=DE,FR`; empty for none. */
export const selectionQuery = (codes: readonly string[]): string => (codes.length ? `?c=${codes.join(',')}` : '');

export interface Cell {
  text: string;
  /** For numeric rows: the value compared to find the highest and lowest. */
  number?: number | null;
}

/** A country's common name from its alpha-2 code (the sovereign of a dependency). */
export type NameOf = (cca2: string) => string;

interface RowSpec {
  label: string;
  cell(c: Country, nameOf: NameOf): Cell;
  /** Rows that tell countries apart by definition (their codes) are not "differences". */
  identity?: boolean;
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : NONE);
const yesNo = (v: boolean | null) => (v === null ? 'disputed' : v ? 'yes' : 'no');
const num = (value: number | null, text: string): Cell => ({ text, number: value });
/** All levels, and how many of them are first-level where that differs (France: 124, 26 first-level). */
const subdivisionCount = ({ subdivisions: { count, topLevel } }: Country) =>
  count === topLevel ? formatInteger(count) : `${formatInteger(count)} (${formatInteger(topLevel)} first-level)`;

const COMPARED_INDICATORS = ['gdp', 'gdpPerCapita', 'lifeExpectancy', 'medianAge', 'internetUsers'];

export const ROWS: readonly RowSpec[] = [
  { label: 'Codes', identity: true, cell: (c) => ({ text: [c.cca2, c.cca3, c.ccn3 ?? NONE].join(' · ') }) },
  { label: 'Official name', identity: true, cell: (c) => ({ text: c.name.official }) },
  { label: 'Capital', cell: (c) => ({ text: list(c.capital) }) },
  { label: 'Region', cell: (c) => ({ text: c.region }) },
  { label: 'Sub-region', cell: (c) => ({ text: c.subregion ?? NONE }) },
  { label: 'Continents', cell: (c) => ({ text: list(c.continents) }) },
  { label: 'Population', cell: (c) => num(c.population, `${formatInteger(c.population)} (${c.populationYear ?? 'no year'})`) },
  { label: 'Area', cell: (c) => num(c.area, formatArea(c.area)) },
  { label: 'Density', cell: (c) => num(c.density, formatDensity(c.density)) },
  // The indicators people compare first, each with its year.
  ...INDICATORS.filter((i) => COMPARED_INDICATORS.includes(i.id)).map((i): RowSpec => ({
    label: i.name,
    cell: (c) => {
      const figure = i.figure(c);
      return figure ? num(figure.value, `${i.text(figure.value)} (${figure.year ?? 'undated'})`) : num(null, NONE);
    },
  })),
  { label: 'Gini index', cell: (c) => num(c.gini?.value ?? null, c.gini ? `${c.gini.value} (${c.gini.year})` : NONE) },
  { label: 'Land neighbours', cell: (c) => num(c.borders.length, formatInteger(c.borders.length)) },
  { label: 'Subdivisions (ISO 3166-2)', cell: (c) => num(c.subdivisions.count, subdivisionCount(c)) },
  { label: 'Languages', cell: (c) => ({ text: list(c.languages.map((l) => l.name)) }) },
  { label: 'Currencies', cell: (c) => ({ text: list(c.currencies.map((x) => `${x.name} (${x.code})`)) }) },
  { label: 'Calling codes', cell: (c) => ({ text: list(c.callingCodes) }) },
  { label: 'Internet domains', cell: (c) => ({ text: list(c.tld) }) },
  { label: 'Time zones', cell: (c) => ({ text: list(c.timezones.map(utcOffsetText)) }) },
  // Non-breaking hyphens: a narrow column would otherwise break "party-led" at its hyphen.
  { label: 'Form of government', cell: (c) => ({ text: c.government?.type?.replaceAll('-', '\u2011') ?? NONE }) },
  {
    // In office on the data's as-of date (each record's `government.leadersAsOf`), in words that do not break at a hyphen.
    label: 'Head of state (as of the data’s date)',
    cell: (c) => ({
      text:
        list((c.government?.leaders ?? []).filter((l) => l.headOfState).map((l) => [l.office, l.name ?? '(not in the data)'].filter(Boolean).join(' '))) ||
        NONE,
    }),
  },
  { label: 'Dependency of', cell: (c, nameOf) => ({ text: c.dependency ? `${nameOf(c.dependency.sovereign)} (${c.dependency.kind})` : NONE }) },
  { label: 'Landlocked', cell: (c) => ({ text: yesNo(c.landlocked) }) },
  { label: 'Independent', cell: (c) => ({ text: yesNo(c.independent) }) },
  { label: 'UN member', cell: (c) => ({ text: yesNo(c.unMember) }) },
  { label: 'Memberships', cell: (c) => ({ text: list(membershipsOf(c).map((id) => MEMBERSHIP_LABELS[id])) }) },
  { label: 'Driving side', cell: (c) => ({ text: drivesOn(c) }) },
  { label: 'Week starts on', cell: (c) => ({ text: weekStart(c) }) },
];

export interface Row {
  label: string;
  cells: (Cell & { rank?: 'highest' | 'lowest' })[];
  differs: boolean;
}

/** The table: one row per field, a cell per country; numeric rows name their highest and lowest. */
export function compareRows(countries: readonly Country[], nameOf: NameOf): Row[] {
  return ROWS.map((spec) => {
    const cells: Row['cells'] = countries.map((c) => spec.cell(c, nameOf));
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
