import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { atlasOnDemand, builtinsRequired, bundleServer } from './server-bundle-fs.ts';

const dir = mkdtempSync(join(tmpdir(), 'server-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles a module as the server's bundle is made (ES module, with `require` from its banner), runs it, and gives what it printed. */
async function bundleAndRun(source: string, plugins = [builtinsRequired], name = `${plugins.length}`): Promise<string> {
  const entry = join(dir, `entry-${name}.ts`);
  writeFileSync(entry, source);
  const out = join(dir, `out-${name}.mjs`);
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

const ATLAS_FILE = new URL('../../node_modules/world-atlas/countries-50m.json', import.meta.url);
const ATLAS_USE = `
import { detailedAtlas } from ${JSON.stringify(new URL('../api/shapes/detailed-atlas.ts', import.meta.url).pathname)};
const atlas = detailedAtlas();
console.log(JSON.stringify({ type: atlas.type, arcs: atlas.arcs.length, same: detailedAtlas() === atlas }));
`;

describe("the server bundle's 1:50m atlas", () => {
  it('is read from its package on the first call, not carried in the bundle', async () => {
    const printed = JSON.parse(await bundleAndRun(ATLAS_USE, [builtinsRequired, atlasOnDemand], 'atlas-on-demand'));
    const atlas = JSON.parse(readFileSync(ATLAS_FILE, 'utf8')) as { arcs: unknown[] };
    expect(printed).toEqual({ type: 'Topology', arcs: atlas.arcs.length, same: true });
    expect(statSync(join(dir, 'out-atlas-on-demand.mjs')).size).toBeLessThan(10_000);
  });

  it('would be carried whole without the plugin (what it avoids)', async () => {
    await bundleAndRun(ATLAS_USE, [builtinsRequired], 'atlas-carried');
    expect(statSync(join(dir, 'out-atlas-carried.mjs')).size).toBeGreaterThan(statSync(ATLAS_FILE).size / 2);
  });
});

describe("a start's bundle", () => {
  const root = mkdtempSync(join(tmpdir(), 'server-bundle-root-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const ENTRY = { 'main-net': 'main-net.ts' };
  /** Written a minute ago, as files are before a start, unless `now`. */
  const write = (file: string, source: string, now = false) => {
    writeFileSync(join(root, file), source);
    if (!now) utimesSync(join(root, file), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  };
  write('main-net.ts', "import { value } from './value.ts';\nconsole.log(value);\n");
  const setValue = (source: string, now = false) => write('value.ts', source, now);
  const printed = (main: string) => execFileSync(process.execPath, [main], { encoding: 'utf8' }).trim();

  it('is made once, then reused while the files it was made from are unchanged', async () => {
    setValue("export const value = 'first';\n");
    const made = await bundleServer(root, ENTRY);
    expect(made.reused).toBe(false);
    expect(printed(made.main)).toBe('first');
    expect(await bundleServer(root, ENTRY)).toEqual({ main: made.main, reused: true });
  });

  it('is made again when a file it imports changes, and the earlier one reused when the file is back', async () => {
    setValue("export const value = 'first';\n");
    const first = await bundleServer(root, ENTRY);
    setValue("export const value = 'second';\n");
    const second = await bundleServer(root, ENTRY);
    expect(second.reused).toBe(false);
    expect(second.main).not.toBe(first.main);
    expect(printed(second.main)).toBe('second');
    setValue("export const value = 'first';\n");
    expect(await bundleServer(root, ENTRY)).toEqual({ main: first.main, reused: true });
  });

  it('is made again, into the same folder, when a change leaves the code as it was, and then reused', async () => {
    setValue("export const value = 'first';\n");
    const first = await bundleServer(root, ENTRY);
    setValue("// a comment the bundle drops\nexport const value = 'first';\n");
    expect(await bundleServer(root, ENTRY)).toEqual({ main: first.main, reused: false });
    expect(await bundleServer(root, ENTRY)).toEqual({ main: first.main, reused: true });
  });

  it('is made again when a setting esbuild reads beside the files changes (tsconfig.json)', async () => {
    setValue("export const value = 'first';\n");
    const first = await bundleServer(root, ENTRY);
    write('tsconfig.json', '{ "compilerOptions": { "target": "es2022" } }\n');
    expect(await bundleServer(root, ENTRY)).toEqual({ main: first.main, reused: false });
    expect(await bundleServer(root, ENTRY)).toEqual({ main: first.main, reused: true });
  });

  it('is made again when the record of what it was made from is broken', async () => {
    setValue("export const value = 'first';\n");
    const first = await bundleServer(root, ENTRY);
    writeFileSync(join(dirname(first.main), 'inputs.json'), '{"files": [');
    expect(await bundleServer(root, ENTRY)).toEqual({ main: first.main, reused: false });
  });

  it('is not reused when a file it was made from was written as it was being made (what esbuild read is not known)', async () => {
    setValue("export const value = 'third';\n", true);
    const made = await bundleServer(root, ENTRY);
    expect(made.reused).toBe(false);
    expect(printed(made.main)).toBe('third');
    expect(await bundleServer(root, ENTRY)).toEqual({ main: made.main, reused: false });
  });
});
