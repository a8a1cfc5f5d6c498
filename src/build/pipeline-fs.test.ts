import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { HOSTS, hostById } from '../hosts/hosts.ts';
import { isUploaded } from '../hosts/uploads.ts';
import { routes } from '../api/routes.ts';
import { buildOptionsFromEnv, makeDataset, writeStaticApi } from './pipeline-fs.ts';
import { datasetJson } from '../dataset/dataset-fs.ts';
import { copyFlags, swapInto } from './main-thread-fs.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'countries-static-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const count = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : 1), 0);

describe('makeDataset with a cache', () => {
  const root = join(import.meta.dirname, '..', '..');
  const options = { root, dataDir: join(root, 'data'), builtAt: new Date(1767225600_000) };
  // The unit layer's dataset was derived through this folder (tests/setup/dataset-once.ts), as the build derives its own.
  const cacheDir = inject('datasetCacheDir');

  it('reads back the very dataset it derived', () => {
    const read = makeDataset(options, cacheDir);
    expect(read.reused).toBe(true);
    expect(datasetJson(read.dataset)).toBe(readFileSync(inject('datasetFile'), 'utf8'));
  });

  it('derives it again from other sources: broken there, it fails on them', () => {
    const otherData = scratch();
    cpSync(options.dataDir, otherData, { recursive: true });
    const asOf = join(otherData, 'as-of.json');
    writeFileSync(asOf, readFileSync(asOf, 'utf8').replace(/"asOf": "[^"]+"/, '"asOf": "December 2026"'));
    expect(() => makeDataset({ ...options, dataDir: otherData }, cacheDir)).toThrow('data/as-of.json: asOf: a day, YYYY-MM-DD');
    expect(makeDataset(options, cacheDir).reused).toBe(true);
  });
});

describe('DEPLOY_HOST', () => {
  it('names one host, or all of them', () => {
    expect(HOSTS.map((h) => buildOptionsFromEnv('/r', { DEPLOY_HOST: h.id }).host)).toEqual(HOSTS.map((h) => h.id));
    expect(['', 'all'].map((DEPLOY_HOST) => buildOptionsFromEnv('/r', { DEPLOY_HOST }).host)).toEqual([undefined, undefined]);
  });

  it('says which hosts there are when it names none', () => {
    expect(() => buildOptionsFromEnv('/r', { DEPLOY_HOST: 'heroku' })).toThrow(
      "DEPLOY_HOST='heroku': must be one host's upload (cloudflare, vercel, netlify, static) or all (the default).",
    );
  });

  it("writes of the static API only what the host's upload holds", async () => {
    const dir = scratch();
    // Routes whose files the Worker mostly computes (a leader's terms, a region in v1), and one whose files it is given.
    const some = routes.filter((r) => ['country/leaders', 'rest/v1/region', 'health'].includes(r.name));
    expect(some).toHaveLength(3);
    const report = await writeStaticApi(builtDataset(), dir, { siteUrl: '', basePath: '' }, { host: 'cloudflare', routes: some });
    const expected = report.outputs.filter((f) => isUploaded(hostById('cloudflare'), f)).length;
    expect(count(dir)).toBe(expected);
    expect(report.files).toBe(expected);
    // Every file of the API is reported, written or not, for the counts of the other hosts.
    expect(report.outputs.length).toBeGreaterThan(10 * expected);
  });
});

describe('flags', () => {
  it("takes the data folder's flag where world-countries' is out of date (Syria's three red stars of 2025)", () => {
    const dir = scratch();
    const dataset = builtDataset();
    expect(copyFlags(dataset, dir, 'data')).toBe(dataset.countries.length);
    const syria = readFileSync(join(dir, 'flags', 'SY.svg'), 'utf8');
    expect(syria).toBe(readFileSync('data/flags/syr.svg', 'utf8'));
    expect(syria.match(/<polygon /g)).toHaveLength(3);
    // Any other country's is world-countries' own.
    expect(readFileSync(join(dir, 'flags', 'DE.svg'), 'utf8')).toBe(readFileSync('node_modules/world-countries/data/deu.svg', 'utf8'));
  });
});

describe('the swap of a new output into OUT_DIR', () => {
  /** An output folder holding `files` (name: text). */
  const folder = (dir: string, files: Record<string, string>) => {
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const contents = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
  const crossDevice = (code: string) => Object.assign(new Error(`${code}: cross-device link not permitted`), { code });
  /** A rename that fails as the kernel does when `refused(from, to)`. */
  const renameRefusing =
    (refused: (from: string, to: string) => boolean, code = 'EXDEV') =>
    (from: string, to: string) => {
      if (refused(from, to)) throw crossDevice(code);
      renameSync(from, to);
    };

  it.each(['EXDEV', 'EBUSY'])('replaces the contents of an OUT_DIR that cannot be renamed (a mount point: %s)', (code) => {
    const dir = scratch();
    const outDir = folder(join(dir, 'dist'), { 'old.txt': 'old', 'same.txt': 'old' });
    const staging = folder(join(dir, 'dist.staging-1'), { 'new.txt': 'new', 'same.txt': 'new' });
    swapInto(
      staging,
      outDir,
      renameRefusing((from) => from === outDir, code),
    );
    expect(contents(outDir)).toEqual({ 'new.txt': 'new', 'same.txt': 'new' });
    expect(readdirSync(dir)).toEqual(['dist']);
  });

  it('puts the old output back, then replaces its contents, when only the second rename is refused', () => {
    const dir = scratch();
    const outDir = folder(join(dir, 'dist'), { 'old.txt': 'old' });
    const staging = folder(join(dir, 'dist.staging-1'), { 'new.txt': 'new' });
    swapInto(
      staging,
      outDir,
      renameRefusing((from, to) => from === staging && to === outDir),
    );
    expect(contents(outDir)).toEqual({ 'new.txt': 'new' });
    expect(readdirSync(dir)).toEqual(['dist']);
  });

  it('leaves the previous output as it was on any other failure', () => {
    const dir = scratch();
    const outDir = folder(join(dir, 'dist'), { 'old.txt': 'old' });
    const staging = folder(join(dir, 'dist.staging-1'), { 'new.txt': 'new' });
    expect(() =>
      swapInto(
        staging,
        outDir,
        renameRefusing((from) => from === staging, 'EACCES'),
      ),
    ).toThrow('EACCES');
    expect(contents(outDir)).toEqual({ 'old.txt': 'old' });
  });

  // A real second file system when the machine has one (a tmpfs at /dev/shm): the staging folder there, OUT_DIR here.
  const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;
  it(`moves a staging folder from another file system in${otherDevice ? '' : ' (this machine has one file system: simulated)'}`, () => {
    const outDir = folder(join(scratch(), 'dist'), { 'old.txt': 'old' });
    const stagingParent = otherDevice ? mkdtempSync(join('/dev/shm', 'countries-swap-')) : scratch();
    dirs.push(stagingParent);
    const staging = folder(join(stagingParent, 'dist.staging-1'), { 'new.txt': 'new' });
    swapInto(staging, outDir, otherDevice ? renameSync : renameRefusing((from) => from === outDir));
    expect(contents(outDir)).toEqual({ 'new.txt': 'new' });
    expect(readdirSync(stagingParent)).toEqual([]);
  });
});
