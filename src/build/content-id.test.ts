import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { UNIT_RULES } from '../api/shapes/natural-earth.ts';
import { contentId } from './content-id.ts';

describe("the dataset's content id", () => {
  const dataset = builtDataset();
  // The dataset as read back (its keys in the schemas' order), so the baseline is its own id, not meta.id.
  const id = contentId(dataset);

  it('is the same for the same content', () => {
    expect(contentId({ ...dataset, cities: { ...dataset.cities } })).toBe(id);
  });

  it('changes when a city does', () => {
    const [first, ...rest] = dataset.cities.data;
    const cities = { ...dataset.cities, data: [{ ...first!, population: first!.population + 1 }, ...rest] };
    expect(contentId({ ...dataset, cities })).not.toBe(id);
  });

  it("changes when a subdivision's shape or join does: Queensland's unit joined to no ISO code", () => {
    const units = dataset.subdivisionShapes.units.map((u) => (u.subdivision === 'AU-QLD' ? { ...u, subdivision: null } : u));
    expect(units).not.toEqual(dataset.subdivisionShapes.units);
    expect(contentId({ ...dataset, subdivisionShapes: { ...dataset.subdivisionShapes, units } })).not.toBe(id);
  });

  it('changes when a shape does, the records unchanged: the Siachen Glacier drawn with Pakistan', () => {
    const rules = UNIT_RULES.map((r) => (r.naturalEarth === 'Siachen Glacier' ? { ...r, countries: ['PK'] } : r));
    expect(rules).not.toEqual(UNIT_RULES);
    expect(contentId(dataset, rules)).not.toBe(id);
  });
});
