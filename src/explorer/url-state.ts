/**
 * @module
 * The explorer's whole state and its query string, both ways. Pure: no window, no history.
 *
 *   ?q=cote&region=Africa,Europe&lang=fra&pop=1000000..&area=..5000
 *    &sort=-population&cols=capital,region,languages&size=50&page=2&view=map&c=DE,FR,IN&time=1990
 *
 * Defaults are left out, so the bare page is the default view. Lists are comma-separated
 * (facet values are codes and UN region names, which hold no comma). Anything unreadable is
 * ignored rather than rejected: a hand-edited link still opens.
 */
import { DEFAULT_COLUMNS, HIDEABLE_IDS, SORTABLE_IDS } from './fields.ts';
import { CONTAINS, FACETS, RANGES } from './facets.ts';
import { boundOf } from './amount.ts';
import { DEFAULT_SERIES, SERIES_IDS } from './series.ts';
import { NUMBER_FIELDS } from './fields.ts';
import { COMPARE_MAX } from './compare-link.ts';

export interface NumberRange {
  readonly min: number | null;
  readonly max: number | null;
}

export interface SortState {
  readonly id: string;
  readonly desc: boolean;
}

export const PAGE_SIZES = [25, 50, 100] as const;
/** The selection as a table (paged), as a world map (all of it), or its series over time as a chart. */
export const VIEWS = ['table', 'map', 'chart'] as const;
/** A chart's vertical axis. */
export const SCALES = ['linear', 'log'] as const;
export type Scale = (typeof SCALES)[number];
export type ViewMode = (typeof VIEWS)[number];
export type PageSize = (typeof PAGE_SIZES)[number] | 'all';

export interface ExplorerState {
  readonly q: string;
  /** Selected values by facet id; a facet with none is absent. */
  readonly facets: Readonly<Record<string, readonly string[]>>;
  /** Bounds by range id; a range with neither bound is absent. */
  readonly ranges: Readonly<Record<string, NumberRange>>;
  /** Text a column must contain, by column id; an empty one is absent. */
  readonly contains: Readonly<Record<string, string>>;
  /** null: by name, or by relevance while searching. */
  readonly sort: SortState | null;
  /** Visible hideable columns, in table order. */
  readonly columns: readonly string[];
  /** Zero-based; always 0 when showing all. */
  readonly page: number;
  readonly pageSize: PageSize;
  readonly view: ViewMode;
  /** The column the map is coloured by; null: the sorted one when it holds figures, else population. */
  readonly metric: string | null;
  /** The series the chart draws (population, …). */
  readonly series: string;
  readonly scale: Scale;
  /**
   * The rows ticked for the chart and the comparison, in the order ticked: alpha-2 codes, or, as
   * a link gave them until the records are in, any code (`canonicalPicks`).
   */
  readonly picks: readonly string[];
  /** The year the map shows a series' values of (its timeline); null: each country's latest figure. */
  readonly time: number | null;
}

export const DEFAULT_STATE: ExplorerState = Object.freeze({
  q: '',
  facets: {},
  ranges: {},
  contains: {},
  sort: null,
  columns: DEFAULT_COLUMNS,
  page: 0,
  pageSize: 50,
  view: 'table',
  metric: null,
  series: DEFAULT_SERIES,
  scale: 'linear',
  picks: [],
  time: null,
});

const MAX_QUERY = 200;
const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
];

/** Reads a state from a query string; never throws. */
export function paramsToState(params: URLSearchParams): ExplorerState {
  const facets: Record<string, readonly string[]> = {};
  for (const def of FACETS) {
    const values = splitList(params.getAll(def.param).join(','));
    if (values.length > 0) facets[def.id] = values;
  }
  const ranges: Record<string, NumberRange> = {};
  for (const def of RANGES) {
    const range = parseRange(params.get(def.param));
    if (range) ranges[def.id] = range;
  }
  const contains: Record<string, string> = {};
  for (const def of CONTAINS) {
    const text = (params.get(def.param) ?? '').trim().slice(0, MAX_QUERY);
    if (text !== '') contains[def.id] = text;
  }
  const pageSize = parsePageSize(params.get('size'));
  const page = pageSize === 'all' ? 0 : parsePage(params.get('page'));
  const metric = params.get('metric');
  const series = params.get('series');
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    facets,
    ranges,
    contains,
    sort: parseSort(params.get('sort')),
    columns: parseColumns(params.get('cols')),
    page,
    pageSize,
    view: VIEWS.find((v) => v === params.get('view')) ?? DEFAULT_STATE.view,
    metric: NUMBER_FIELDS.some((f) => f.id === metric) ? metric : null,
    series: series !== null && SERIES_IDS.includes(series) ? series : DEFAULT_SERIES,
    scale: SCALES.find((s) => s === params.get('scale')) ?? DEFAULT_STATE.scale,
    picks: parsePicks(params),
    time: parseYear(params.get('time')),
  };
}

function parseYear(text: string | null): number | null {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
}

/**
 * The ticked rows: `c=DE,FR,IN` (the comparison's own parameter: any ISO code), or Our World in
 * Data's `country=DEU~FRA~IND` (alpha-3 codes, `~` between and before them), in upper case.
 */
function parsePicks(params: URLSearchParams): readonly string[] {
  const codes = [...params.getAll('c'), ...params.getAll('country')]
    .flatMap((v) => v.split(/[,~]/))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => /^[A-Z]{2,3}$|^\d{1,3}$/.test(v));
  return [...new Set(codes)].slice(0, COMPARE_MAX);
}

/** Writes a state as query parameters, leaving defaults out. */
export function stateToParams(state: ExplorerState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q);
  for (const def of FACETS) {
    const values = state.facets[def.id];
    if (values && values.length > 0) params.set(def.param, values.join(','));
  }
  for (const def of RANGES) {
    const range = state.ranges[def.id];
    if (range && (range.min !== null || range.max !== null)) params.set(def.param, `${range.min ?? ''}..${range.max ?? ''}`);
  }
  for (const def of CONTAINS) {
    const text = state.contains[def.id];
    if (text && text.trim() !== '') params.set(def.param, text);
  }
  if (state.sort) params.set('sort', `${state.sort.desc ? '-' : ''}${state.sort.id}`);
  const columns = orderColumns(state.columns);
  if (!sameList(columns, DEFAULT_COLUMNS)) params.set('cols', columns.join(','));
  if (state.pageSize !== DEFAULT_STATE.pageSize) params.set('size', String(state.pageSize));
  if (state.pageSize !== 'all' && state.page > 0) params.set('page', String(state.page + 1));
  if (state.view !== DEFAULT_STATE.view) params.set('view', state.view);
  if (state.metric !== null) params.set('metric', state.metric);
  if (state.series !== DEFAULT_STATE.series) params.set('series', state.series);
  if (state.scale !== DEFAULT_STATE.scale) params.set('scale', state.scale);
  if (state.picks.length > 0) params.set('c', state.picks.join(','));
  if (state.time !== null) params.set('time', String(state.time));
  return params;
}

/** The query string for a state: "" for the default view, else "?…" with readable commas. */
export function queryString(state: ExplorerState): string {
  const text = stateToParams(state).toString().replaceAll('%2C', ',');
  return text === '' ? '' : `?${text}`;
}

function parseRange(text: string | null): NumberRange | null {
  if (text === null) return null;
  const [low = '', high = '', ...rest] = text.split('..');
  if (rest.length > 0) return null;
  const min = boundOf(low);
  const max = boundOf(high);
  if (min === null && max === null) return null;
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

function parseSort(text: string | null): SortState | null {
  if (!text) return null;
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  return SORTABLE_IDS.includes(id) ? { id, desc } : null;
}

function parseColumns(text: string | null): readonly string[] {
  if (text === null) return DEFAULT_COLUMNS;
  return orderColumns(splitList(text));
}

/** Known hideable columns in table order, without repeats. */
export function orderColumns(ids: readonly string[]): string[] {
  return HIDEABLE_IDS.filter((id) => ids.includes(id));
}

function parsePageSize(text: string | null): PageSize {
  if (text === 'all') return 'all';
  const n = Number(text);
  return PAGE_SIZES.find((size) => size === n) ?? DEFAULT_STATE.pageSize;
}

function parsePage(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
