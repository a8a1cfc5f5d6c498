/**
 * @module
 * The output formats, keyed by file extension (as datasette does), so the build and
 * the server pick a serializer from a file name without knowing any format.
 *
 * Adding a format: its file here (`render`, and `canRender` saying what of an answer it needs),
 * its extension in extensions.ts, its Content-Type in src/lib/content-types.ts, and, when it
 * needs a part of an answer that not every answer has (GeoJSON: shapes), that part as an
 * optional member of `ApiDocument` (document.ts). It is then no document format
 * (`DOCUMENT_FORMATS`): the routes whose answers have that part list it in their `formats`, and
 * each route chooses which of its formats are written as static files (`Route.fileFormats`).
 */
import type { ApiDocument } from './document.ts';
import { jsonFormat } from './json.ts';
import { csvFormat } from './csv.ts';
import { xmlFormat } from './xml.ts';
import { geojsonFormat } from './geojson.ts';

import type { FormatExtension } from './extensions.ts';

/** One output format: its extension, the Content-Type to serve it with, its serializer. */
export interface Format {
  readonly extension: FormatExtension;
  readonly contentType: string;
  /** Whether it can write this answer (JSON, CSV and XML write any: a body and its rows). */
  canRender(doc: ApiDocument): boolean;
  /** Serializes a document. Pure: the same document always gives the same text. */
  render(doc: ApiDocument): string;
}

/** An answer in a format; a route that lists a format its answer cannot be written in is a bug, named here. */
export function renderAs(format: Format, doc: ApiDocument): string {
  if (!format.canRender(doc))
    throw new Error(`the ${format.extension} format cannot render this answer (xmlRoot ${doc.xmlRoot}): take it out of the route's formats`);
  return format.render(doc);
}

/** The built-in formats by extension. */
export const formats: Readonly<Record<FormatExtension, Format>> = Object.freeze({
  json: jsonFormat,
  csv: csvFormat,
  xml: xmlFormat,
  geojson: geojsonFormat,
});

/**
 * Returns the format for an extension (without the dot, lower case), or undefined
 * when there is none. Only own keys count, so `toString` or `__proto__` find nothing.
 */
export function formatFor(extension: string): Format | undefined {
  return Object.hasOwn(formats, extension) ? formats[extension as FormatExtension] : undefined;
}
