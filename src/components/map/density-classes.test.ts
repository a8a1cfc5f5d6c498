import { describe, expect, it } from 'vitest';
import { DENSITY_LABELS, DENSITY_THRESHOLDS, densityClasses } from './density-classes.ts';
import { builtDataset } from '../../../tests/helpers.ts';

const countries = builtDataset().countries;
const classes = densityClasses(countries);
const classOf = (code: string) => classes.find((k) => k.countries.some((c) => c.cca2 === code))!.label;

describe('densityClasses', () => {
  it('puts every country with a density in exactly one class', () => {
    const placed = classes.flatMap((k) => k.countries.map((c) => c.cca2));
    expect(placed.sort()).toEqual(
      countries
        .filter((c) => c.density !== null)
        .map((c) => c.cca2)
        .sort(),
    );
  });

  it('has one class per legend label', () => {
    expect(classes).toHaveLength(DENSITY_THRESHOLDS.length + 1);
    expect(classes.map((k) => k.label)).toEqual(DENSITY_LABELS);
  });

  // Independent orders of magnitude: Monaco and Singapore are city states (thousands per km²),
  // Mongolia and Australia among the emptiest countries, Germany a couple of hundred.
  it.each([
    ['MC', '≥ 1,000'],
    ['SG', '≥ 1,000'],
    ['MN', '< 10'],
    ['AU', '< 10'],
    ['DE', '200–500'],
  ])('puts %s in class %s', (code, label) => {
    expect(classOf(code)).toBe(label);
  });

  it('keeps each class within its bounds', () => {
    const offenders = classes.flatMap((k) =>
      k.countries
        .filter(
          (c) =>
            (k.index > 0 && c.density! < DENSITY_THRESHOLDS[k.index - 1]!) ||
            (k.index < DENSITY_THRESHOLDS.length && c.density! >= DENSITY_THRESHOLDS[k.index]!),
        )
        .map((c) => `${c.cca2} ${c.density} in ${k.label}`),
    );
    expect(offenders).toEqual([]);
  });

  it('leaves no class empty, so every legend entry means something', () => {
    expect(classes.filter((k) => k.countries.length === 0).map((k) => k.label)).toEqual([]);
  });
});
