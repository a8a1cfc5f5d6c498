/**
 * The server serves exactly the site a plain static host is given (src/server/node/site-files-fs.ts):
 * the files its build recorded, never the other hosts' configuration, function or Worker files
 * the same folder holds, on any path, however encoded (docs/deploy.md, Files per host).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostById } from '../../src/hosts/hosts.ts';
import { isConfigFile } from '../../src/hosts/uploads.ts';
import { outDir, siteFiles } from '../helpers.ts';
import { buildFiles, uploadOf } from '../hosts/uploads.ts';
import { request } from './server-app.ts';

/** Every file of the test build that is not its site's: the hosts' configuration and code. */
const notSite = () => {
  const site = siteFiles();
  return buildFiles().filter((path) => !site.has(path));
};

/** A path with each character of its segments percent-encoded, as an attacker may send it. */
const encoded = (path: string) =>
  `/${path
    .split('/')
    .map((s) => [...s].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''))
    .join('/')}`;

describe("the site's files, as the build recorded them", () => {
  it("are the plain static hosts' upload: every page, asset and API file, none of a host's configuration", () => {
    expect([...siteFiles()].sort()).toEqual(uploadOf(hostById('static')).sort());
    expect([...siteFiles()].filter(isConfigFile)).toEqual([]);
  });

  it('leave out the Worker, the hosts’ rules and Vercel’s function with its copies of the files', () => {
    const left = notSite();
    for (const path of ['_worker.js', '_routes.json', '_redirects', '_headers', '.assetsignore', '.vercel/output/config.json']) expect(left).toContain(path);
    expect(left.filter((p) => p.startsWith('.vercel/output/functions/api.func/files/api/')).length).toBeGreaterThan(200);
  });
});

describe('the server', () => {
  it('answers every file of the folder outside the site with the 404 page, plainly and percent-encoded', { timeout: 120_000 }, async () => {
    const served: string[] = [];
    for (const path of notSite())
      for (const url of [`/${path}`, encoded(path)]) {
        const res = await request(url);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 404 || body.equals(readFileSync(join(outDir(), path)))) served.push(`${url}: ${res.status}`);
      }
    expect(served).toEqual([]);
  });

  it('still serves the site: pages, flags and API files', async () => {
    for (const path of ['/', '/country/DE/', '/flags/DE.png', '/api/export/countries.csv', '/api/stats.json'])
      expect((await request(path)).status, path).toBe(200);
  });
});
