/**
 * The test build as a static host sees it: files by URL path, and what a host answers with
 * (status, headers, body), so that the host evaluators and the tests share one shape.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from '../helpers.ts';

export interface Site {
  /** True when the URL path (decoded, `/api/country/DE.json`) names a file. */
  has(path: string): boolean;
  read(path: string): Buffer;
}

export function buildSite(root = outDir()): Site {
  const known = new Map<string, boolean>();
  const file = (path: string) => join(root, ...path.split('/').filter(Boolean));
  return {
    has(path) {
      let hit = known.get(path);
      if (hit === undefined) {
        hit = !path.includes('..') && existsSync(file(path)) && statSync(file(path)).isFile();
        known.set(path, hit);
      }
      return hit;
    },
    read: (path) => readFileSync(file(path)),
  };
}

export interface Served {
  status: number;
  /** Headers the host's configuration set, by lower-case name; every value a matching rule gave. */
  headers: Map<string, string[]>;
  /** The Content-Type sent: a configured one, else the host's own type for the file's extension. */
  contentType: string;
  /** The file whose bytes were sent. */
  file: string;
  body: Buffer;
}

/**
 * Media types static hosts give by extension without configuration (the part before `;`:
 * whether they add a charset is not documented alike everywhere).
 */
const NATIVE_TYPES: Readonly<Record<string, string>> = {
  json: 'application/json',
  csv: 'text/csv',
  xml: 'application/xml',
  html: 'text/html',
  js: 'text/javascript',
};
export const nativeType = (path: string) => NATIVE_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export const essence = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export function serveFile(site: Site, status: number, file: string, headers: Map<string, string[]>): Served {
  const configured = headers.get('content-type');
  return { status, headers, contentType: configured?.[0] ?? nativeType(file), file, body: site.read(file) };
}

/** What hosts send for a path with no file and no rule: the site's 404 page, with status 404. */
export const notFoundPage = (site: Site, headers: Map<string, string[]>): Served => serveFile(site, 404, '/404.html', headers);

export const addHeader = (headers: Map<string, string[]>, name: string, value: string) =>
  headers.set(name.toLowerCase(), [...(headers.get(name.toLowerCase()) ?? []), value]);
