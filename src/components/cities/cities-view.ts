/**
 * @module
 * What a country page shows of its cities: the largest few, with their population as GeoNames
 * held it and their role when one is a capital, and where the whole list is.
 */
import type { Api } from '../../api/context.ts';
import { countryCitiesPath } from '../../api/cities.ts';
import type { CountryData } from '../../dataset/schema.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import type { MarkedCity } from '../map/city-marks.ts';

/** How many of a country's cities its page lists. */
export const CITIES_SHOWN = 10;

export interface CityRow {
  name: string;
  population: number;
  /** `capital`, `administrative capital`…; null for a city that is none. */
  capital: string | null;
}

export interface CitiesView {
  rows: CityRow[];
  /** How many cities of 15,000 people or more (and capitals) the country has. */
  total: number;
  /** The year of GeoNames' dump: "about 2020". */
  year: string | null;
  /** The whole list in each format, and what the downloaded file is called (`DE-cities.csv`). */
  files: { format: string; href: string; fileName: string }[];
}

const roleLabel = (role: string) => (role === 'official' ? 'capital' : `${role} capital`);

export function citiesView(api: Api, country: CountryData): CitiesView {
  const all = api.cities.inCountry(country.cca2);
  const rows = all.slice(0, CITIES_SHOWN).map((c) => ({ name: c.name, population: c.population, capital: c.capital && roleLabel(c.capital) }));
  const path = countryCitiesPath(country.cca2);
  return {
    rows,
    total: all.length,
    year: api.cities.source()?.edition.slice(0, 4) ?? null,
    files: DOCUMENT_FORMATS.map((format) => ({ format, href: api.paths.file(path, format), fileName: `${country.cca2}-cities.${format}` })),
  };
}

/** The cities the country's map marks: those its page lists, and its capitals wherever they rank. */
export function mappedCities(api: Api, country: CountryData): MarkedCity[] {
  return api.cities.inCountry(country.cca2).filter((c, i) => i < CITIES_SHOWN || c.capital !== null);
}
