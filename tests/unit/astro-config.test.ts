import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { noDependencyOptimizerInBuilds } from '../../astro.config.mjs';

/** The Vite plugins the integration adds when Astro runs `command`. */
function pluginsAddedFor(command: 'build' | 'dev' | 'preview' | 'sync'): Plugin[] {
  const added: Plugin[] = [];
  const setup = noDependencyOptimizerInBuilds().hooks['astro:config:setup']!;
  void setup({ command, updateConfig: (config: { vite: { plugins: Plugin[] } }) => added.push(...config.vite.plugins) } as never);
  return added;
}

describe('Vite’s dependency optimizer', () => {
  it('prepares nothing in a build, whatever Astro listed for the dev server', () => {
    const [plugin] = pluginsAddedFor('build');
    // What Astro's own hook gives the client environment (astro/dist/vite-plugin-environment).
    const client = { optimizeDeps: { include: ['astro > html-escaper', 'astro/runtime/client/dev-toolbar/entrypoint.js', 'react'], exclude: ['astro:*'] } };
    (plugin!.configEnvironment as (name: string, options: typeof client) => void)('client', client);
    // Vite's rule: no discovery and nothing included is no optimizer at all.
    expect(client.optimizeDeps).toEqual({ include: [], noDiscovery: true, exclude: ['astro:*'] });
  });

  it('is left to `astro dev`, which needs React prepared for the browser', () => {
    expect(pluginsAddedFor('dev')).toEqual([]);
  });
});
