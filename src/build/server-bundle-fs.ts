/**
 * @module
 * The server's bundle: `npm start` runs its main thread, its serving threads and its render
 * threads from plain JavaScript modules made here by esbuild, one per thread's entry, packages
 * included. Loading TypeScript costs each thread that does it tens of MB (the type stripper and
 * every module's source twice), which the server's memory budget has no room for. A bundle is
 * written once into `.build/server/<hash of its content>/` and never changed, so a server already
 * running keeps the code it started with while a newer one starts beside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Each thread's entry: the bundle's file names are the keys. */
const ENTRIES = {
  'main-net': 'src/server/node/main-net.ts',
  'serve-thread': 'src/server/node/serve-thread.ts',
  'core-thread': 'src/server/node/core-thread.ts',
  'core-local': 'src/server/node/core-local.ts',
  'index-process': 'src/server/node/index-process.ts',
  // Plans: the plan table's schema and the stores, loaded only when they are on.
  'from-env-fs': 'src/stores/from-env-fs.ts',
  'sqlite-checkpoint-thread-fs': 'src/stores/sqlite-checkpoint-thread-fs.ts',
};

/**
 * Node's own modules are loaded with `require`, not imported: an import goes through the
 * module's ES facade, which reads every export, node:http's lazy ones too, and so loads the
 * fetch implementation (undici) in each thread that imports it, for nothing (2.6 MB of heap and
 * about 14 MB of resident memory, measured on Node 24). Named imports then read the module's
 * properties when they are used.
 */
export const builtinsRequired: Plugin = {
  name: 'builtins-required',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) => (args.kind === 'import-statement' ? { path: args.path, namespace: 'builtin' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/**
 * The 1:50m atlas (src/api/shapes/detailed-atlas.ts) read from its package on the first call,
 * through the bundle's `require`, instead of carried in the bundle: only `locate` and the 1:50m
 * shapes' query form need it, and parsed it holds about 11 MB in each thread that loads the API
 * (22 MB of the server's memory at ready, measured on Node 24).
 */
export const atlasOnDemand: Plugin = {
  name: 'atlas-on-demand',
  setup(b) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
    b.onLoad({ filter: /[\\/]src[\\/]api[\\/]shapes[\\/]detailed-atlas\.ts$/ }, () => ({
      // A name, not a literal, so that esbuild leaves the require() to run time.
      contents: `const file = ${JSON.stringify(file)}; let atlas; export const detailedAtlas = () => (atlas ??= require(file));`,
      loader: 'js',
    }));
  },
};

/** Bundles kept beside the newest (a server started a moment ago may still load its threads' modules). */
const KEPT = 3;

/** Bundles the server into `.build/server/`; resolves with its main module's path. */
export async function bundleServer(root: string): Promise<string> {
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(root, file)])),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outdir: 'bundle',
    outExtension: { '.js': '.mjs' },
    write: false,
    // CommonJS packages (ioredis) call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins: [builtinsRequired, atlasOnDemand],
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const base = join(root, '.build', 'server');
  const dir = join(base, hash.digest('hex').slice(0, 16));
  if (!existsSync(dir)) {
    // Written aside, then renamed whole: a server starting alongside never finds half a bundle.
    const partial = `${dir}.${process.pid}.tmp`;
    mkdirSync(partial, { recursive: true });
    for (const file of result.outputFiles) writeFileSync(join(partial, file.path.slice(file.path.lastIndexOf('/') + 1)), file.contents);
    try {
      renameSync(partial, dir);
    } catch (e) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dir)) throw e;
    }
  }
  // The oldest bundles go.
  const others = readdirSync(base)
    .filter((name) => /^[0-9a-f]{16}$/.test(name) && join(base, name) !== dir)
    .map((name) => ({ path: join(base, name), at: statSync(join(base, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of others.slice(KEPT)) rmSync(old.path, { recursive: true, force: true });
  return join(dir, 'main-net.mjs');
}
