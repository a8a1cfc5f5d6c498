/**
 * @module
 * JSON: the canonical body, compact. Files are served gzipped and browsers pretty-print
 * JSON themselves, so indentation would only cost bytes.
 */
import type { Format } from './registry.ts';
import { CONTENT_TYPES } from '../lib/content-types.ts';

/** The JSON format: `JSON.stringify(body)` without indentation. */
export const jsonFormat: Format = {
  extension: 'json',
  contentType: CONTENT_TYPES.json,
  canRender: () => true,
  render: (doc) => JSON.stringify(doc.body),
};
