import { describe, expect, it } from 'vitest';
import { HOSTS, hostById, isUploaded, uploadCounts, type OutputFile } from './uploads.ts';

const page: OutputFile = { path: 'country/DE/index.html' };
const stats: OutputFile = { path: 'api/stats.json', policy: 'file' };
const record: OutputFile = { path: 'api/country/DE.json', policy: 'computed' };
const alias: OutputFile = { path: 'api/country/DEU.json', policy: 'computed', aliasOf: 'api/country/DE.json' };
const subdivision: OutputFile = { path: 'api/subdivision/DE-BY.json', policy: 'unlimited' };

describe('what each host is given', () => {
  it('gives every host the site and the files of `file` families', () => {
    for (const host of HOSTS) expect([page, stats].map((f) => isUploaded(host, f))).toEqual([true, true]);
  });

  it('leaves to the Worker what it computes: computed families and aliases', () => {
    expect([record, alias].map((f) => isUploaded(hostById('cloudflare'), f))).toEqual([false, false]);
  });

  it('gives every host without code the computed families, and the aliases to those without alias rules', () => {
    for (const id of ['netlify', 'vercel', 'static'] as const) expect(isUploaded(hostById(id), record)).toBe(true);
    expect(['netlify', 'vercel', 'static'].map((id) => isUploaded(hostById(id as 'static'), alias))).toEqual([true, false, true]);
  });

  it('gives `unlimited` families only to the hosts with neither code nor a file limit', () => {
    expect(HOSTS.filter((h) => isUploaded(h, subdivision)).map((h) => h.id)).toEqual(HOSTS.filter((h) => !h.computes && !h.limit).map((h) => h.id));
    expect(isUploaded(hostById('netlify'), subdivision)).toBe(true);
    expect(isUploaded(hostById('static'), subdivision)).toBe(true);
    expect(isUploaded(hostById('cloudflare'), subdivision)).toBe(false);
  });

  it("gives each host its own configuration and no other host's", () => {
    expect(isUploaded(hostById('netlify'), { path: '_redirects' })).toBe(true);
    expect(isUploaded(hostById('netlify'), { path: 'vercel.json' })).toBe(false);
    expect(isUploaded(hostById('cloudflare'), { path: '_worker.js' })).toBe(true);
    expect(isUploaded(hostById('static'), { path: '_headers' })).toBe(false);
  });

  it('counts each upload', () => {
    const counts = uploadCounts([page, stats, record, alias, { path: '_worker.js' }]);
    expect(counts.get(hostById('cloudflare'))).toBe(3);
    expect(counts.get(hostById('static'))).toBe(4);
  });
});
