/**
 * @module
 * Every change the controls make to the explorer state, as pure functions. Anything that
 * changes which rows match, or their order, goes back to the first page.
 */
import type { ExplorerState, NumberRange, PageSize, Scale, SortState, ViewMode } from './url-state.ts';
import { DEFAULT_STATE, orderColumns } from './url-state.ts';
import { HIDEABLE_IDS } from './fields.ts';
import { COMPARE_MAX } from './compare-link.ts';

const firstPage = (state: ExplorerState): ExplorerState => (state.page === 0 ? state : { ...state, page: 0 });

export function setQuery(state: ExplorerState, q: string): ExplorerState {
  return q === state.q ? state : firstPage({ ...state, q });
}

/**
 * A column a range or "contains" filter starts on is shown, if it was hidden: the rows it keeps
 * say why they were kept (filtering by Gini index shows the Gini index). Removing the filter
 * leaves the column. (A facet's rows all share the value ticked: its column would say nothing.)
 */
const showColumn = (state: ExplorerState, columnId: string): ExplorerState =>
  !HIDEABLE_IDS.includes(columnId) || state.columns.includes(columnId) ? state : { ...state, columns: orderColumns([...state.columns, columnId]) };

export function toggleFacetValue(state: ExplorerState, facetId: string, value: string, on: boolean): ExplorerState {
  const current = state.facets[facetId] ?? [];
  if (current.includes(value) === on) return state;
  const next = on ? [...current, value] : current.filter((v) => v !== value);
  const facets = { ...state.facets };
  if (next.length > 0) facets[facetId] = next;
  else delete facets[facetId];
  return firstPage({ ...state, facets });
}

export function setRange(state: ExplorerState, rangeId: string, range: NumberRange): ExplorerState {
  const current = state.ranges[rangeId];
  if (current?.min === range.min && current?.max === range.max) return state;
  if (!current && range.min === null && range.max === null) return state;
  const ranges = { ...state.ranges };
  if (range.min === null && range.max === null) delete ranges[rangeId];
  else ranges[rangeId] = range;
  const filtered = firstPage({ ...state, ranges });
  return current ? filtered : showColumn(filtered, rangeId);
}

/** A text column must contain this (case and accents aside); empty text removes the filter. */
export function setContains(state: ExplorerState, columnId: string, text: string): ExplorerState {
  const current = state.contains[columnId] ?? '';
  if (current === text || (current === '' && text.trim() === '')) return state;
  const contains = { ...state.contains };
  if (text.trim() === '') delete contains[columnId];
  else contains[columnId] = text;
  const filtered = firstPage({ ...state, contains });
  return current === '' ? showColumn(filtered, columnId) : filtered;
}

/** Clears search, facets, ranges and "contains" filters; keeps sort, columns and page size. */
export function clearFilters(state: ExplorerState): ExplorerState {
  return firstPage({ ...state, q: '', facets: {}, ranges: {}, contains: {} });
}

export const hasFilters = (state: ExplorerState): boolean =>
  state.q.trim() !== '' || Object.keys(state.facets).length > 0 || Object.keys(state.ranges).length > 0 || Object.keys(state.contains).length > 0;

/** The column the map is coloured by (null: the sorted one, else population). */
export function setMetric(state: ExplorerState, metric: string | null): ExplorerState {
  return metric === state.metric ? state : { ...state, metric };
}

/** The year the map shows of a column with a timeline; null: each country's latest figure. */
export function setTime(state: ExplorerState, time: number | null): ExplorerState {
  return time === state.time ? state : { ...state, time };
}

export function setSeries(state: ExplorerState, series: string): ExplorerState {
  return series === state.series ? state : { ...state, series };
}

export function setScale(state: ExplorerState, scale: Scale): ExplorerState {
  return scale === state.scale ? state : { ...state, scale };
}

export function setSort(state: ExplorerState, sort: SortState | null): ExplorerState {
  if (sort?.id === state.sort?.id && sort?.desc === state.sort?.desc) return state;
  // Page 3 of another order shows rows that have nothing to do with the new one.
  return firstPage({ ...state, sort });
}

export function setColumnVisible(state: ExplorerState, columnId: string, visible: boolean): ExplorerState {
  if (state.columns.includes(columnId) === visible) return state;
  const columns = visible ? orderColumns([...state.columns, columnId]) : state.columns.filter((id) => id !== columnId);
  return { ...state, columns };
}

export function resetColumns(state: ExplorerState): ExplorerState {
  return { ...state, columns: DEFAULT_STATE.columns };
}

export function setPageSize(state: ExplorerState, pageSize: PageSize): ExplorerState {
  return pageSize === state.pageSize ? state : { ...state, pageSize, page: 0 };
}

export function setPage(state: ExplorerState, page: number): ExplorerState {
  const next = state.pageSize === 'all' ? 0 : Math.max(0, Math.floor(page));
  return next === state.page ? state : { ...state, page: next };
}

export function setView(state: ExplorerState, view: ViewMode): ExplorerState {
  return view === state.view ? state : { ...state, view };
}

/** Ticks a row (as many as the comparison takes, in the order ticked) or unticks it. */
export function setPicked(state: ExplorerState, cca2: string, on: boolean): ExplorerState {
  if (state.picks.includes(cca2) === on || (on && state.picks.length >= COMPARE_MAX)) return state;
  return { ...state, picks: on ? [...state.picks, cca2] : state.picks.filter((code) => code !== cca2) };
}

export function clearPicks(state: ExplorerState): ExplorerState {
  return state.picks.length === 0 ? state : { ...state, picks: [] };
}

/** A record's codes, as a link may give them. */
export interface CodesOf {
  readonly cca2: string;
  readonly cca3: string;
  readonly ccn3: string | null;
}

/**
 * A link's ticked rows by any ISO code (`DEU`, `276`) take their alpha-2 code once the records
 * are known; a code of no country is dropped.
 */
export function canonicalPicks(state: ExplorerState, records: readonly CodesOf[]): ExplorerState {
  if (state.picks.length === 0) return state;
  const byCode = new Map<string, string>();
  for (const c of records) for (const code of [c.cca2, c.cca3, c.ccn3]) if (code) byCode.set(code, c.cca2);
  const picks = [...new Set(state.picks.flatMap((code) => byCode.get(code) ?? byCode.get(code.padStart(3, '0')) ?? []))];
  return picks.length === state.picks.length && picks.every((code, i) => code === state.picks[i]) ? state : { ...state, picks };
}

/** How the API and hand-written links spell the yes/no values. */
const VALUE_ALIASES: Readonly<Record<string, string>> = { true: 'yes', false: 'no' };

/**
 * A link written by hand may spell a facet value in another case (`region=europe`) or as the
 * API does (`landlocked=true`): once the records are known, each selected value takes the
 * records' own spelling. A value that matches nothing is kept (it shows with a count of 0).
 */
export function canonicalFacets(state: ExplorerState, known: ReadonlyMap<string, ReadonlyMap<string, unknown>>): ExplorerState {
  let changed = false;
  const facets: Record<string, readonly string[]> = {};
  for (const [id, values] of Object.entries(state.facets)) {
    const own = known.get(id);
    // The usual case (every tick box writes the records' spelling): nothing to look up.
    if (own && values.every((value) => own.has(value)) && new Set(values).size === values.length) {
      facets[id] = values;
      continue;
    }
    const byLowerCase = new Map([...(own?.keys() ?? [])].map((value) => [value.toLowerCase(), value]));
    const canonical = [
      ...new Set(
        values.map((value) => {
          const lower = value.toLowerCase();
          return byLowerCase.get(VALUE_ALIASES[lower] ?? lower) ?? value;
        }),
      ),
    ];
    changed ||= canonical.length !== values.length || canonical.some((v, i) => v !== values[i]);
    facets[id] = canonical;
  }
  return changed ? firstPage({ ...state, facets }) : state;
}
