/**
 * @module
 * Recorded responses for `npm run refresh` without a network (REFRESH_RECORDED=dir, and the
 * tests): each URL's body in a gzipped file named after the URL.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FetchText } from './refresh-net.ts';

/** `https://api.worldbank.org/v2/…?a=b` → `api.worldbank.org_v2_…_a_b.gz`; a long URL (a SPARQL query) is cut, with a hash of the whole. */
export function recordedName(url: string): string {
  const slug = url.replace(/^https:\/\//, '').replace(/[^A-Za-z0-9.-]+/g, '_');
  return `${slug.length > 120 ? `${slug.slice(0, 100)}_${createHash('sha256').update(url).digest('hex').slice(0, 16)}` : slug}.gz`;
}

export const recordedFetch =
  (dir: string): FetchText =>
  (url) => {
    const file = join(dir, recordedName(url));
    if (!existsSync(file)) return Promise.reject(new Error(`${url}: no recorded response (${file})`));
    return Promise.resolve(gunzipSync(readFileSync(file)).toString('utf8'));
  };
