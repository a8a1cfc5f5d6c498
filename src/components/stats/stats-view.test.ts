import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageListFile, mostPopulous, pageStats } from './stats-view.ts';
import { builtApi, outDir } from '../../../tests/helpers.ts';

const api = builtApi();

describe('pageStats', () => {
  it('holds the same figures as the built /api/stats.json', () => {
    const { dataset: _dataset, ...file } = JSON.parse(readFileSync(join(outDir(), 'api/stats.json'), 'utf8')) as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(pageStats(api)))).toEqual(file);
  });
});

describe('mostPopulous', () => {
  const { items, file } = mostPopulous(api);

  // Independent fact: India and China are the two most populous countries, each over 1.4 billion.
  it('starts with India and China', () => {
    expect(
      items
        .slice(0, 2)
        .map((c) => c.cca2)
        .sort(),
    ).toEqual(['CN', 'IN']);
    expect(items[1]!.population).toBeGreaterThan(1.4e9);
  });

  it('is sorted by population, largest first', () => {
    const populations = items.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(items).toHaveLength(10);
  });

  it('names a static file the build wrote, whose head is this list', () => {
    const path = join(outDir(), file);
    expect(existsSync(path)).toBe(true);
    const data = (JSON.parse(readFileSync(path, 'utf8')) as { data: { cca2: string }[] }).data;
    expect(data.slice(0, items.length).map((c) => c.cca2)).toEqual(items.map((c) => c.cca2));
  });
});

describe('languageListFile', () => {
  it.each(['eng', 'fra', 'ara', 'deu'])('points at a written file for %s', (code) => {
    expect(existsSync(join(outDir(), languageListFile(api, code)))).toBe(true);
  });
});
