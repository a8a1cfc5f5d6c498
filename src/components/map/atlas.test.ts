import { describe, expect, it } from 'vitest';
import { allFeatures, codeOfFeature, shapesByCountry, worldTopology } from './atlas.ts';
import { builtDataset } from '../../../tests/helpers.ts';

const countries = builtDataset().countries;
const topology = worldTopology();
const shapes = shapesByCountry(topology, countries);

describe('shapesByCountry', () => {
  it('assigns every Natural Earth unit of the atlas to a record', () => {
    const byCcn3 = new Map(countries.filter((c) => c.ccn3).map((c) => [c.ccn3!, c.cca2]));
    const orphans = allFeatures(topology)
      .filter((f) => codeOfFeature(f, byCcn3) === undefined)
      .map((f) => `${String(f.id)} ${f.properties.name}`);
    expect(orphans).toEqual([]);
  });

  it.each(['DE', 'FR', 'BR', 'AQ', 'RU'])('gives %s a polygon', (code) => {
    expect(shapes.get(code)?.length).toBeGreaterThan(0);
  });

  it('finds Kosovo, which has no ISO numeric code, by its name', () => {
    expect(shapes.get('XK')?.map((f) => f.properties.name)).toEqual(['Kosovo']);
  });

  it('draws Somaliland as part of Somalia, whose recorded area includes it', () => {
    expect(
      shapes
        .get('SO')
        ?.map((f) => f.properties.name)
        .sort(),
    ).toEqual(['Somalia', 'Somaliland']);
  });

  // Natural Earth keeps these as points at 1:110m (research notes §5.1).
  it.each(['SG', 'MT', 'AD', 'MC', 'VA', 'BH', 'MV', 'TV'])('has no polygon for the small state %s', (code) => {
    expect(shapes.has(code)).toBe(false);
  });

  it('joins on the numeric code, not the name: Norway is 578', () => {
    expect(shapes.get('NO')?.map((f) => String(f.id))).toEqual(['578']);
  });
});
