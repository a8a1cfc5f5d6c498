// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The build script (scripts/build.ts) passes site, base and outDir; the static API is written
// beside the pages from the route table, not through Astro endpoints (see README, "Build").
export default defineConfig({
  output: 'static',
  integrations: [react()],
  prerenderConflictBehavior: 'error',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
});
