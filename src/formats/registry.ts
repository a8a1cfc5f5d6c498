/**
 * @module
 * The output formats, keyed by file extension (as datasette does), so the build and
 * the server pick a serializer from a file name without knowing any format.
 */
import type { ApiDocument } from './document.ts';
import { jsonFormat } from './json.ts';
import { csvFormat } from './csv.ts';
import { xmlFormat } from './xml.ts';

import type { FormatExtension } from './extensions.ts';

/** One output format: its extension, the Content-Type to serve it with, its serializer. */
export interface Format {
  readonly extension: FormatExtension;
  readonly contentType: string;
  /** Serializes a document. Pure: the same document always gives the same text. */
  render(doc: ApiDocument): string;
}

/** The built-in formats by extension. */
export const formats: Readonly<Record<FormatExtension, Format>> = Object.freeze({
  json: jsonFormat,
  csv: csvFormat,
  xml: xmlFormat,
});

/**
 * Returns the format for an extension (without the dot, lower case), or undefined
 * when there is none. Only own keys count, so `toString` or `__proto__` find nothing.
 */
export function formatFor(extension: string): Format | undefined {
  return Object.hasOwn(formats, extension) ? formats[extension as FormatExtension] : undefined;
}
