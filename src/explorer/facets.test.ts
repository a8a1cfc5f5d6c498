import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { ORGANISATIONS, type CountryData } from '../dataset/schema.ts';
import { MEMBERSHIP_IDS } from './memberships.ts';
import { FACET_LIMIT, FACETS, countFacet, facetFor, facetLabels, facetView, initialFacetViews, type FacetDef } from './facets.ts';

const { countries } = builtDataset();
const def = (id: string): FacetDef => {
  const found = facetFor(id);
  if (!found) throw new Error(`no facet ${id}`);
  return found;
};

describe('counting facet values', () => {
  it('counts every country once per region, 250 in all', () => {
    const counts = countFacet(def('region'), countries);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(countries.length);
    expect(counts.get('Europe')).toBe(countries.filter((c) => c.region === 'Europe').length);
  });

  it('counts a country under each of its languages', () => {
    const counts = countFacet(def('languages'), countries);
    const speakFrench = countries.filter((c) => c.languages.some((l) => l.name === 'French')).length;
    expect(counts.get('fra')).toBe(speakFrench);
    expect(speakFrench).toBeGreaterThan(20);
  });

  it('labels languages by name and currencies by name and code', () => {
    expect(facetLabels(def('languages'), countries).get('deu')).toBe('German');
    expect(facetLabels(def('currencies'), countries).get('CHF')).toBe('Swiss franc (CHF)');
  });

  it('counts Kosovo, whose independence is disputed, apart from yes and no', () => {
    const counts = countFacet(def('independent'), countries);
    expect(counts.get('unknown')).toBe(countries.filter((c) => c.independent === null).length);
    expect((counts.get('yes') ?? 0) + (counts.get('no') ?? 0) + (counts.get('unknown') ?? 0)).toBe(countries.length);
  });

  it('leaves Antarctica, which has no subregion, out of the subregion counts', () => {
    const counts = countFacet(def('subregion'), countries);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(countries.filter((c) => c.subregion !== null).length);
  });

  it('counts NATO’s 32 members and the EU’s 27 under the membership facet, by short name', () => {
    const counts = countFacet(def('memberships'), countries);
    expect([counts.get('nato'), counts.get('eu'), counts.get('g7')]).toEqual([32, 27, 7]);
    expect(facetLabels(def('memberships'), countries).get('africanUnion')).toBe('African Union');
  });

  it('knows every organisation of the schema, in its order', () => {
    expect(MEMBERSHIP_IDS).toEqual(ORGANISATIONS);
  });

  it('gives every facet its own query-string key', () => {
    expect(new Set(FACETS.map((f) => f.param)).size).toBe(FACETS.length);
  });
});

describe('facetView', () => {
  const labels = new Map([
    ['a', 'Alpha'],
    ['b', 'Bravo'],
    ['c', 'Charlie'],
  ]);

  it.each<[string, string, [string, number][], string[], string[]]>([
    [
      'orders by count, most first, then by label',
      'region',
      [
        ['c', 5],
        ['a', 2],
        ['b', 5],
      ],
      [],
      ['b', 'c', 'a'],
    ],
    ['keeps a selected value that no longer matches anything, so it can be unticked', 'region', [['a', 3]], ['b'], ['a', 'b']],
    ['leaves out values no row has', 'region', [['a', 0]], [], []],
    [
      'keeps yes, no and disputed in that order whatever the counts',
      'independent',
      [
        ['unknown', 1],
        ['no', 55],
        ['yes', 194],
      ],
      [],
      ['yes', 'no', 'unknown'],
    ],
  ])('%s', (_title, facet, counts, selected, values) => {
    const view = facetView(def(facet), new Map(counts), labels, selected, false);
    expect(view.options.map((o) => o.value)).toEqual(values);
    expect(view.options.map((o) => o.count)).toEqual(values.map((v) => counts.find(([c]) => c === v)?.[1] ?? 0));
  });

  it(`shows the first ${FACET_LIMIT} and the selected ones until expanded`, () => {
    const counts = new Map(Array.from({ length: 20 }, (_, i) => [`v${i}`, 100 - i] as const));
    const trimmed = facetView(def('languages'), counts, new Map(), ['v15'], false);
    expect(trimmed.options.map((o) => o.value)).toEqual([...Array.from({ length: FACET_LIMIT }, (_, i) => `v${i}`), 'v15']);
    expect(trimmed.total).toBe(20);
    expect(facetView(def('languages'), counts, new Map(), [], true).options).toHaveLength(20);
  });
});

describe('initialFacetViews', () => {
  it('gives the page the six regions with their counts, largest first', () => {
    const region = initialFacetViews(countries).region;
    const expected = [...new Set(countries.map((c: CountryData) => c.region))].map((r) => countries.filter((c) => c.region === r).length).sort((a, b) => b - a);
    expect(region?.options.map((o) => o.count)).toEqual(expected);
    expect(region?.total).toBe(6);
  });

  it(`sends at most ${FACET_LIMIT} options per facet, with the full number for "Show all"`, () => {
    const views = initialFacetViews(countries);
    const offenders = Object.entries(views).filter(([, v]) => v.options.length > FACET_LIMIT);
    expect(offenders).toEqual([]);
    expect(views.languages?.total).toBe(new Set(countries.flatMap((c) => c.languages.map((l) => l.iso639_3))).size);
  });
});
