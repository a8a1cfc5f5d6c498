/**
 * `npm ci` installs exactly what package-lock.json records, and fails when the lockfile and
 * package.json disagree. Two drifts have bitten this repository: a dependency changed in
 * package.json but not in the lock, and platform bindings (a native package's optional
 * `*-darwin-arm64`, `*-win32-x64` …) that npm on one machine never wrote down, so `npm ci`
 * failed on a fresh clone and a Mac resolved binaries the lock had never seen.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as LockEntry;
const packages = lock.packages;

/** Where npm would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveFrom(from: string, name: string): string | undefined {
  for (let base = from; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const up = base.lastIndexOf('/node_modules/');
    base = up < 0 ? '' : base.slice(0, up);
  }
}

describe('package-lock.json', () => {
  it("records package.json's own dependencies, with the same ranges", () => {
    const root = packages[''];
    expect(root?.dependencies).toEqual(manifest.dependencies);
    expect(root?.devDependencies).toEqual(manifest.devDependencies);
  });

  it('records every optional dependency of every package, for every platform', () => {
    const missing = Object.entries(packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveFrom(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('pins each direct dependency to the version the lock installs', () => {
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    // An alias (`npm:typescript@7.0.2`) pins the version after its last `@`.
    const pinned = (range: string) => (range.startsWith('npm:') ? range.slice(range.lastIndexOf('@') + 1) : range);
    const drift = Object.entries(all).filter(([name, range]) => packages[`node_modules/${name}`]?.version !== pinned(range));
    expect(drift).toEqual([]);
  });
});
