import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MAP_SOURCES, NATURAL_EARTH_VERSION } from './map-sources.ts';

const require = createRequire(import.meta.url);
const readme = readFileSync(require.resolve('world-atlas/README.md'), 'utf8');
const atlasVersion = (JSON.parse(readFileSync(require.resolve('world-atlas/package.json'), 'utf8')) as { version: string }).version;

describe("the maps' sources", () => {
  it('name the Natural Earth release that the pinned world-atlas says it redistributes', () => {
    const named = /Natural Earth\]\([^)]*\)’s \[vector data\]\([^)]*\), version (\d+\.\d+\.\d+)/.exec(readme);
    expect(named?.[1]).toBe(NATURAL_EARTH_VERSION);
  });

  it('give world-atlas its installed version and the edition of its borders', () => {
    expect(MAP_SOURCES[0]!.version).toBe(`${atlasVersion} (Natural Earth ${NATURAL_EARTH_VERSION})`);
  });
});
