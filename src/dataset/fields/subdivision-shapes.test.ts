import { describe, expect, it } from 'vitest';
import { builtDataset, realSources } from '../../../tests/helpers.ts';
import { subdivisionShapesOf, type SubdivisionShapeInputs, type SubunitsTopology } from './subdivision-shapes.ts';
import type { Problem } from '../problems.ts';
import { NATURAL_EARTH_EDITION } from '../../api/shapes/natural-earth.ts';

const sources = realSources();
const dataset = builtDataset();
const inputs = (change: Partial<SubdivisionShapeInputs> = {}): SubdivisionShapeInputs => ({
  ...sources.subdivisionShapes,
  topology: sources.subdivisionShapes.topology as SubunitsTopology,
  countries: dataset.countries,
  subdivisionCodes: new Set(dataset.subdivisions.data.map((s) => s.code)),
  ...change,
});
const rulesWithout = (postal: string) => {
  const file = sources.subdivisionShapes.rules as { about: string; units: { naturalEarth: string }[] };
  return { ...file, units: file.units.filter((u) => u.naturalEarth !== postal) };
};

describe("Natural Earth's states and provinces joined to ISO 3166-2", () => {
  it('joins every unit of Australia, Brazil, Canada and the United States, the postal code as the ISO suffix or by a rule', () => {
    const problems: Problem[] = [];
    const set = subdivisionShapesOf(inputs(), problems)!;
    expect(problems).toEqual([]);
    expect(set.countries).toEqual(['AU', 'BR', 'CA', 'US']);
    // The edition of the country shapes too: the states' outlines and the countries' are drawn alike.
    expect(set.source.edition).toBe(NATURAL_EARTH_EDITION);
    const count = (country: string) => set.units.filter((u) => u.country === country).length;
    // ISO 3166-2 (Wikipedia): 50 states and DC; 26 states and the Federal District; 10 provinces and 3 territories; 6 states, 2 territories.
    expect([count('US'), count('BR'), count('CA'), count('AU')]).toEqual([51, 27, 13, 9]);
    const byPostal = (country: string, postal: string) => set.units.find((u) => u.country === country && u.naturalEarth === postal);
    expect(byPostal('US', 'CA')).toMatchObject({ subdivision: 'US-CA', rule: null });
    expect(byPostal('CA', 'NS')!.subdivision).toBe('CA-NS'); // Nova Scotia
    expect(byPostal('AU', 'NS')!.subdivision).toBe('AU-NSW'); // New South Wales: the same postal code, another country
    expect(byPostal('AU', 'JB')).toMatchObject({ subdivision: null, rule: { source: 'https://en.wikipedia.org/wiki/Jervis_Bay_Territory' } });
    // The arcs kept are the ones the units use, not the world's 4,785.
    expect(set.arcs.length).toBeLessThan(1500);
  });

  it('fails naming the unit that joins no subdivision, and a rule that matches no unit', () => {
    const problems: Problem[] = [];
    expect(subdivisionShapesOf(inputs({ rules: rulesWithout('QL') }), problems)).toBeDefined();
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining("Natural Earth's unit AU QL joins no ISO 3166-2 subdivision (AU-QL is none)")]);

    const stray: Problem[] = [];
    const rules = sources.subdivisionShapes.rules as { about: string; units: object[] };
    const extra = {
      country: 'US',
      naturalEarth: 'XX',
      subdivision: 'US-CA',
      reason: 'a rule for a unit Natural Earth does not have',
      source: 'https://example.org/',
    };
    subdivisionShapesOf(inputs({ rules: { ...rules, units: [...rules.units, extra] } }), stray);
    expect(stray.map((p) => p.message)).toEqual(["the rule for US XX matches no unit of Natural Earth's"]);
  });

  it('fails naming a unit whose governing country the dataset lacks', () => {
    const problems: Problem[] = [];
    subdivisionShapesOf(inputs({ countries: dataset.countries.filter((c) => c.cca2 !== 'BR') }), problems);
    expect(problems).toHaveLength(27);
    expect(problems[0]).toMatchObject({ record: expect.stringContaining('BRA'), field: 'properties.gu' });
  });
});
