/**
 * Every environment variable the project's code reads is declared in the configuration's schema
 * (src/config/variables.ts), so it is checked at start-up and documented: this test reads the
 * sources of src/ and scripts/ for each read of the environment, as a linter would. The few
 * variables that are not the project's configuration are listed below, each with its reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from '../../src/config/variables.ts';

/** Read, but not configuration of the project. */
const NOT_CONFIGURATION: Record<string, string> = {
  NODE_COMPILE_CACHE: "Node's own variable: the build's threads share its compile cache, which Node reads itself",
  BASE_URL: "Astro's `import.meta.env.BASE_URL`, made by Astro from BASE_PATH",
  ASSETS: "the Cloudflare Worker's assets binding (`env.ASSETS`), not a variable of any process",
  PATH: 'where system tools are looked for, as a shell does',
};
/** Variables of `npm run bench`, which measures and configures nothing it ships; the README gives them beside its figures. */
const BENCH = /^BENCH_/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The variables a text reads: `process.env.X`, `env.X`, `env?.X`, `env['X']`, `env[name]` with `name` a literal is not seen. */
export const readsOf = (text: string): string[] => [
  ...new Set([...text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)].map((m) => m[1] ?? m[2] ?? '')),
];

const reads = ['src', 'scripts']
  .flatMap(sourceFiles)
  .flatMap((file) => readsOf(readFileSync(file, 'utf8')).map((name) => ({ file: relative('.', file), name })));

describe('the environment variables the code reads', () => {
  it('are each declared in the configuration schema, or said not to be configuration', () => {
    const undeclared = reads.filter(({ name }) => !(name in VARIABLES) && !(name in NOT_CONFIGURATION) && !BENCH.test(name));
    expect(undeclared.map(({ file, name }) => `${file} reads ${name}`)).toEqual([]);
  });

  it('are seen by this test where the code reads them (the list below is not stale)', () => {
    const names = new Set(reads.map((r) => r.name));
    expect(names).toContain('DATASET_FILE');
    expect(Object.keys(NOT_CONFIGURATION).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(NOT_CONFIGURATION).filter((name) => name in VARIABLES)).toEqual([]);
  });

  it('would catch a read of an undeclared variable', () => {
    expect(readsOf("const a = process.env.MY_VAR; const b = env?.OTHER ?? 1; const c = env['THIRD']; const d = import.meta.env.BASE_URL;")).toEqual([
      'MY_VAR',
      'OTHER',
      'THIRD',
      'BASE_URL',
    ]);
    expect(readsOf('const e = environment.X; const f = myenv.Y;')).toEqual([]);
  });
});
