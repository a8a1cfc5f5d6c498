/**
 * Room: each host's upload of the test build, counted against the host's limit (and held to
 * 10,000 files, the room issue 18 asked for, for the families still to come), and a sample of
 * every documented path family asked of each host of the table over its own upload, through its
 * emulator (emulators.ts: Netlify's rules through their evaluator, Vercel's routes with its
 * function, the Worker with its assets binding, a plain file server), and of `npm start`'s app over
 * the smallest upload (Cloudflare's; the Worker itself is asked in workerd, cloudflare-workerd.test.ts;
 * a plain server and `npm start` over Vercel's in tests/process/uploads-served.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from 'ignore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/context.ts';
import { routes } from '../../src/api/routes.ts';
import { HOSTS, hostById } from '../../src/hosts/hosts.ts';
import { isConfigFile } from '../../src/hosts/uploads.ts';
import { FUNCTION_DIR, VERCEL_OUTPUT } from '../../src/hosts/vercel/build-output.ts';
import { loadAssets } from '../../src/server/node/assets-fs.ts';
import { TEST_CACHE_DIR, builtDataset, outDir, siteFiles } from '../helpers.ts';
import { appOver } from '../server/server-app.ts';
import { nodeApp } from './cases.ts';
import { emulatorOf, type HostEmulator } from './emulators.ts';
import { buildText } from './static-hosts.ts';
import { apiOutputs, buildFiles, familySamples, uploadDir, uploadOf } from './uploads.ts';

/** The room issue 18 asked for, for the families still to come: at most 10,000 files to any host with a file limit. */
const ROOM_TARGET = 10_000;

describe("each host's upload", () => {
  it.each(HOSTS.map((h) => [h.name, h] as const))('%s: within its file limit', (_name, host) => {
    const count = uploadOf(host).length;
    expect(count).toBeGreaterThan(500);
    if (host.limit) expect(count).toBeLessThanOrEqual(host.limit.files);
  });

  it('of every host with a file limit (the tightest, Vercel, allows 15,000 per upload) is at most 10,000 files', () => {
    const limited = HOSTS.filter((h) => h.limit);
    expect(limited.map((h) => h.id).sort()).toEqual(['cloudflare', 'vercel']);
    for (const host of limited) expect(uploadOf(host).length, host.name).toBeLessThanOrEqual(ROOM_TARGET);
  });

  it("of Vercel is its site as Cloudflare's (the same app computes the same files), its routes, and its function with the files the app reads", () => {
    const site = (id: 'cloudflare' | 'vercel') => uploadOf(hostById(id)).filter((p) => !isConfigFile(p));
    expect(site('vercel')).toEqual(site('cloudflare'));
    const own = uploadOf(hostById('vercel')).filter((p) => isConfigFile(p));
    expect(own.filter((p) => !p.startsWith(`${VERCEL_OUTPUT}/`))).toEqual([]);
    expect(own).toContain(`${VERCEL_OUTPUT}/config.json`);
    // Its function holds a copy of each API file its site holds.
    const api = site('vercel').filter((p) => p.startsWith('api/'));
    expect(own.filter((p) => p.startsWith(`${FUNCTION_DIR}/files/`)).length).toBe(api.length);
    expect(own.length).toBe(api.length + 4);
  });

  it('leaves out only what the host has another way to answer', () => {
    const plain = uploadOf(hostById('static')).length;
    const files = buildFiles().filter((p) => !isConfigFile(p));
    expect(plain).toBe(files.length);
    // The API's outputs, its 404 body and each REST family's (v1 and v3.1's, v5's).
    const notFoundFiles = 1 + new Set(routes.flatMap((r) => (r.errorShape ? [r.errorShape.notFoundFile] : []))).size;
    expect(uploadOf(hostById('netlify')).filter((p) => p.startsWith('api/')).length).toBe(apiOutputs().size + notFoundFiles);
  });
});

describe('.assetsignore (a Workers static-assets upload of the default build)', () => {
  // The same matcher as Wrangler's (the `ignore` package, gitignore semantics).
  const ignored = ignore().add(buildText('.assetsignore'));
  const cloudflare = new Set(uploadOf(hostById('cloudflare')));

  it('leaves out exactly the API files the Worker computes', () => {
    const wrong = buildFiles()
      .filter((p) => p.startsWith('api/'))
      .filter((p) => ignored.ignores(p) === cloudflare.has(p));
    expect(wrong).toEqual([]);
  });

  it("leaves out the Worker's source and the other hosts' files, and nothing of the site", () => {
    const others = buildFiles().filter((p) => p.startsWith(`${VERCEL_OUTPUT}/`));
    expect(others.length).toBeGreaterThan(200);
    expect(['_worker.js', '_routes.json', '_redirects', ...others].filter((p) => !ignored.ignores(p))).toEqual([]);
    expect(buildFiles().filter((p) => !p.startsWith('api/') && !isConfigFile(p) && ignored.ignores(p))).toEqual([]);
  });
});

/** What a plain host sends for a path: the file's bytes. */
const fileBytes = (path: string) => readFileSync(join(outDir(), path));

describe('a sample of every documented path family', () => {
  const samples = familySamples();

  it('covers every family of API files the routes declare, and the site', () => {
    const declared = new Set(routes.flatMap((r) => r.files.flatMap((f) => r.formats.map((format) => `${f.layout}.${format}`))));
    const sampled = new Set(samples.map((s) => s.family));
    // An ambiguous name has JSON only, so every declared family in every format has files.
    expect([...declared].filter((f) => !sampled.has(f))).toEqual([]);
    expect(sampled).toContain('country pages');
  });

  describe.each(HOSTS.map((h) => [h.name, h] as const))('on %s, over its own upload', (_name, adapter) => {
    let host: HostEmulator | undefined;
    beforeAll(async () => {
      host = await emulatorOf(adapter);
    }, 120_000);
    afterAll(async () => {
      await host?.close();
    });

    it('each served with the bytes of its file, as a file or by the app where it runs', async () => {
      const wrong: string[] = [];
      for (const { paths } of samples)
        for (const path of paths) {
          const served = await host!.serve(path);
          // Where the app runs, an ambiguous name's file stands for a 300, a former country's for a 410, and the health file gains the server's uptime.
          const ok = path === '/api/health.json' ? served.status === 200 : [200, 300, 410].includes(served.status) && served.body.equals(fileBytes(path));
          if (!ok) wrong.push(`${path}: ${served.status} (${served.file})`);
        }
      expect(wrong).toEqual([]);
    });
  });

  it("by npm start's app over Cloudflare's upload (most files left out): each answered as over the whole build", async () => {
    const app = appOver(createApi(builtDataset()), loadAssets(uploadDir(hostById('cloudflare')), TEST_CACHE_DIR, siteFiles(uploadDir(hostById('cloudflare')))));
    const wrong: string[] = [];
    for (const { paths } of samples)
      for (const path of paths) {
        const [pruned, whole] = [await app.request(path), await nodeApp().request(path)];
        const [a, b] = [Buffer.from(await pruned.arrayBuffer()), Buffer.from(await whole.arrayBuffer())];
        const live = path === '/api/health.json'; // uptime
        if (pruned.status !== whole.status || (!live && !a.equals(b)) || pruned.headers.get('content-type') !== whole.headers.get('content-type'))
          wrong.push(`${path}: ${pruned.status} vs ${whole.status}`);
      }
    expect(wrong).toEqual([]);
  });
});
