/**
 * @module
 * The response headers of docs/api.md (HTTP behaviour of the server) that a static host can set by path: the content
 * type with its charset per extension, CORS and caching on the API, `nosniff` everywhere,
 * `immutable` on Astro's content-hashed assets. No header name is set by two patterns that can
 * match the same path, since hosts differ in how they merge them.
 */
import { formats } from '../formats/registry.ts';
import { FORMAT_EXTENSIONS } from '../formats/extensions.ts';
import { API_CACHE, IMMUTABLE_CACHE } from '../server/responses.ts';
import { CORS_HEADERS } from '../server/security.ts';
import { API_PREFIX } from './rewrites.ts';

export interface HeaderRule {
  /** Path pattern; `*` matches any characters, `/` included. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export function headerRules(): HeaderRule[] {
  return [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
    { path: `${API_PREFIX}/*`, headers: { 'Access-Control-Allow-Origin': CORS_HEADERS['Access-Control-Allow-Origin']!, 'Cache-Control': API_CACHE } },
    ...FORMAT_EXTENSIONS.map((ext) => ({ path: `${API_PREFIX}/*.${ext}`, headers: { 'Content-Type': formats[ext].contentType } })),
    { path: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
  ];
}
