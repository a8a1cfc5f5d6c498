/**
 * @module
 * "Download this view": the rows on screen (filtered and sorted, every page), reduced to the
 * visible columns, as the document the API's serializers write. Each record keeps the API's
 * shape (nested names, language objects), with its alpha-2 code first as the key. Loaded
 * with the serializers on the first download, never with the page.
 */
import type { CountryData } from '../dataset/schema.ts';
import type { ApiDocument, JsonObject, JsonValue } from '../formats/document.ts';
import { columnsOf } from '../formats/flatten.ts';
import { fieldById } from './fields.ts';

/** The record paths behind the given columns, key first, without repeats. */
export function viewPaths(columnIds: readonly string[]): string[] {
  const paths = ['cca2', ...columnIds.flatMap((id) => fieldById(id)?.paths ?? [])];
  return [...new Set(paths)];
}

/** The record reduced to the given dotted paths, nesting kept. */
export function pickPaths(record: CountryData, paths: readonly string[]): JsonObject {
  const source = record as unknown as JsonObject;
  const out: JsonObject = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: JsonValue | undefined = source;
    for (const key of keys) from = isObject(from) ? from[key] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const key of keys.slice(0, -1)) {
      const next = to[key];
      to = isObject(next) ? next : (to[key] = {});
    }
    to[keys.at(-1) ?? path] = from;
  }
  return out;
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The document for the view. `headerRows` give the CSV header of an empty view (the same
 * columns over any records), since no header can be read from zero rows.
 */
export function viewDocument(rows: readonly CountryData[], columnIds: readonly string[], headerRows: readonly CountryData[]): ApiDocument {
  const paths = viewPaths(columnIds);
  const picked = rows.map((c) => pickPaths(c, paths));
  const doc: ApiDocument = { body: picked, rows: picked, xmlRoot: 'countries' };
  if (picked.length > 0) return doc;
  return { ...doc, columns: columnsOf(headerRows.map((c) => pickPaths(c, paths))) };
}
