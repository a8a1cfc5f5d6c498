/**
 * The Cloudflare deploy docs/deploy.md describes, tried as a new user tries it: the project's own
 * wrangler (a pinned devDependency) runs `wrangler deploy --dry-run` with the repository's
 * wrangler.jsonc over the test build, offline (a dry run makes the upload without sending it).
 * The upload must fit the free plan (3 MB gzipped), hold the Worker alone (no page taken for a
 * module), and be the figure docs/deploy.md gives.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';

const run = promisify(execFile);
const FREE_PLAN_GZIP_BYTES = 3_000_000;
const dir = resolve('.build/test-wrangler');

/** wrangler.jsonc's settings (JSONC: its comments are whole lines). */
const settings = JSON.parse(
  readFileSync(resolve('wrangler.jsonc'), 'utf8')
    .split('\n')
    .filter((l) => !l.trim().startsWith('//'))
    .join('\n'),
) as { main: string; assets: { directory: string } };

let upload: { bytes: number; gzipBytes: number; output: string; modules: string[] };
beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The repository's settings, with its build folder (`./dist`) being the test build.
  const config = join(dir, 'wrangler.json');
  writeFileSync(config, JSON.stringify({ ...settings, main: join(outDir(), '_worker.js'), assets: { ...settings.assets, directory: outDir() } }));
  const { CLOUDFLARE_API_TOKEN: _token, CLOUDFLARE_ACCOUNT_ID: _account, ...env } = process.env;
  // No debug log file: the dry run still reads and checks every file of the assets folder (its
  // .assetsignore, its size limit), but writing a locked log entry for each of the build's 41,000
  // files was four fifths of the run's CPU (28 s of 33).
  const { stdout, stderr } = await run(resolve('node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', join(dir, 'out'), '--config', config], {
    env: { ...env, WRANGLER_SEND_METRICS: 'false', WRANGLER_WRITE_LOGS: 'false', NO_COLOR: '1', CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = stdout + stderr;
  const total = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!total) throw new Error(`wrangler printed no upload size:\n${output}`);
  upload = { bytes: Number(total[1]) * 1024, gzipBytes: Number(total[2]) * 1024, output, modules: readdirSync(join(dir, 'out')) };
}, 300_000);

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

describe('wrangler deploy --dry-run with the repository’s wrangler.jsonc', () => {
  it('uploads the Worker alone: no page or other file of the build taken for a module', () => {
    expect(upload.modules.filter((m) => m !== 'README.md')).toEqual(['_worker.js']);
    expect(upload.output).not.toMatch(/index\.html/);
  });

  it('fits the free plan: at most 3 MB gzipped', () => {
    expect(upload.gzipBytes).toBeGreaterThan(100_000);
    expect(upload.gzipBytes).toBeLessThan(FREE_PLAN_GZIP_BYTES);
  });

  it('is the figure docs/deploy.md gives', () => {
    const docs = readFileSync(resolve('docs/deploy.md'), 'utf8');
    const stated = /the Worker as `wrangler deploy` uploads it, ([\d.]+) MB \(([\d.]+) MB gzipped; 3 MB allowed on the free plan\)/.exec(docs);
    expect(stated?.slice(1)).toEqual([mb(upload.bytes), mb(upload.gzipBytes)]);
  });

  it('is run by the wrangler the project pins', () => {
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.wrangler;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(upload.output).toContain(`wrangler ${pinned}`);
  });
});
