import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { HOSTS, hostById, isUploaded } from '../hosts/uploads.ts';
import { buildOptionsFromEnv, copyFlags, deployHostOf, writeStaticApi } from './pipeline-fs.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'countries-static-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const count = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : 1), 0);

describe('DEPLOY_HOST', () => {
  it('names one host, or all of them', () => {
    expect(HOSTS.map((h) => deployHostOf(h.id))).toEqual(HOSTS.map((h) => h.id));
    expect([undefined, '', 'all'].map(deployHostOf)).toEqual([undefined, undefined, undefined]);
    expect(buildOptionsFromEnv('/r', { DEPLOY_HOST: 'cloudflare' }).host).toBe('cloudflare');
  });

  it('says which hosts there are when it names none', () => {
    expect(() => deployHostOf('heroku')).toThrow('DEPLOY_HOST=heroku is not a host: use one of all, cloudflare, vercel, netlify, static.');
  });

  it("writes of the static API only what the host's upload holds", () => {
    const dir = scratch();
    const report = writeStaticApi(builtDataset(), dir, { siteUrl: '', basePath: '' }, 'cloudflare');
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
