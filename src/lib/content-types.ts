/**
 * @module
 * Content-Type by file extension: one table for the API's formats, the server's files and the
 * host rules, so a file is served with the same type whoever serves it.
 */
export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  xml: 'application/xml; charset=utf-8',
  geojson: 'application/geo+json',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
  woff2: 'font/woff2',
} as const;

/** The Content-Type of a file by its extension; `application/octet-stream` when unknown. */
export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES] : 'application/octet-stream';
}

/** The media type alone: `application/json; charset=utf-8` → `application/json`. */
export const mediaTypeOf = (contentType: string): string => contentType.split(';')[0]!.trim();
