/**
 * CHANGELOG.md and CITATION.cff are what the releases recorded in releases/ make of them now:
 * `npm run release -- --changelog` rewrites them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseFileTexts } from '../../scripts/lib/release-files.ts';
import { listReleases } from '../../src/release/releases-fs.ts';

const files = await releaseFileTexts(resolve('.'));

describe('the release files', () => {
  it('are up to date (run npm run release -- --changelog)', () => {
    for (const { path, text } of files) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });

  it('cite the last release recorded, by number and content id', () => {
    const last = listReleases(resolve('releases')).at(-1)!;
    const citation = readFileSync(resolve('CITATION.cff'), 'utf8');
    expect(citation).toContain(`version: '${last.version}'`);
    expect(citation).toContain(`value: '${last.id}'`);
    expect(citation).toMatch(/^cff-version: 1\.2\.0$/m);
  });
});
