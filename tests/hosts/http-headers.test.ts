/**
 * The security and CORS headers of docs/api.md ("Headers"), asked of every delivery path that
 * can set headers, for every kind of response: `npm start`'s app, the Cloudflare Worker over
 * Cloudflare's upload (in-process; in workerd: cloudflare-workerd.test.ts), Netlify's generated
 * configuration over its upload, and Vercel's routes with its function over its upload. The expected values are stated here from
 * the docs, not read from the policy module, so a header the policy drops fails here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorker } from '../../src/server/worker.ts';
import { assetsBinding } from './cloudflare-host.ts';
import { hostById } from '../../src/hosts/hosts.ts';
import { builtDataset, outDir } from '../helpers.ts';
import { nodeApp } from './cases.ts';
import { netlifyHost } from './netlify-host.ts';
import { buildText, missingHeaders } from './static-hosts.ts';
import { hostSite, vercelForTests } from './uploads.ts';

const asset = readdirSync(join(outDir(), '_astro')).find((f) => f.endsWith('.js'))!;
/** One path of each kind a host serves. */
const FILES = [
  '/',
  '/country/DE/',
  '/no-such-page',
  '/flags/DE.png',
  '/flags/DE.svg',
  `/_astro/${asset}`,
  '/api/stats.json',
  '/api/country/DE.json',
  '/api/country/DEU.csv',
  '/api/country/ZZ.json',
];
/** And what only a server answers. */
const ANSWERS: Array<[string, RequestInit?]> = [
  ['/api/country?code=DE'],
  ['/api/countries?region=Europe&landlocked=true&format=xml'],
  ['/api/country?codee=DE'],
  ['/api/country?code=DE', { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' } }],
  ['/api/country?code=DE', { method: 'POST' }],
  ['/api/country/DE.json', { headers: { 'If-None-Match': '*' } }],
  ['/country/deutschland/'],
];

const site = hostSite(hostById('cloudflare'));
const worker = createWorker(builtDataset());

describe.each([
  ['npm start', (url: string, init?: RequestInit) => nodeApp().request(url, init)],
  [
    "the Worker (API paths; its upload's site files come with `_headers`)",
    (url: string, init?: RequestInit) => worker.fetch(new Request(`https://worker.invalid${url}`, init), { ASSETS: assetsBinding(site) }),
  ],
])('%s', (name, fetchFrom) => {
  const paths =
    name === 'npm start'
      ? [...FILES.map((f) => [f] as [string]), ...ANSWERS]
      : [...FILES, ...ANSWERS.map(([u]) => u)].filter((u) => u.startsWith('/api/')).map((u) => [u] as [string]);

  it.each(paths)('%s carries every header of docs/api.md', async (url, init?: RequestInit) => {
    const res = await fetchFrom(url, init);
    await res.arrayBuffer();
    expect(missingHeaders((n) => res.headers.get(n) ?? undefined)).toEqual([]);
  });
});

describe('Netlify', () => {
  const host = netlifyHost(buildText('_redirects'), buildText('_headers'), hostSite(hostById('netlify')), 'ignored');

  it.each([...FILES, '/api/country?code=DE', '/api/countries?region=Europe&sort=population&format=csv'])('%s carries every header of docs/api.md', (url) => {
    const served = host.serve(url);
    // A host that merges the values of one header would show them here: exactly one is wanted.
    expect(missingHeaders((n) => (served.headers.get(n)?.length === 1 ? served.headers.get(n)![0] : served.headers.get(n)?.join(' | ')))).toEqual([]);
  });

  it('lets any request header through a CORS preflight', () => {
    const allowed = host.serve('/api/country/DE.json').headers.get('access-control-allow-headers')?.join(',') ?? '';
    expect(allowed.split(',').map((h) => h.trim())).toEqual(expect.arrayContaining(['*', 'Authorization']));
  });
});

describe('Vercel (its routes over its files, and its function)', () => {
  const vercel = vercelForTests();

  it.each([...FILES.map((f) => [f] as [string]), ...ANSWERS])('%s carries every header of docs/api.md', async (url, init?: RequestInit) => {
    const served = await vercel().serve(url, {
      ...(init?.method ? { method: init.method } : {}),
      ...(init?.headers ? { headers: init.headers as Record<string, string> } : {}),
    });
    expect(missingHeaders((n) => (served.headers.get(n)?.length === 1 ? served.headers.get(n)![0] : served.headers.get(n)?.join(' | ')))).toEqual([]);
  });

  it('lets any request header through a CORS preflight, for a file and for an answer of the function', async () => {
    for (const served of [await vercel().serve('/api/country/DE.json'), await vercel().serve('/api/country?code=DE', { method: 'OPTIONS' })]) {
      const allowed = served.headers.get('access-control-allow-headers')?.join(',') ?? '';
      expect(allowed.split(',').map((h) => h.trim())).toEqual(expect.arrayContaining(['*', 'Authorization']));
    }
  });
});
