import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { UNIT_RULES } from '../api/shapes/natural-earth.ts';
import { datasetId } from '../dataset/dataset-fs.ts';
import { contentId } from './content-id.ts';

describe("the dataset's content id", () => {
  const dataset = builtDataset();
  // The parts a case changes made small (two records, three cities, Australia's subdivision shapes): each part is hashed whole, whatever its size.
  const small = {
    ...dataset,
    countries: dataset.countries.slice(0, 2),
    cities: { ...dataset.cities, data: dataset.cities.data.slice(0, 3) },
    subdivisionShapes: { ...dataset.subdivisionShapes, units: dataset.subdivisionShapes.units.filter((u) => u.country === 'AU') },
  };
  const shapes = { shapes: { '110m': [], '50m': [] } };
  const id = datasetId(small, shapes);

  it('is the same for the same content', () => {
    expect(datasetId({ ...small, cities: { ...small.cities, data: small.cities.data.map((c) => ({ ...c })) } }, shapes)).toBe(id);
  });

  it('changes when a city does', () => {
    const [first, ...rest] = small.cities.data;
    const cities = { ...small.cities, data: [{ ...first!, population: first!.population + 1 }, ...rest] };
    expect(datasetId({ ...small, cities }, shapes)).not.toBe(id);
  });

  it("changes when a subdivision's shape or join does: Queensland's unit joined to no ISO code", () => {
    const units = small.subdivisionShapes.units.map((u) => (u.subdivision === 'AU-QLD' ? { ...u, subdivision: null } : u));
    expect(units).not.toEqual(small.subdivisionShapes.units);
    expect(datasetId({ ...small, subdivisionShapes: { ...small.subdivisionShapes, units } }, shapes)).not.toBe(id);
  });

  it('changes when a shape does, the records unchanged: the Siachen Glacier drawn with Pakistan (the real records and shapes)', () => {
    const rules = UNIT_RULES.map((r) => (r.naturalEarth === 'Siachen Glacier' ? { ...r, countries: ['PK'] } : r));
    expect(rules).not.toEqual(UNIT_RULES);
    expect(contentId(dataset, rules)).not.toBe(contentId(dataset));
  });
});
