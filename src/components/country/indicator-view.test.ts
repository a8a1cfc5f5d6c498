import { definitionOf } from '../../explorer/definitions.ts';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { indicatorPanel } from './indicator-view.ts';

const { countries } = builtDataset();
const byCode = (cca2: string) => countries.find((c) => c.cca2 === cca2)!;

describe('indicator panels', () => {
  it('give each figure with its year and source, and its world rank', () => {
    const de = byCode('DE');
    const { facts, sources } = indicatorPanel(countries, de, 'economy', '');
    const gdp = facts.find((f) => f.label === 'GDP')!;
    expect(gdp.note).toBe(`${de.economy.gdp!.year}, World Bank`);
    const richer = countries.filter((c) => (c.economy.gdp?.value ?? 0) > de.economy.gdp!.value).length;
    expect(gdp.rank?.text).toMatch(new RegExp(`^${richer + 1}(st|nd|rd|th) highest of \\d+$`));
    const inflation = facts.find((f) => f.label === 'Inflation')!;
    expect(inflation.note).toBe(`${de.economy.inflation!.year}, CIA World Factbook`);
    expect(sources).toEqual(
      expect.arrayContaining([expect.stringMatching(/^World Bank/), expect.stringMatching(/^CIA World Factbook, final edition \(2026-01-22\)/)]),
    );
  });

  it('add the split by sex after a total, and name the highest point', () => {
    const de = byCode('DE');
    const people = indicatorPanel(countries, de, 'people', '').facts;
    const life = people.find((f) => f.label === 'Life expectancy at birth')!;
    expect(life.note).toMatch(new RegExp(`^${de.people.lifeExpectancy.total!.year}, CIA World Factbook; men [\\d.]+, women [\\d.]+$`));
    // Infant mortality is about babies, not men and women.
    const infants = people.find((f) => f.label === 'Infant mortality')!;
    expect(infants.note).toMatch(/; boys [\d.]+, girls [\d.]+$/);
    // Each figure says what it means.
    expect(definitionOf(infants.define!)).toMatch(/under one year old/);
    const land = indicatorPanel(countries, de, 'geography', '').facts;
    expect(land.find((f) => f.label === 'Highest point')!.parts).toEqual([`${de.geography.highestPoint!.name}, 2,963 m`]);
    // Undated facts say only their source; a lowest point gets no rank.
    expect(land.find((f) => f.label === 'Coastline')!.note).toBe('CIA World Factbook');
    expect(land.find((f) => f.label === 'Lowest point')!.rank).toBeUndefined();
  });

  it('leave out what no source has', () => {
    const noLiteracy = countries.find((c) => c.people.literacy.total === null)!;
    expect(indicatorPanel(countries, noLiteracy, 'people', '').facts.map((f) => f.label)).not.toContain('Literacy');
  });
});
