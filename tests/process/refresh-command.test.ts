/**
 * `npm run refresh` against recorded responses (tests/fixtures/refresh/: the World Bank's Gini
 * indicator in its API's JSON, with Germany's 2020 figure revised from 32.4 to 32.6, and the npm
 * registry's latest versions, countries-and-timezones' newer than the pin; Wikidata's leaders): it prints what the
 * next release would carry before writing, writes nothing on a dry run, and then writes the CSV
 * and a manifest of what it fetched.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedName } from '../../src/refresh/recorded-fs.ts';
import { RefreshManifest } from '../../src/refresh/manifest.ts';
import { worldBankUrl } from '../../src/refresh/worldbank.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RECORDED = join(root, 'tests/fixtures/refresh');
let dataDir = '';
beforeAll(() => {
  mkdirSync(join(root, '.build'), { recursive: true });
  dataDir = mkdtempSync(join(root, '.build', 'refresh-data-'));
  cpSync(join(root, 'data'), dataDir, { recursive: true });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refresh = (...args: string[]) =>
  spawnSync('npm', ['run', '--silent', 'refresh', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, REFRESH_RECORDED: RECORDED },
    encoding: 'utf8',
  });
const gini = () => readFileSync(join(dataDir, 'worldbank-gini.csv'), 'utf8');
/** What `npm run changes` says of the data as it is (no refresh) since release 1.0.0. */
const changesSinceRelease = () =>
  spawnSync('npm', ['run', '--silent', 'changes', '--', '1.0.0'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' }).stdout;
/** The records a changes summary names for a collection ("  countries: 2 values changed in 2 records (CO, DE)"). */
const recordsNamed = (summary: string, collection: string): string[] =>
  (new RegExp(`^  ${collection}: .*\\(([^)]*)\\)$`, 'm').exec(summary)?.[1] ?? '').split(', ').filter(Boolean).sort();

describe('npm run refresh', () => {
  it('prints the changes the next release would carry, and on a dry run writes nothing', () => {
    const before = gini();
    const run = refresh('--dry-run', '--only', 'SI.POV.GINI,npm');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('countries-and-timezones: 3.11.0 published, 3.10.0 pinned');
    // The refresh's Gini figure changes DE; the data may differ from the release in other records already.
    const changedAlready = recordsNamed(changesSinceRelease(), 'countries');
    expect(run.stdout).toContain('Since release 1.0.0 (2026-12-06), a patch change:\n  countries: ');
    expect(recordsNamed(run.stdout, 'countries')).toEqual([...new Set([...changedAlready, 'DE'])].sort());
    expect(changedAlready).not.toContain('DE');
    expect(run.stdout.indexOf('a patch change')).toBeLessThan(run.stdout.indexOf('Dry run: nothing written.'));
    expect(gini()).toBe(before);
    expect(existsSync(join(dataDir, 'refresh-manifest.json'))).toBe(false);
  }, 120_000);

  it('writes the publisher’s figures, a manifest of each response’s URL, date and SHA-256, and Wikidata’s leaders as proposals', () => {
    const isoCodes = readFileSync(join(dataDir, 'iso-codes/iso_3166-2.json'), 'utf8');
    const run = refresh('--only', 'SI.POV.GINI,npm,iso-codes,wikidata');
    expect(run.status, run.stderr).toBe(0);
    expect(gini()).toContain('\nDEU,2020,32.6\n');
    // A new iso-codes list is reported, not written (it goes in with its release's version).
    expect(run.stdout).toContain("iso-codes: upstream's ISO 3166-2 list (5046 subdivisions) differs from data/iso-codes/iso_3166-2.json");
    expect(readFileSync(join(dataDir, 'iso-codes/iso_3166-2.json'), 'utf8')).toBe(isoCodes);
    expect(gini()).not.toContain('WLD');
    const manifest = RefreshManifest.parse(JSON.parse(readFileSync(join(dataDir, 'refresh-manifest.json'), 'utf8')));
    const url = worldBankUrl('SI.POV.GINI', 1);
    const body = gunzipSync(readFileSync(join(RECORDED, recordedName(url))));
    expect(manifest.fetched.find((f) => f.url === url)).toMatchObject({
      file: 'data/worldbank-gini.csv',
      sha256: createHash('sha256').update(body).digest('hex'),
    });
    expect(manifest.fetched.filter((f) => f.source.startsWith('npm ')).length).toBe(8);
    // The recorded answer names the dataset's leaders of Germany and France, and one fictitious head of government of Japan.
    const proposals = JSON.parse(readFileSync(join(dataDir, 'leader-proposals.json'), 'utf8')) as { cca2: string; name: string }[];
    expect(proposals.map((p) => [p.cca2, p.name])).toEqual([['JP', 'Example Person (fixture)']]);
  }, 120_000);

  it('names the response it could not get, and writes nothing', () => {
    const before = gini();
    const run = refresh('--only', 'SP.POP.TOTL');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${worldBankUrl('SP.POP.TOTL', 1)}: no recorded response`);
    expect(gini()).toBe(before);
  }, 120_000);
});
