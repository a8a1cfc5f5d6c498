/**
 * @module
 * "Download this view": the rows on screen (filtered and sorted, every page), in the columns on
 * screen, in their order, under their labels (a CSV header reads "Area (km²)", not `area`),
 * figures as numbers; with the metadata a reader needs to cite and check them (title, citation,
 * the view's filters and URL, the API URL of the same question, each column's unit, source and
 * years, the sources' licences). Loaded with the serializers on the first download, never with
 * the page.
 */
import type { CountryData } from '../dataset/schema.ts';
import type { ApiDocument, JsonObject, JsonValue } from '../formats/document.ts';
import { slug } from '../lib/slug.ts';
import { describeFilters, describeSort, tableCaption, type FacetLabels } from './describe-view.ts';
import { fieldById, type Field } from './fields.ts';
import { apiViewUrl } from './api-view-url.ts';
import { effectiveSort } from './table-model.ts';
import { queryString, type ExplorerState } from './url-state.ts';
import type { ExportMeta } from './use-explorer-data.ts';

export interface ViewToDownload {
  /** The rows of the view, every page, in order. */
  readonly rows: readonly CountryData[];
  /** The visible columns, in order. */
  readonly columnIds: readonly string[];
  readonly state: ExplorerState;
  readonly labels: FacetLabels;
  readonly meta: ExportMeta | undefined;
  /** How many countries there are in all. */
  readonly total: number;
}

/** Where the view is: its page address, and the origin the API URL is written for. */
export interface Place {
  readonly origin: string;
  readonly pathname: string;
}

/** The cell of a record in a column, as data: figures as numbers, yes/no and lists as their text, nothing as null. */
export function cellValue(field: Field, c: CountryData): JsonValue {
  if (field.kind === 'number') {
    const value = field.sortValue(c);
    return typeof value === 'number' ? value : null;
  }
  const text = field.text(c);
  return text === '' ? null : text;
}

/** The columns of the download: the alpha-2 code first (the key), then the visible ones. */
export function downloadFields(columnIds: readonly string[]): Field[] {
  const ids = ['cca2', ...columnIds.filter((id) => id !== 'cca2')];
  return ids.map((id) => fieldById(id)).filter((f): f is Field => f !== undefined);
}

/** The records of the view keyed by the columns' labels, in column order. */
export function viewRecords(rows: readonly CountryData[], fields: readonly Field[]): JsonObject[] {
  return rows.map((c) => Object.fromEntries(fields.map((f) => [f.label, cellValue(f, c)])));
}

/** "2019–2024", "2024", or undefined where the column's figures have no year. */
function yearsOf(field: Field, rows: readonly CountryData[]): string | undefined {
  if (!field.year) return undefined;
  const years = rows.map((c) => field.year?.(c)).filter((y): y is number => typeof y === 'number');
  if (years.length === 0) return undefined;
  const [low, high] = [Math.min(...years), Math.max(...years)];
  const undated = years.length < rows.length ? ' (some figures undated)' : '';
  return `${low === high ? low : `${low}–${high}`}${undated}`;
}

/** The metadata of a view: what it is, how to cite it, where it and its API twin are, where each column comes from. */
export function viewMetadata(view: ViewToDownload, place: Place, now: Date): JsonObject {
  const title = tableCaption(view.rows.length, view.total, view.state, view.labels);
  const pageUrl = `${place.origin}${place.pathname}${queryString({ ...view.state, page: 0 })}`;
  const api = apiViewUrl(view.state, view.columnIds);
  const dataset = view.meta?.dataset;
  const built = dataset?.builtAt?.slice(0, 10);
  const day = now.toISOString().slice(0, 10);
  const fields = downloadFields(view.columnIds);
  return {
    title,
    citation: `Countries Reference${dataset?.id ? `, dataset ${dataset.id}` : ''}${built ? ` (built ${built})` : ''}: ${title}. ${pageUrl} (downloaded ${day}).${
      view.meta?.licence ? ` ${view.meta.licence}` : ''
    }`,
    view: pageUrl,
    api: {
      url: `${place.origin}${api.url}`,
      note:
        api.unexpressed.length === 0
          ? 'The same rows and columns from the API (needs its server, npm start, or a host that rewrites query strings; on a static host every record is in /api/export/countries.json).'
          : `The API cannot express ${api.unexpressed.join('; ')}: its answer holds more rows than this view.`,
    },
    filters: describeFilters(view.state, view.labels),
    sort: describeSort(effectiveSort(view.state)).replace(/^sorted by /, ''),
    rows: view.rows.length,
    columns: fields.map((f) => {
      const years = yearsOf(f, view.rows);
      return {
        label: f.label,
        field: f.id,
        ...(f.unit ? { unit: f.unit } : {}),
        ...(f.source ? { source: f.source } : {}),
        ...(years ? { years } : {}),
      };
    }),
    dataset: { id: dataset?.id ?? null, builtAt: dataset?.builtAt ?? null },
    downloadedAt: now.toISOString(),
    licence: view.meta?.licence ?? null,
    sources: (view.meta?.sources ?? []).map((s) => ({ name: s.name, licence: s.licence ?? null, url: s.url ?? null })),
  };
}

/** The document the API's serializers write: `{ meta, data }` like the bulk export (CSV: the rows alone). */
export function viewDocument(view: ViewToDownload, place: Place, now: Date): ApiDocument {
  const fields = downloadFields(view.columnIds);
  const data = viewRecords(view.rows, fields);
  return {
    body: { meta: viewMetadata(view, place, now), data },
    rows: data,
    columns: fields.map((f) => f.label),
    xmlRoot: 'countries',
  };
}

/** The file's name from what the view holds: `countries-region-europe-pop-10000000.csv`; `countries-all` unfiltered. */
export function viewFileName(state: ExplorerState, labels: FacetLabels): string {
  const words = slug(describeFilters(state, labels).join(' ')).slice(0, 80).replace(/-+$/, '');
  return `countries-${words || 'all'}`;
}
