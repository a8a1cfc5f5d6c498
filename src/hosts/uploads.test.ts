import { describe, expect, it } from 'vitest';
import { HOSTS, hostById } from './hosts.ts';
import { isConfigFile, isUploaded, uploadCounts, type OutputFile } from './uploads.ts';

const page: OutputFile = { path: 'country/DE/index.html' };
const stats: OutputFile = { path: 'api/stats.json', policy: 'file' };
const record: OutputFile = { path: 'api/country/DE.json', policy: 'computed' };
const alias: OutputFile = { path: 'api/country/DEU.json', policy: 'computed', aliasOf: 'api/country/DE.json' };
const fileAlias: OutputFile = { path: 'api/rest/v1.json', policy: 'file', aliasOf: 'api/rest/v1/all.json' };

describe('what each host is given', () => {
  it('gives every host the site and the files of `file` families', () => {
    for (const host of HOSTS) expect([page, stats].map((f) => isUploaded(host, f))).toEqual([true, true]);
  });

  it('leaves to the app, where it runs (Cloudflare, Vercel), what it computes: computed families and aliases', () => {
    for (const id of ['cloudflare', 'vercel'] as const)
      expect([record, alias, fileAlias].map((f) => isUploaded(hostById(id), f))).toEqual([false, false, false]);
  });

  it('gives every host without code every file, aliases too', () => {
    for (const id of ['netlify', 'static'] as const) expect([record, alias, fileAlias].map((f) => isUploaded(hostById(id), f))).toEqual([true, true, true]);
  });

  it("gives each host its own configuration and no other host's, a folder of it included", () => {
    expect(isUploaded(hostById('netlify'), { path: '_redirects' })).toBe(true);
    expect(isUploaded(hostById('netlify'), { path: '.vercel/output/config.json' })).toBe(false);
    expect(isUploaded(hostById('vercel'), { path: '.vercel/output/functions/api.func/files/api/stats.json' })).toBe(true);
    expect(isUploaded(hostById('vercel'), { path: '_worker.js' })).toBe(false);
    expect(isUploaded(hostById('cloudflare'), { path: '_worker.js' })).toBe(true);
    expect(isUploaded(hostById('static'), { path: '_headers' })).toBe(false);
    expect(isConfigFile('.vercel/output/config.json')).toBe(true);
    expect(isConfigFile('.vercel.json')).toBe(false);
  });

  it('counts each upload', () => {
    const counts = uploadCounts([page, stats, record, alias, { path: '_worker.js' }, { path: '.vercel/output/config.json' }]);
    expect(counts.get(hostById('cloudflare'))).toBe(3);
    expect(counts.get(hostById('vercel'))).toBe(3);
    expect(counts.get(hostById('static'))).toBe(4);
  });
});
