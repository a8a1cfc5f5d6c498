/**
 * @module
 * What the build hands each adapter (adapter.ts `HostInputs`): the host-neutral rules derived
 * from the route table, each made once when an adapter first asks for it (a one-host build may
 * need none of them), the files of its upload, and the other hosts' configuration. Pure.
 */
import type { Api } from '../api/context.ts';
import type { Route } from '../api/route.ts';
import type { HostAdapter, HostInputs } from './adapter.ts';
import { headerRules } from './headers.ts';
import { HOSTS } from './hosts.ts';
import { pathRewrites } from './path-rewrites.ts';
import { queryRewrites } from './rewrites.ts';
import { isUploaded, type OutputFile } from './uploads.ts';

export type HostDerivations = Pick<HostInputs, 'rewrites' | 'lookups' | 'headers'>;

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

export const hostDerivations = (api: Api, routes: readonly Route[]): HostDerivations => ({
  rewrites: once(() => queryRewrites(api, routes)),
  lookups: once(() => pathRewrites(api, routes)),
  headers: once(headerRules),
});

/** The other hosts' configuration at the top of the output, as `.assetsignore` lists it: their files, then their folders. */
function othersConfig(host: HostAdapter): string[] {
  const entries = HOSTS.filter((h) => h !== host).flatMap((h) => h.configFiles.filter((entry) => !host.configFiles.includes(entry)));
  const files = entries.filter((e) => !e.endsWith('/'));
  const folders = entries.filter((e) => e.endsWith('/')).map((e) => e.split('/')[0]!);
  return [...new Set([...files, ...folders])];
}

export const hostInputs = (host: HostAdapter, routes: readonly Route[], apiFiles: readonly OutputFile[], derived: HostDerivations): HostInputs => ({
  ...derived,
  routes,
  apiFiles,
  uploaded: apiFiles.filter((f) => isUploaded(host, f)),
  othersConfig: othersConfig(host),
});
