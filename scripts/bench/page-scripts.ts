/**
 * @module
 * The JavaScript a built page loads: its `<script>` tags (inline and `src`), the Astro islands'
 * component and renderer modules (the island loader imports them when it hydrates), and every
 * module those reach through static `import`/`export … from`. Dynamic `import()` only loads on
 * demand, so it is listed apart and not counted. esbuild parses the modules, which tells the
 * two kinds of import apart without guessing from minified text.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';

export interface PageScripts {
  /** Inline scripts and loaded module files, each with raw and gzip bytes. */
  loaded: { name: string; bytes: number; gzip: number }[];
  /** Modules reachable only through dynamic `import()` (not counted). */
  onDemand: { name: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** Site paths ("/_astro/x.js") resolve inside the build, not at the file-system root. */
const sitePaths = (distDir: string): Plugin => ({
  name: 'site-paths',
  setup(b) {
    b.onResolve({ filter: /^\// }, (args) => (args.kind === 'entry-point' ? undefined : { path: join(distDir, args.path) }));
    // Anything not a local file (a URL, a bare name) is outside the build: not ours to count.
    b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
  },
});

/** The import graph reachable from one module (file or inline source), as esbuild saw it. */
async function importGraph(distDir: string, entry: { file: string } | { source: string }): Promise<Metafile> {
  const result = await build({
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { contents: entry.source, resolveDir: distDir, sourcefile: 'inline.js', loader: 'js' } }),
    absWorkingDir: distDir,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
    plugins: [sitePaths(distDir)],
  });
  return result.metafile;
}

/** Files reached by static imports from `start`, and those first reached by a dynamic one. */
function walk(meta: Metafile, start: string, loaded: Set<string>, dynamic: Set<string>): void {
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const imp of meta.inputs[file]?.imports ?? []) {
      if (imp.external) continue;
      if (imp.kind === 'import-statement') queue.push(imp.path);
      else if (imp.kind === 'dynamic-import') dynamic.add(imp.path);
    }
  }
}

const sizes = (name: string, body: Buffer | string) => ({ name, bytes: Buffer.byteLength(body), gzip: gzipSync(body).length });

/** What `htmlFile` (inside `distDir`) loads. */
export async function pageScripts(distDir: string, htmlFile: string): Promise<PageScripts> {
  const html = readFileSync(htmlFile, 'utf8');
  const inline: string[] = [];
  const entries = new Set<string>();
  for (const m of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const [, tag = '', body = ''] = m;
    const type = attr(tag, 'type');
    // JSON, templates and the like are data, not code the browser runs.
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    const src = attr(tag, 'src');
    if (src) entries.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(m[0], name);
      if (url) entries.add(url);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    // A modulepreload is fetched (and parsed) whether or not anything imports it.
    if (attr(m[0], 'rel') === 'modulepreload') entries.add(attr(m[0], 'href') ?? '');
  }
  entries.delete('');

  const loaded = new Set<string>();
  const dynamic = new Set<string>();
  for (const source of inline) {
    const meta = await importGraph(distDir, { source });
    walk(meta, '<stdin>', loaded, dynamic);
  }
  for (const url of entries) {
    const file = join(distDir, new URL(url, 'http://site/').pathname);
    const meta = await importGraph(distDir, { file });
    walk(meta, relative(distDir, file), loaded, dynamic);
  }
  loaded.delete('<stdin>');
  // A dynamic import of a module that is loaded anyway costs nothing more.
  for (const file of loaded) dynamic.delete(file);

  const files = [...loaded].sort().map((f) => sizes(f, readFileSync(resolve(distDir, f))));
  const all = [...inline.map((s, i) => sizes(`inline script ${i + 1}`, s)), ...files];
  const onDemand = [...dynamic].sort().map((f) => sizes(f, readFileSync(resolve(distDir, f))));
  return { loaded: all, onDemand, bytes: all.reduce((s, f) => s + f.bytes, 0), gzip: all.reduce((s, f) => s + f.gzip, 0) };
}
