/**
 * The server test files share this: the app over the test build, made once per file, and
 * what the contract says about responses (content types, the error body), stated from
 * docs/api.md rather than read from the server's own modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { createApi, type Api } from '../../src/api/context.ts';
import { routes } from '../../src/api/routes.ts';
import { createApp, type App, type AppOptions } from '../../src/server/http/app.ts';
import { loadAssets } from '../../src/server/node/assets-fs.ts';
import type { AssetStore } from '../../src/server/http/assets.ts';
import { nodeCompressor } from '../../src/server/node/compress.ts';
import { localCore } from '../../src/server/http/core-client.ts';
import { createCore } from '../../src/server/http/core.ts';
import { TEST_CACHE_DIR, builtDataset, outDir, siteFiles } from '../helpers.ts';

export type Format = 'json' | 'csv' | 'xml' | 'geojson';

/** docs/api.md, Formats and content types. */
export const CONTENT_TYPES: Readonly<Record<Format, string>> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  xml: 'application/xml; charset=utf-8',
  geojson: 'application/geo+json',
};
export const JSON_TYPE = CONTENT_TYPES.json;

/** The app as the Node server makes it, with its core in this thread (the server's render threads run the same core). */
export const appOver = (api: Api, assets: AssetStore, more: Partial<AppOptions> = {}): App =>
  createApp({ core: localCore(createCore(api, routes, nodeCompressor)), assets, ...more });

let shared: { app: App; api: Api } | undefined;

/** The app over the test build, as `createApp` is used by the Node server; built on first use. */
export function testApp(): { app: App; api: Api } {
  if (!shared) {
    const api = createApi(builtDataset());
    const assets = loadAssets(outDir(), TEST_CACHE_DIR, siteFiles());
    shared = { api, app: appOver(api, assets) };
  }
  return shared;
}

/** An in-process request to the shared app. */
export const request = async (url: string, init?: RequestInit): Promise<Response> => testApp().app.request(url, init);

/** The origin of in-process requests (Hono's default for a path). */
export const TEST_ORIGIN = 'http://localhost';

/**
 * An answer with its links put back root-relative: the routes whose links must be absolute
 * (REST Countries v3.1 and v5) answer on the request's origin, while their files, built without
 * SITE_URL, are root-relative (docs/api.md: the same bytes, the origin of the links aside).
 */
export const asBuilt = (body: Buffer, origin = TEST_ORIGIN): Buffer => Buffer.from(body.toString('utf8').replaceAll(`"${origin}/`, '"/'));

/** A file of the test build, as bytes. */
export const buildFile = (path: string): Buffer => readFileSync(join(outDir(), path));

export const bytesOf = async (res: Response): Promise<Buffer> => Buffer.from(await res.arrayBuffer());

/** The query string of a route's parameter object, every given value as text. */
export function queryString(params: object, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...extra })) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

export interface ErrorBodyShape {
  status: number;
  error: string;
  message: string;
  parameter?: string;
  accepted?: string[];
  candidates?: Array<{ cca2: string; cca3: string; name: string; link: string }>;
}

/** docs/api.md (Errors): every error is JSON `{status, error, message}` with the HTTP status in it. */
export async function expectErrorBody(res: Response, status: number): Promise<ErrorBodyShape> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe(JSON_TYPE);
  const body = JSON.parse(await res.text()) as ErrorBodyShape;
  expect(body).toMatchObject({ status, error: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Why a body does not parse in its format, or undefined when it does. */
export function parseProblem(format: Format, text: string): string | undefined {
  try {
    if (format === 'json' || format === 'geojson') JSON.parse(text);
    else if (format === 'csv') {
      const rows: string[][] = parseCsv(text, { relax_column_count: false });
      if (rows.length === 0) return 'CSV without a header row';
    } else {
      const valid = XMLValidator.validate(text);
      if (valid !== true) return `XML: ${valid.err.msg} at line ${valid.err.line}`;
    }
    return undefined;
  } catch (e) {
    return `${format}: ${(e as Error).message}`;
  }
}

/** The format a content type names, among the API's three. */
export const formatOfType = (type: string | null): Format | undefined =>
  (Object.entries(CONTENT_TYPES) as Array<[Format, string]>).find(([, t]) => t === type)?.[0];
