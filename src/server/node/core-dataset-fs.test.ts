import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { loadCoreDataset } from './core-dataset-fs.ts';
import { createApi } from '../../api/context.ts';

const dir = mkdtempSync(join(tmpdir(), 'core-dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a core's dataset", () => {
  it('is the dataset, the Factbook profiles included', () => {
    const full = builtDataset();
    const core = loadCoreDataset(inject('datasetFile'));
    expect(core.countries).toEqual(full.countries);
    expect(core.factbook.DE).toEqual(full.factbook.DE);
    expect(Object.keys(core.factbook).sort()).toEqual(Object.keys(full.factbook).sort());
    expect(core.factbook.ZZ).toBeUndefined();
    expect('ZZ' in core.factbook).toBe(false);
    expect(core.cities.data).toEqual(full.cities.data);
    expect(core.cities.source).toEqual(full.cities.source);
    expect(core.subdivisionShapes.units).toEqual(full.subdivisionShapes.units);
  });

  describe('read from its file only when first asked for, and left unread by the API made over it', () => {
    // One copy of the file, loaded with an API over it, then changed: each part read is the file's as it is when first asked.
    const file = join(dir, 'dataset.json');
    copyFileSync(inject('datasetFile'), file);
    const core = loadCoreDataset(file);
    const api = createApi(core);
    const changed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    writeFileSync(
      file,
      JSON.stringify({
        ...changed,
        factbook: { DE: [] },
        cities: { ...changed.cities, data: [] },
        subdivisionShapes: { ...changed.subdivisionShapes, units: [] },
      }),
    );

    it("the subdivisions' shapes (by locate)", () => {
      expect(api.subdivisionShapes!.units).toEqual([]);
    });

    it('the cities', () => {
      expect(core.cities.data).toEqual([]);
    });

    it('the Factbook profiles', () => {
      expect(core.factbook.DE).toEqual([]);
      expect(core.factbook.FR).toBeUndefined();
    });
  });
});
