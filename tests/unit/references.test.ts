/**
 * Comments and docs point at files that exist: a path named in a comment of src/, tests/ or
 * scripts/ (`src/api/question.ts`, `docs/api.md`, `data/overrides.json`…), or in README.md and
 * docs/*.md, names a file or folder of this repository. (Citing a spec that is not in the
 * repository sends a reader nowhere.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const TOP = ['src', 'tests', 'scripts', 'docs', 'data', 'public', '.ci'];
/** A repository path: a top-level folder, then more path, maybe a placeholder (`{code}`) or a glob; stops at anything else. */
const PATH = new RegExp(`(?<![\\w./-])(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./*{}-]*[\\w*}/]`, 'g');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro|js|mjs)$/.test(e.name) ? [path] : [];
  });
}

/** The comment text of a source file: line comments and block comments. */
const commentsOf = (text: string) => [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => m[0]).join('\n');

/** Does the path (maybe with `{placeholders}` or `*` globs) name something that exists? */
function exists(path: string): boolean {
  const clean = path.replace(/\/$/, '');
  if (!/[{*]/.test(clean)) return existsSync(join(ROOT, clean));
  // With a placeholder or glob: the folder before it exists.
  return existsSync(join(ROOT, clean.slice(0, clean.search(/[{*]/)).replace(/[^/]*$/, '')));
}

// Paths the build, the server or npm run refresh write (the usage database, the refresh manifest), not the repository holds.
const WRITTEN = /^(dist|\.build|\.cache)\/|^data\/(usage|refresh-manifest\.json|leader-proposals\.json)/;

describe('references', () => {
  it('in comments name files that exist', () => {
    const missing = ['src', 'tests', 'scripts'].flatMap(filesUnder).flatMap((file) =>
      [...commentsOf(readFileSync(join(ROOT, file), 'utf8')).matchAll(PATH)]
        .map((m) => m[0])
        .filter((path) => !WRITTEN.test(path) && !exists(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('in the README and docs name files that exist', () => {
    const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));
    const missing = docs.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(PATH)]
        .map((m) => m[0])
        .filter((path) => !WRITTEN.test(path) && !exists(path))
        .map((path) => `${relative(ROOT, join(ROOT, file))}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('would catch a missing file (the check is not vacuous)', () => {
    expect([...'see src/api/nope.ts and docs/api.md'.matchAll(PATH)].map((m) => m[0])).toEqual(['src/api/nope.ts', 'docs/api.md']);
    expect(exists('src/api/nope.ts')).toBe(false);
    expect(exists('src/api/question.ts')).toBe(true);
  });
});
