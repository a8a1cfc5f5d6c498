/**
 * One test double per host of the table (src/hosts/hosts.ts), all of one shape: a request as a
 * client sends it, answered as the host answers it over its own upload of the test build. The
 * table is keyed by host id, so a host added to src/hosts/hosts.ts fails the typecheck until it
 * has one. Each is written from its host's documentation (see each file).
 */
import type { Host } from '../../src/hosts/adapter.ts';
import { hostById, isHostId, type HostId } from '../../src/hosts/hosts.ts';
import { builtDataset } from '../helpers.ts';
import { cloudflareHost } from './cloudflare-host.ts';
import { netlifyHost } from './netlify-host.ts';
import { notFoundPage, serveFile, type Served, type Site } from './site.ts';
import { buildText } from './static-hosts.ts';
import { hostSite, vercelDeployment } from './uploads.ts';

export interface HostEmulator {
  serve(url: string, init?: { method?: string; headers?: Record<string, string> }): Promise<Served>;
  close(): Promise<void>;
}

/** A host that serves files and nothing else (GitHub Pages, a bucket, a stock web server): the file at the path, a folder's `index.html`, else the 404 page. */
export function plainHost(site: Site): HostEmulator {
  return {
    async serve(url) {
      const path = decodeURIComponent(new URL(url, 'https://plain.invalid').pathname);
      const file = path.endsWith('/') ? `${path}index.html` : path;
      return site.has(file) ? serveFile(site, 200, file, new Map()) : notFoundPage(site, new Map());
    },
    close: async () => {},
  };
}

export const EMULATORS: Readonly<Record<HostId, () => Promise<HostEmulator>>> = {
  cloudflare: async () => cloudflareHost(builtDataset(), hostSite(hostById('cloudflare'))),
  vercel: vercelDeployment,
  netlify: async () => {
    const netlify = netlifyHost(buildText('_redirects'), buildText('_headers'), hostSite(hostById('netlify')), 'ignored');
    return { serve: async (url) => netlify.serve(url), close: async () => {} };
  },
  static: async () => plainHost(hostSite(hostById('static'))),
};

/** The emulator of a host of the table, started. */
export function emulatorOf(host: Host): Promise<HostEmulator> {
  if (!isHostId(host.id)) throw new Error(`${host.id} is not a host of src/hosts/hosts.ts`);
  return EMULATORS[host.id]();
}
