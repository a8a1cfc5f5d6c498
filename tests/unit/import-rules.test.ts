/**
 * The data flows one way, and the folders show it: sources → dataset → api (pure answers) →
 * formats → delivery (static build, server, access plans, host configs), with the explorer on
 * top, and small shared helpers (lib) below them all. This test reads every import in src/ and
 * keeps that order, so a shortcut across layers fails here instead of in review. It also keeps
 * one naming rule: a module that reads or writes files says so with `-fs` in its name, one that
 * talks over the network with `-net`; everything else is pure enough to test without either.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

/** Which top-level folders of src/ each one may import from (besides itself and lib). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  lib: [],
  dataset: [],
  formats: [],
  // /data: the curated search aliases (data/search-aliases.json), which the explorer's search uses too;
  // /package.json: the pinned world-atlas, named in the shapes' source.
  api: ['dataset', 'formats', '/data', '/package.json'],
  static: ['api', 'dataset', 'formats'],
  access: ['api', 'dataset', 'stores'],
  stores: ['access', 'config'],
  // config: types only (the server's own modules never load the schema, nor zod with it).
  server: ['access', 'api', 'config', 'dataset', 'formats', 'static', 'stores'],
  hosts: ['api', 'formats', 'server'],
  build: ['api', 'config', 'dataset', 'formats', 'hosts', 'release', 'server', 'static'],
  // The environment's variables, one schema (the hosts DEPLOY_HOST names, the server's default limits).
  config: ['hosts', 'server'],
  // Releases of the data (releases/), the changes since the last one, the version they call for.
  release: ['dataset'],
  // The npm package of the dataset: the bulk export's records, one module per country and field.
  'npm-package': ['api', 'dataset', 'formats'],
  // npm run refresh: the sources' publishers, fetched (or their recorded responses).
  refresh: [],
  // The generated parts of README.md, docs/api.md and docs/deploy.md (the hosts' figures of a build).
  docs: ['api', 'config', 'dataset', 'formats', 'hosts'],
  // The site: never the server side.
  explorer: ['api', 'dataset', 'formats'],
  // /package.json: the pinned versions of the map libraries, for the sources table.
  components: ['api', 'dataset', 'formats', 'explorer', '/package.json'],
  layouts: ['components', 'styles'],
  // /docs: the API page serves docs/api.md as it is.
  pages: ['api', 'components', 'dataset', 'explorer', 'formats', 'layouts', 'styles', '/docs'],
  styles: [],
};

/** The pure core (it runs in browsers and Workers too): only its `-fs` twins (and tests) use Node built-ins. */
const PURE = ['lib', 'dataset', 'formats', 'api', 'explorer', 'components', 'docs', 'release', 'npm-package'];

/** Modules whose import means the file touches files, or the network. */
const FILE_SYSTEM = /^(node:fs|node:fs\/promises|node:sqlite|node:module|esbuild)$/;
const NETWORK = /^(node:http|node:https|node:http2|node:net|node:tls|node:dgram|ioredis|@hono\/node-server)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The top folder of src/ a path is in; outside src/, the repository folder with a leading slash ("/docs"). */
function topFolder(path: string): string {
  const inSrc = relative(SRC, path);
  return inSrc.startsWith('..') ? `/${relative(resolve('.'), path).split(sep)[0] ?? ''}` : (inSrc.split(sep)[0] ?? '');
}
const imports = (text: string) =>
  [...text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );

const files = sourceFiles(SRC).filter((file) => relative(SRC, file).includes(sep));

/**
 * The server's HTTP layer (src/server/http/) is what every delivery runs: the Node server, the
 * Cloudflare Worker (src/server/worker.ts), Vercel's function and the in-process tests. So it and
 * everything it loads stay free of Node: no built-in, no -fs or -net module, nothing of the Node
 * server's own machinery (src/server/node/), which sits beside it and imports it, never the reverse.
 */
const RUNS_EVERYWHERE = [join(SRC, 'server', 'http') + sep, join(SRC, 'server', 'worker.ts')];
const runsEverywhere = (file: string) => RUNS_EVERYWHERE.some((root) => file.startsWith(root));

/** The modules a file loads when it runs: its imports but `import type` ones, which leave nothing behind. */
const runtimeImports = (text: string) => imports(text.replace(/^import\s+type\s[^;]*;/gm, ''));

/** Why a module of the HTTP layer, or one it loads, is no module every delivery can run; followed through relative imports. */
function nodeOnlyModules(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const offences: string[] = [];
  const visit = (file: string, from: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const name = relative(SRC, file);
    if (/-(fs|net)\.tsx?$/.test(file)) offences.push(`${name} (loaded by ${from}) touches files or the network`);
    if (file.startsWith(join(SRC, 'server', 'node') + sep)) offences.push(`${name} (loaded by ${from}) is the Node server's`);
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('node:')) offences.push(`${name} imports ${spec}`);
      else if (spec.startsWith('.')) visit(resolve(file, '..', spec), name);
    }
  };
  for (const entry of entries) visit(entry, relative(SRC, entry));
  return offences;
}

describe('import rules', () => {
  it('knows every folder of src/', () => {
    expect([...new Set(files.map(topFolder))].filter((folder) => !(folder in MAY_IMPORT))).toEqual([]);
  });

  it('imports across folders only downstream', () => {
    const offences = files.flatMap((file) => {
      const from = topFolder(file);
      return imports(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => topFolder(resolve(file, '..', spec)))
        .filter((to) => to !== from && to !== 'lib' && !MAY_IMPORT[from]?.includes(to))
        .map((to) => `${relative(SRC, file)} imports from ${to}/`);
    });
    expect(offences).toEqual([]);
  });

  it('keeps the pure core free of Node built-ins, except the -fs twins', () => {
    const offences = files
      .filter((file) => PURE.includes(topFolder(file)) && !/-fs\.tsx?$/.test(file))
      .flatMap((file) =>
        imports(readFileSync(file, 'utf8'))
          .filter((spec) => spec.startsWith('node:'))
          .map((spec) => `${relative(SRC, file)} imports ${spec}`),
      );
    expect(offences).toEqual([]);
  });

  it('names every module that touches files -fs, and every one that talks over the network -net', () => {
    const offences = files.flatMap((file) => {
      const specs = imports(readFileSync(file, 'utf8'));
      const name = relative(SRC, file);
      return [
        ...(specs.some((s) => FILE_SYSTEM.test(s)) && !/-fs\.tsx?$/.test(file) ? [`${name} touches files but is not named -fs`] : []),
        ...(specs.some((s) => NETWORK.test(s)) && !/-net\.tsx?$/.test(file) ? [`${name} uses the network but is not named -net`] : []),
      ];
    });
    expect(offences).toEqual([]);
  });

  it("keeps the server's HTTP layer, and all it loads, free of Node (every delivery runs it)", () => {
    const entries = files.filter(runsEverywhere);
    expect(entries.map((file) => relative(SRC, file))).toContain(join('server', 'http', 'app.ts'));
    expect(nodeOnlyModules(entries)).toEqual([]);
  });

  it("keeps the configuration's schema (and zod) out of the server's own threads: they import its types alone", () => {
    const offences = files
      .filter((file) => topFolder(file) === 'server')
      .filter((file) => /^import\s+(?!type\s)[^'"]*from\s*['"][^'"]*\/config\//m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offences).toEqual([]);
  });

  it('would catch an offence (the rules are not vacuous)', () => {
    expect(nodeOnlyModules([join(SRC, 'server', 'node', 'edge.ts')]).length).toBeGreaterThan(0);
    expect(runtimeImports("import type { A } from './a-fs.ts';\nimport { b } from './b.ts';")).toEqual(['./b.ts']);
    expect(['node:fs', 'node:sqlite', 'esbuild'].every((m) => FILE_SYSTEM.test(m))).toBe(true);
    expect(['node:http', 'ioredis', '@hono/node-server'].every((m) => NETWORK.test(m))).toBe(true);
    expect(['node:path', 'node:crypto', 'zod'].some((m) => FILE_SYSTEM.test(m) || NETWORK.test(m))).toBe(false);
    expect(imports("import { x } from '../server/app.ts';\nimport type { Y } from './y.ts';\nconst z = await import('../stores/redis-net.ts');")).toEqual([
      '../server/app.ts',
      './y.ts',
      '../stores/redis-net.ts',
    ]);
  });
});
