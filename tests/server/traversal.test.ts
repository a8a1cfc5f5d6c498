/**
 * docs/api.md (HTTP behaviour of the server): never a file outside the output folder. Encoded dot segments,
 * backslashes, NUL and double encoding reach nothing outside the build, and symlinks inside
 * the build folder (to a file or a folder outside it) are not followed.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/context.ts';
import type { App } from '../../src/server/http/app.ts';
import { loadAssets } from '../../src/server/node/assets-fs.ts';
import { TEST_CACHE_DIR, builtDataset, outDir, siteFiles } from '../helpers.ts';
import { JSON_TYPE, appOver, request } from './server-app.ts';

const PACKAGE_JSON = readFileSync('package.json', 'utf8');

const HOSTILE_PATHS = [
  '/api/%2e%2e/package.json',
  '/api/%2e%2e/%2e%2e/package.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2fpackage.json',
  '/..%2f..%2fpackage.json',
  '/api/..%2f..%2f..%2fpackage.json',
  '/api/country/..%2f..%2f..%2f..%2fpackage.json',
  '/..%2ftest-dataset.json',
  '/%2e%2e%2ftest-dataset.json',
  '/%5c..%5cpackage.json',
  '/api%5c..%5c..%5cpackage.json',
  '/api/country%5c..%5c..%5c..%5cpackage.json',
  '/package.json%00',
  '/api/country/DE.json%00.html',
  '/%00/../package.json',
  '/%252e%252e/package.json',
  '/api/%252e%252e/%252e%252e/package.json',
  '/%252e%252e%252fpackage.json',
  '/%2fetc/passwd',
  '//etc/passwd',
  '/api//..//package.json',
  '/api/.%2e/.%2e/package.json',
  '/api/%c0%ae%c0%ae/package.json',
  '/package.json',
  '/src/server/http/app.ts',
  '/api/country?code=../../package.json',
  '/api/country?code=..%2F..%2Fpackage',
];

describe('request paths cannot leave the build', () => {
  it.each(HOSTILE_PATHS)('%s is refused without a 5xx', async (path) => {
    const res = await request(path);
    const body = await res.text();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(body).not.toBe(PACKAGE_JSON);
    expect(body).not.toContain('"devDependencies"');
    expect(body).not.toMatch(/root:.*:0:0:/);
  });

  // URL parsing resolves `%2e%2e` segments first, so some of these no longer point into the API.
  const underApi = HOSTILE_PATHS.filter((p) => new URL(p, 'http://x').pathname.startsWith('/api/'));
  it.each(underApi)('%s, under the API, is answered in JSON', async (path) => {
    expect((await request(path)).headers.get('content-type')).toBe(JSON_TYPE);
  });
});

describe('symlinks inside the build folder', () => {
  const id = randomUUID();
  const copy = resolve(`.build/test-traversal-${id}`);
  const outside = resolve(`.build/test-traversal-outside-${id}`);
  // Content that exists only outside the build: no response may ever contain it.
  const secret = `secret-${randomUUID()}`;
  let app: App;

  beforeAll(() => {
    // The top-level pages and one API folder are enough to stand for the build, and copy fast.
    const kept = (src: string) => {
      const rel = relative(outDir(), src).split(sep);
      return rel.length === 1 || (rel[0] === 'api' && (rel.length === 1 || rel[1] === 'country'));
    };
    cpSync(outDir(), copy, { recursive: true, filter: kept });
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'secret.json'), JSON.stringify({ secret }));
    symlinkSync('/etc/hostname', join(copy, 'hostname.txt'));
    symlinkSync('/etc/hostname', join(copy, 'api', 'hostname.json'));
    symlinkSync(join(outside, 'secret.json'), join(copy, 'api', 'secret.json'));
    symlinkSync(outside, join(copy, 'api', 'outside'));
    symlinkSync(outside, join(copy, 'outside'));
    // A loop: a walker that followed links would never end.
    symlinkSync('..', join(copy, 'api', 'loop'));
    const api = createApi(builtDataset());
    // Even were the links listed among the site's files, they are not followed.
    const listed = ['hostname.txt', 'api/hostname.json', 'api/secret.json', 'api/outside/secret.json', 'outside/secret.json'];
    app = appOver(api, loadAssets(copy, TEST_CACHE_DIR, new Set([...siteFiles(), ...listed])));
  });

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('the copy still serves its regular files', async () => {
    const res = await app.request('/api/country/DE.json');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(readFileSync(join(outDir(), 'api/country/DE.json'), 'utf8'));
  });

  it.each([
    '/hostname.txt',
    '/api/hostname.json',
    '/api/secret.json',
    '/api/outside/secret.json',
    '/outside/secret.json',
    '/api/loop/api/country/DE.json',
    '/api/loop/index.html',
  ])('%s, through a symlink, is not served', async (path) => {
    const res = await app.request(path);
    const body = await res.text();
    expect(res.status).toBe(404);
    expect(body).not.toContain(secret);
  });
});
