// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The build script (scripts/build.ts) passes site, base and outDir; the static API is written
// beside the pages from the route table, not through Astro endpoints (see README, "Build").

// The inline scripts that must run before the first paint (the saved theme; the home page's
// "a view is coming, hide the full table") are allowed by their hashes; everything else Astro
// bundles and hashes itself. No 'unsafe-inline' for scripts.
const inlineScripts = ['./src/layouts/theme-init.js', './src/explorer/pending-view.js'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));
/** @returns {`sha256-${string}`} */
const sha256 = (/** @type {string} */ text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The API's serializers in the browser (only the lazily loaded "Download this view" code uses
 * them): csv-stringify's default entry needs Node's Buffer, so browsers get its self-contained build.
 * @returns {import('vite').Plugin}
 */
function serializersForBrowsers() {
  return {
    name: 'countries:serializers-for-browsers',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id, importer) {
      if (id === 'csv-stringify/sync') return this.resolve('csv-stringify/browser/esm/sync', importer, { skipSelf: true });
      return null;
    },
  };
}

/**
 * `astro build` starts a Vite dev server to sync content types, and that server has Vite's
 * dependency optimizer prepare React and Astro's dev toolbar for a browser in node_modules/.vite:
 * about half a second of CPU in a fresh clone's first build, for files no build reads. Only
 * `astro dev` needs them, and this project serves its pages with its own server, so builds skip it.
 * @returns {import('astro').AstroIntegration}
 */
export function noDependencyOptimizerInBuilds() {
  return {
    name: 'countries:no-dependency-optimizer-in-builds',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'countries:no-dependency-optimizer',
                enforce: 'post',
                // Vite merges lists rather than replacing them: Astro's own list of what to
                // prepare is emptied in place, after Astro's hook has added it.
                configEnvironment(_name, options) {
                  options.optimizeDeps = { ...options.optimizeDeps, noDiscovery: true, include: [] };
                },
              },
            ],
          },
        });
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  integrations: [react(), noDependencyOptimizerInBuilds()],
  prerenderConflictBehavior: 'error',
  trailingSlash: 'ignore',
  // Styles inline in each page: on a slow line (150 ms a round trip) a stylesheet file costs a
  // second round trip before anything is painted, the "loading this view" note included.
  build: { format: 'directory', inlineStylesheets: 'always' },
  security: {
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      scriptDirective: { hashes: inlineScripts.map(sha256) },
    },
  },
  // No page is written in Markdown; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [serializersForBrowsers()] },
});
