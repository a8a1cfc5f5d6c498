/**
 * @module
 * docs/deploy.md's figures per host, measured on a build (src/build/host-figures-fs.ts): each
 * host's upload against its limit, the rules or code its adapter measures, and how to build its upload.
 */
import type { HostFigures } from '../hosts/adapter.ts';
import { table } from './markdown.ts';
import { formatInteger } from '../lib/number-format.ts';

export function hostsTable(figures: HostFigures): string {
  const rows = [...figures.uploads].map(([host, files]) => [
    host.name,
    formatInteger(files),
    host.limit ? `${formatInteger(host.limit.files)} ${host.limit.note}` : 'none',
    figures.measured.get(host) ?? 'none',
    host.buildWith,
  ]);
  return table(['Host', 'Files uploaded', 'File limit', 'Rules or code', 'Its upload'], rows);
}
