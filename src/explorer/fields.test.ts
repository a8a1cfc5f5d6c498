import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { DEFAULT_COLUMNS, FIELDS, fieldById } from './fields.ts';

const { countries } = builtDataset();
const byCode = (cca2: string) => {
  const c = countries.find((x) => x.cca2 === cca2);
  if (!c) throw new Error(cca2);
  return c;
};
const text = (id: string, cca2: string) => fieldById(id)?.text(byCode(cca2));

describe('fields', () => {
  it.each([
    ['name', 'DE', 'Germany'],
    ['capital', 'DE', 'Berlin'],
    ['region', 'DE', 'Europe'],
    ['subregion', 'DE', 'Western Europe'],
    ['cca3', 'DE', 'DEU'],
    ['ccn3', 'DE', '276'],
    ['calling', 'DE', '+49'],
    ['tld', 'DE', '.de'],
    ['un', 'DE', 'Yes'],
    ['landlocked', 'CH', 'Yes'],
    ['landlocked', 'DE', 'No'],
    ['independent', 'XK', ''],
    ['memberships', 'DE', 'UN, EU, Euro area, Schengen area, NATO, OECD, G7, G20'],
    ['driving', 'GB', 'left'],
    ['fifa', 'DE', 'GER'],
    ['postalCode', 'DE', '#####'],
    ['demonym', 'FR', 'French'],
  ])('writes the %s of %s as %j', (id, cca2, expected) => {
    expect(text(id, cca2)).toBe(expected);
  });

  it('writes a density below 0.01 as "< 0.01"', () => {
    expect(fieldById('density')?.text({ ...byCode('GL'), density: 0.004 })).toBe('< 0.01');
  });

  it('lists South Africa’s three capitals', () => {
    expect(text('capital', 'ZA')?.split(', ').sort()).toEqual(['Bloemfontein', 'Cape Town', 'Pretoria']);
  });

  it('sorts time zones by their westernmost offset, not as text (UTC−05:00 sorts before UTC−02:00)', () => {
    const sortValue = (cca2: string) => fieldById('timezones')?.sortValue(byCode(cca2)) as number;
    expect([sortValue('DE'), sortValue('IN'), sortValue('NP')]).toEqual([60, 330, 345]);
    const west = ['US', 'BR', 'DE', 'IN', 'NP', 'KI'];
    expect([...west].sort((a, b) => sortValue(a) - sortValue(b))).toEqual(west);
  });

  it('writes small areas with two decimals, large ones whole', () => {
    expect(text('area', 'MC')).toMatch(/^\d\.\d\d$/);
    expect(text('area', 'DE')).toBe('357,114');
  });

  it('lists both continents of a transcontinental country', () => {
    expect(text('continents', 'TR')?.split(', ').sort()).toEqual(['Asia', 'Europe']);
  });

  it('says a population figure without a year is undated, and whose it is', () => {
    const cldr = countries.find((c) => c.populationSource === 'cldr');
    expect(cldr?.populationYear).toBeNull();
    expect(fieldById('populationYear')?.text(cldr!)).toBe('undated (CLDR)');
    expect(text('populationYear', 'DE')).toBe(String(byCode('DE').populationYear));
  });

  it('sorts neighbours by how many there are (Germany has nine)', () => {
    expect(fieldById('borders')?.sortValue(byCode('DE'))).toBe(9);
  });

  it('has nothing to sort on where the record has no value, so those rows go last', () => {
    const missing = countries.filter((c) => c.area === null || c.gini === null);
    expect(missing.length).toBeGreaterThan(0);
    const offenders = missing.filter(
      (c) => (c.area === null && fieldById('area')?.sortValue(c) !== undefined) || (c.gini === null && fieldById('gini')?.sortValue(c) !== undefined),
    );
    expect(offenders).toEqual([]);
  });

  it('shows flag, name, capital, region, subregion, population, area and density by default', () => {
    expect(['flag', 'name', ...DEFAULT_COLUMNS]).toEqual(['flag', 'name', 'capital', 'region', 'subregion', 'population', 'area', 'density']);
  });

  it('never lets flag and name be hidden', () => {
    expect(FIELDS.filter((f) => !f.hideable).map((f) => f.id)).toEqual(['flag', 'name']);
  });

  it('points every column at record paths that exist', () => {
    const offenders = FIELDS.flatMap((f) =>
      f.paths.filter(
        (path) =>
          path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), byCode('DE')) === undefined,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
