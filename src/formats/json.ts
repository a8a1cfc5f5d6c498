/**
 * @module
 * JSON: the canonical body, compact. Files are served gzipped and browsers pretty-print
 * JSON themselves, so indentation would only cost bytes.
 */
import type { Format } from './registry.ts';

/** The JSON format: `JSON.stringify(body)` without indentation. */
export const jsonFormat: Format = {
  extension: 'json',
  contentType: 'application/json; charset=utf-8',
  render: (doc) => JSON.stringify(doc.body),
};
