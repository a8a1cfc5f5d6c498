/**
 * @module
 * The hosts that serve plain files (GitHub Pages, S3 and CloudFront, nginx): every file, and no
 * configuration of the build's; docs/deploy.md and `deploy/` hold their recipes.
 */
import type { HostAdapter } from '../adapter.ts';

export const staticHosts = {
  id: 'static',
  name: 'GitHub Pages, S3, nginx (plain files)',
  computes: false,
  configFiles: [],
  output: () => ({ texts: [] }),
  figures: () => undefined,
  buildWith: "the default build, or `DEPLOY_HOST=static` without any host's configuration",
} as const satisfies HostAdapter;
