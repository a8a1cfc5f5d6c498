/**
 * @module
 * docs/deploy.md's figures per host, measured on a build (src/build/host-figures-fs.ts): each
 * host's upload against its limit, the rules its configuration holds, and how to build its upload.
 */
import type { HostFigures, HostId } from '../hosts/uploads.ts';
import { code, table } from './markdown.ts';
import { formatInteger } from '../lib/number-format.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** How each host's upload is made. */
const BUILD_WITH: Readonly<Record<HostId, string>> = {
  cloudflare: `${code('DEPLOY_HOST=cloudflare')}; for Workers the default build is the same upload through ${code('.assetsignore')}`,
  vercel: `${code('DEPLOY_HOST=vercel')} (the site in ${code('.vercel/output/static/')}); the default build holds Vercel's routes and function, not its site`,
  netlify: `the default build, or ${code('DEPLOY_HOST=netlify')} without the other hosts' files`,
  static: `the default build, or ${code('DEPLOY_HOST=static')} without any host's configuration`,
};

function rulesOf(id: HostId, f: HostFigures): string {
  if (id === 'cloudflare' && f.worker)
    return `the Worker as ${code('wrangler deploy')} uploads it, ${mb(f.worker.bytes)} (${mb(f.worker.gzipBytes)} gzipped; 3 MB allowed on the free plan)`;
  if (id === 'vercel' && f.vercel)
    return `the Worker as a Node.js function${f.worker ? `, ${mb(f.worker.bytes)}` : ''}, with the ${formatInteger(f.vercel.functionFiles)} files it reads; ${formatInteger(f.vercel.routes)} routes in ${code('config.json')}`;
  if (id === 'netlify' && f.netlify) return `${formatInteger(f.netlify.rules)} ${code('_redirects')} rules (Netlify advises at most 10,000)`;
  return 'none';
}

export function hostsTable(figures: HostFigures): string {
  const rows = [...figures.uploads].map(([host, files]) => [
    host.name,
    formatInteger(files),
    host.limit ? `${formatInteger(host.limit.files)} ${host.limit.note}` : 'none',
    rulesOf(host.id, figures),
    BUILD_WITH[host.id],
  ]);
  return table(['Host', 'Files uploaded', 'File limit', 'Rules or code', 'Its upload'], rows);
}
