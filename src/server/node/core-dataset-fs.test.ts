import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadDataset } from '../../dataset/dataset-fs.ts';
import { loadCoreDataset } from './core-dataset-fs.ts';
import { createApi } from '../../api/context.ts';

const dir = mkdtempSync(join(tmpdir(), 'core-dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a core's dataset", () => {
  it('is the dataset, the Factbook profiles included', () => {
    const full = loadDataset(inject('datasetFile'));
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

  it("reads the subdivisions' shapes from the file only when they are first asked for (by locate), and the API made over it leaves them unread", () => {
    const file = join(dir, 'dataset-shapes.json');
    copyFileSync(inject('datasetFile'), file);
    const core = loadCoreDataset(file);
    const api = createApi(core);
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { subdivisionShapes: { units: unknown[] } };
    writeFileSync(file, JSON.stringify({ ...changed, subdivisionShapes: { ...changed.subdivisionShapes, units: [] } }));
    expect(api.subdivisionShapes!.units).toEqual([]);
  });

  it('reads the cities from the file only when they are first asked for', () => {
    const file = join(dir, 'dataset-cities.json');
    copyFileSync(inject('datasetFile'), file);
    const core = loadCoreDataset(file);
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { cities: { data: unknown[] } };
    writeFileSync(file, JSON.stringify({ ...changed, cities: { ...changed.cities, data: [] } }));
    expect(core.cities.data).toEqual([]);
  });

  it('reads the profiles from the file only when one is first asked for', () => {
    const file = join(dir, 'dataset.json');
    copyFileSync(inject('datasetFile'), file);
    const core = loadCoreDataset(file);
    // Changed after loading: the profiles read are the file's as it is when first asked.
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { factbook: Record<string, unknown[]> };
    writeFileSync(file, JSON.stringify({ ...changed, factbook: { DE: [] } }));
    expect(core.factbook.DE).toEqual([]);
    expect(core.factbook.FR).toBeUndefined();
  });
});
