/**
 * @module
 * The server's bundle: `npm start` runs its main thread, its serving threads and its render
 * threads from plain JavaScript modules made here by esbuild, one per thread's entry, packages
 * included. Loading TypeScript costs each thread that does it tens of MB (the type stripper and
 * every module's source twice), which the server's memory budget has no room for. A bundle is
 * written once into `.build/server/<hash of its content>/` and never changed, so a server already
 * running keeps the code it started with while a newer one starts beside it. Beside it, the list
 * of the files it was made from and a key of their contents: a start whose files have not changed
 * runs that bundle without bundling again (esbuild took 0.35 s and 0.6 s of CPU of each start).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { z } from 'zod';

/** Each thread's entry: the bundle's file names are the keys. */
const ENTRIES: Readonly<Record<string, string>> = {
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

/** Files esbuild reads for its settings and the packages' resolution, which its list of inputs leaves out. */
const SETTINGS_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** How far back a file's time may be behind when it was written (file systems that keep whole seconds). */
const MTIME_SLACK_MS = 2000;
/** Where the bundles are kept, each in a folder named after its content's hash. */
const bundlesDir = (root: string) => join(root, '.build', 'server');
const BUNDLE_NAME = /^[0-9a-f]{16}$/;
/** The main thread's module, which `npm start` runs. */
const MAIN = 'main-net.mjs';
/** The record, in a bundle's folder, of what it was made from. */
const INPUTS_FILE = 'inputs.json';
const InputsRecord = z.object({ files: z.array(z.string()), key: z.string() });
type InputsRecord = z.infer<typeof InputsRecord>;

/**
 * The key of what decides a bundle's content: the checkout's place (the atlas's path is written
 * into it), esbuild's version, the entries, this module (the options), the project's settings
 * (package.json, the lockfile, tsconfig.json), and each file esbuild read, by path and content.
 * Undefined when one of the files is gone.
 */
function inputsKey(root: string, entries: Readonly<Record<string, string>>, files: readonly string[]): string | undefined {
  const hash = createHash('sha256')
    .update(`${root}\0${esbuildVersion}\0${JSON.stringify(entries)}\0`)
    .update(readFileSync(fileURLToPath(import.meta.url)));
  for (const file of SETTINGS_FILES) {
    const path = join(root, file);
    hash.update(`\0${file}\0`).update(existsSync(path) ? readFileSync(path) : '');
  }
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) return undefined;
    hash.update(`\0${file}\0`).update(readFileSync(path));
  }
  return hash.digest('hex');
}

function readInputs(dir: string): InputsRecord | undefined {
  try {
    return InputsRecord.parse(JSON.parse(readFileSync(join(dir, INPUTS_FILE), 'utf8')));
  } catch {
    // No record (a bundle of an earlier version) or a broken one: the bundle is not reused.
    return undefined;
  }
}

/** The bundles kept, newest (last made or used) first. */
function keptBundles(base: string): string[] {
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => BUNDLE_NAME.test(name))
    .map((name) => ({ path: join(base, name), at: statSync(join(base, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((b) => b.path);
}

/** A kept bundle made from the files as they are now, if there is one. */
function unchangedBundle(root: string, entries: Readonly<Record<string, string>>): string | undefined {
  for (const dir of keptBundles(bundlesDir(root))) {
    const inputs = readInputs(dir);
    if (inputs && existsSync(join(dir, MAIN)) && inputsKey(root, entries, inputs.files) === inputs.key) return dir;
  }
  return undefined;
}

/** Marks a bundle as used now: the newest, so the last to be pruned. */
function markUsed(dir: string): void {
  const now = new Date();
  utimesSync(dir, now, now);
}

/** Written aside, then renamed: a start reading it alongside never finds half of it. */
function writeAtomically(path: string, content: string | Uint8Array): void {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, content);
  renameSync(partial, path);
}

export interface ServerBundle {
  /** The main thread's module. */
  main: string;
  /** True when a kept bundle was made from the same files, and esbuild did not run. */
  reused: boolean;
}

/**
 * The server's bundle in `.build/server/`: a kept one made from the same files, else bundled now.
 * `entries` (default: the server's threads) is for tests.
 */
export async function bundleServer(checkout: string, entries: Readonly<Record<string, string>> = ENTRIES): Promise<ServerBundle> {
  // One spelling of the checkout's place (with or without its last slash), as the key has it.
  const root = resolve(checkout);
  const base = bundlesDir(root);
  const unchanged = unchangedBundle(root, entries);
  if (unchanged) {
    markUsed(unchanged);
    return { main: join(unchanged, MAIN), reused: true };
  }
  const started = Date.now();
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outdir: 'bundle',
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    // CommonJS packages (ioredis) call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins: [builtinsRequired, atlasOnDemand],
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  // The files read from disk (a plugin's own modules, `builtin:…`, are not files).
  const files = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[a-z-]+:/.test(input))
    .sort();
  // A file written while esbuild read them may differ from what it read: then no record, no reuse.
  const settled = files.every((file) => (statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < started - MTIME_SLACK_MS);
  const key = settled ? inputsKey(root, entries, files) : undefined;
  const inputs = key === undefined ? undefined : `${JSON.stringify({ files, key } satisfies InputsRecord)}\n`;
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(basename(file.path)).update(file.contents);
  const dir = join(base, hash.digest('hex').slice(0, 16));
  if (existsSync(dir)) {
    // The same code from changed files (a comment, say): its record now names them as they are.
    if (inputs !== undefined) writeAtomically(join(dir, INPUTS_FILE), inputs);
    markUsed(dir);
  } else {
    // Written aside, then renamed whole: a server starting alongside never finds half a bundle.
    const partial = `${dir}.${process.pid}.tmp`;
    mkdirSync(partial, { recursive: true });
    for (const file of result.outputFiles) writeFileSync(join(partial, basename(file.path)), file.contents);
    if (inputs !== undefined) writeFileSync(join(partial, INPUTS_FILE), inputs);
    try {
      renameSync(partial, dir);
    } catch (e) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dir)) throw e;
    }
  }
  // The oldest bundles go.
  for (const old of keptBundles(base)
    .filter((path) => path !== dir)
    .slice(KEPT))
    rmSync(old, { recursive: true, force: true });
  return { main: join(dir, MAIN), reused: false };
}
