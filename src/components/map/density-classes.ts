/**
 * @module
 * The classes of the population density map: fixed round thresholds (readable in a legend,
 * stable from one build to the next) chosen so each class holds a fair share of countries.
 */
import { formatInteger } from '../../lib/number-format.ts';
import type { CountryData } from '../../dataset/schema.ts';
import { classify, classLabels } from '../../explorer/map-classes.ts';

/** Inhabitants per km². */
export const DENSITY_THRESHOLDS = [10, 25, 50, 100, 200, 500, 1000] as const;
export const DENSITY_LABELS = classLabels(DENSITY_THRESHOLDS, formatInteger);

export interface DensityClass {
  index: number;
  label: string;
  countries: CountryData[];
}

/** Every class with its countries, densest first within a class; countries without a density are left out. */
export function densityClasses(countries: readonly CountryData[]): DensityClass[] {
  const classes: DensityClass[] = DENSITY_LABELS.map((label, index) => ({ index, label, countries: [] }));
  for (const c of countries) if (c.density !== null) classes[classify(c.density, DENSITY_THRESHOLDS)]!.countries.push(c);
  for (const k of classes) k.countries.sort((a, b) => b.density! - a.density! || a.name.common.localeCompare(b.name.common, 'en'));
  return classes;
}
