import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinsRequired } from './server-bundle-fs.ts';

const dir = mkdtempSync(join(tmpdir(), 'server-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles a module as the server's bundle is made (ES module, with `require` from its banner), runs it, and gives what it printed. */
async function bundleAndRun(source: string, plugins = [builtinsRequired]): Promise<string> {
  const entry = join(dir, `entry-${plugins.length}.ts`);
  writeFileSync(entry, source);
  const out = join(dir, `out-${plugins.length}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins,
    logLevel: 'silent',
  });
  return execFileSync(process.execPath, [out], { encoding: 'utf8' });
}

const SOURCE = `
import { createServer, STATUS_CODES } from 'node:http';
import * as path from 'node:path';
const loaded = process.moduleLoadList.filter((m) => m.includes('undici'));
console.log(JSON.stringify({ server: typeof createServer, teapot: STATUS_CODES[418], join: path.join('a', 'b'), undici: loaded.length }));
`;

describe("the server bundle's imports of Node's modules", () => {
  it("give their exports without loading node:http's lazy ones (undici)", async () => {
    expect(JSON.parse(await bundleAndRun(SOURCE))).toEqual({ server: 'function', teapot: "I'm a Teapot", join: 'a/b', undici: 0 });
  });

  it('would load undici as plain imports (what the plugin avoids)', async () => {
    const { undici } = JSON.parse(await bundleAndRun(SOURCE, [])) as { undici: number };
    expect(undici).toBeGreaterThan(0);
  });
});
