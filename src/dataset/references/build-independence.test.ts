/**
 * The references stay references: development dependencies that only the tests import, so
 * the build cannot lean on what it is checked against.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REFERENCES = ['libphonenumber-js', 'tlds', 'i18n-iso-countries'];
const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

const importsReference = new RegExp(`from\\s+['"](${REFERENCES.join('|')})(/[^'"]*)?['"]|require\\(\\s*['"](${REFERENCES.join('|')})`);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|astro|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the independent references', () => {
  it('are pinned development dependencies, not dependencies', () => {
    expect(REFERENCES.filter((name) => !/^\d+\.\d+\.\d+$/.test(pkg.devDependencies[name] ?? '') || name in pkg.dependencies)).toEqual([]);
  });

  it('are imported by no module of the build, the server or the scripts', () => {
    const offenders = ['src', 'scripts'].flatMap((dir) => codeFiles(resolve(dir))).filter((file) => importsReference.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(resolve('.'), file))).toEqual([]);
  });

  it('would catch an import (the check is not vacuous)', () => {
    expect(
      ["import tlds from 'tlds';", "import en from 'i18n-iso-countries/langs/en.json';", "require('libphonenumber-js')"].map((t) => importsReference.test(t)),
    ).toEqual([true, true, true]);
  });
});
