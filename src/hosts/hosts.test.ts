import { describe, expect, it } from 'vitest';
import type { HostInputs } from './adapter.ts';
import { HOSTS, hostById, isHostId } from './hosts.ts';
import { hostInputs } from './inputs.ts';
import { isConfigFileOf, type OutputFile } from './uploads.ts';

const apiFiles: OutputFile[] = [
  { path: 'api/stats.json', policy: 'file' },
  { path: 'api/rest/v1.json', policy: 'file', aliasOf: 'api/rest/v1/all.json' },
  { path: 'api/country/DE.json', policy: 'computed' },
];
const unused = () => {
  throw new Error('not derived here');
};
const derived: Pick<HostInputs, 'rewrites' | 'lookups' | 'headers'> = { rewrites: unused, lookups: unused, headers: unused };
const outputOf = (id: Parameters<typeof hostById>[0]) => hostById(id).output(hostInputs(hostById(id), [], apiFiles, derived));

describe('the host table', () => {
  it('names each host once, by an id DEPLOY_HOST takes', () => {
    expect(new Set(HOSTS.map((h) => h.id)).size).toBe(HOSTS.length);
    expect(HOSTS.every((h) => isHostId(h.id))).toBe(true);
    expect(isHostId('all')).toBe(false);
  });

  it("has every adapter write only its own configuration, so that no other host's upload takes it", () => {
    for (const host of HOSTS) {
      const output = host.output(hostInputs(host, [], apiFiles, derived));
      const paths = [
        ...output.texts.map((t) => t.path),
        ...(output.copies ?? []).map((c) => c.to),
        ...(output.functionHandlers ?? []),
        ...(host.workerBundle ? [host.workerBundle] : []),
      ];
      expect(
        paths.filter((p) => !isConfigFileOf(host, p)),
        host.id,
      ).toEqual([]);
    }
  });

  it("gives each adapter the other hosts' configuration, files then folders, and the API files of its own upload", () => {
    const cloudflare = hostInputs(hostById('cloudflare'), [], apiFiles, derived);
    expect(cloudflare.othersConfig).toEqual(['_redirects', '.vercel']);
    expect(cloudflare.uploaded.map((f) => f.path)).toEqual(['api/stats.json']);
    expect(hostInputs(hostById('static'), [], apiFiles, derived).uploaded).toEqual(apiFiles);
  });

  it("has Vercel's function copy the files its upload holds, and nothing else", () => {
    expect(outputOf('vercel').copies).toEqual([{ from: 'api/stats.json', to: '.vercel/output/functions/api.func/files/api/stats.json' }]);
    expect(outputOf('static').texts).toEqual([]);
  });
});
