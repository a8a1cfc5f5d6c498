/**
 * The nginx recipe of docs/deploy.md (`deploy/nginx.conf`), as an operator installs it: included
 * in the `http` block of a stock nginx (its `mime.types`, which knows no CSV and calls XML
 * text/xml), with only `listen` and `root` set, serving the test build. It must serve what the
 * docs say a plain host serves: every explorer page, every family of static files with the
 * content types of docs/api.md, the headers of the HTTP policy, the JSON 404s under /api/ and the
 * site's 404 page elsewhere; and none of the other hosts' files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTool, NGINX } from '../../scripts/lib/system-tools.ts';
import { freePort, startProcess, stopProcess, waitForHttp } from '../../scripts/bench/processes.ts';
import { headersFor, PAGE_CACHE, PREFLIGHT_HEADERS } from '../../src/server/http/http-policy.ts';
import { outDir } from '../helpers.ts';
import { API_TYPES, missingHeaders } from './static-hosts.ts';
import { familySamples } from './uploads.ts';

const RECIPE = resolve('deploy/nginx.conf');
const dir = resolve('.build/test-nginx-recipe');
let origin: string;
let stop: () => Promise<void>;

/** The recipe as an operator sets it up: its `listen` and `root` lines changed, nothing else. */
function installed(port: number): string {
  const recipe = readFileSync(RECIPE, 'utf8');
  const set = recipe.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root \/srv\/countries-reference;$/m, `$1root ${outDir()};`);
  if (set === recipe || set.split('\n').length !== recipe.split('\n').length) throw new Error('the recipe has no `listen 80;` or `root` line to set');
  return set;
}

beforeAll(async () => {
  const nginx = ensureTool(NGINX);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Stock nginx's own types, beside its compiled-in configuration (Debian: /etc/nginx/mime.types).
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const port = await freePort();
  writeFileSync(join(dir, 'countries-reference.conf'), installed(port));
  const q = (path: string) => JSON.stringify(path);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
pid ${q(join(dir, 'nginx.pid'))};
error_log ${q(join(dir, 'error.log'))} warn;
events { worker_connections 256; }
http {
  include ${q(join(dirname(confPath), 'mime.types'))};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${q(join(dir, 'client_body'))};
  proxy_temp_path ${q(join(dir, 'proxy'))};
  fastcgi_temp_path ${q(join(dir, 'fastcgi'))};
  uwsgi_temp_path ${q(join(dir, 'uwsgi'))};
  scgi_temp_path ${q(join(dir, 'scgi'))};
  include ${q(join(dir, 'countries-reference.conf'))};
}
`,
  );
  execFileSync(nginx, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
  const child = startProcess(nginx, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { logFile: join(dir, 'nginx.out') });
  origin = `http://127.0.0.1:${port}`;
  stop = () => stopProcess(child);
  await waitForHttp(`${origin}/`, child, 'nginx', join(dir, 'error.log'));
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const file = (path: string) => readFileSync(join(outDir(), path));
const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(origin + path, { redirect: 'manual', ...init });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};
const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1);

describe('nginx with the recipe of docs/deploy.md', () => {
  it('answers a sample of every family of files with its bytes, and the API files with the types of docs/api.md', async () => {
    const wrong: string[] = [];
    for (const { paths } of familySamples())
      for (const path of paths) {
        const { res, body } = await get(path, { headers: { 'Accept-Encoding': 'identity' } });
        const type = path.startsWith('/api/') ? API_TYPES[extension(path)] : undefined;
        if (res.status !== 200 || !body.equals(file(path.slice(1))) || (type && res.headers.get('content-type') !== type))
          wrong.push(`${path}: ${res.status} ${res.headers.get('content-type')}`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(['/', '/country/DE/', '/stats/', '/compare/', '/docs/api/'])('serves the explorer page %s', async (path) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(body.equals(file(`${path.slice(1)}index.html`))).toBe(true);
  });

  it('sends a page asked without its final slash there, on the origin the client used', async () => {
    const { res } = await get('/country/DE');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/country/DE/');
  });

  it.each([
    ['/no-such-page/', '404.html', /^text\/html/],
    ['/api/country/ZZ.json', 'api/404.json', /^application\/json; charset=utf-8$/],
    ['/api/country?code=de', 'api/404.json', /^application\/json; charset=utf-8$/],
    ['/api/rest/v3.1/alpha/ZZ', 'api/rest/404.json', /^application\/json; charset=utf-8$/],
    ['/api/rest/v5/codes.alpha_2/AZ', 'api/rest/v5/404.json', /^application\/json; charset=utf-8$/],
  ])('answers %s with a 404: %s', async (path, body, type) => {
    const { res, body: sent } = await get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(sent.equals(file(body))).toBe(true);
  });

  it.each([
    '/_worker.js',
    '/_routes.json',
    '/_redirects',
    '/_headers',
    '/.assetsignore',
    '/.vercel/output/config.json',
    '/.vercel/output/functions/api.func/worker.mjs',
  ])('serves none of the other hosts’ files: %s is a 404', async (path) => {
    expect((await get(path)).res.status).toBe(404);
  });

  const asset = () => `/_astro/${readdirSync(join(outDir(), '_astro'))[0]!}`;
  it.each(['/', '/country/DE/', '/flags/DE.png', '(an asset)', '/api/country/DE.json', '/api/export/countries.csv', '/api/nope', '/no-such-page'])(
    '%s carries the headers of docs/api.md and the caching of the HTTP policy',
    async (asked) => {
      const path = asked === '(an asset)' ? asset() : asked;
      const { res } = await get(path);
      expect(missingHeaders((n) => res.headers.get(n) ?? undefined)).toEqual([]);
      if (res.status === 200) expect(res.headers.get('cache-control')).toBe(headersFor(path)['Cache-Control'] ?? PAGE_CACHE);
    },
  );

  it('answers a CORS preflight with 204 and the preflight headers', async () => {
    const { res } = await get('/api/country/DE.json', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    for (const [name, value] of Object.entries(PREFLIGHT_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('compresses the API files, keeping their content type', async () => {
    const res = await new Promise<IncomingMessage & { body: Buffer }>((done, fail) =>
      httpGet(`${origin}/api/export/countries.json`, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(Object.assign(r, { body: Buffer.concat(chunks) })));
      }).on('error', fail),
    );
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe(API_TYPES.json);
    expect(gunzipSync(res.body).equals(file('api/export/countries.json'))).toBe(true);
  });
});
