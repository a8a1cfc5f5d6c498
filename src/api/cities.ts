/**
 * @module
 * Cities as the API shows them: a country's list (largest first, with how its capitals were
 * joined to their cities), and one city by GeoNames id or by name, where a name several cities
 * share is the 300 of its candidates, largest first, as an ambiguous country name is.
 */
import type { CityData } from '../dataset/city-schema.ts';
import type { CountryData } from '../dataset/schema.ts';
import type { JsonObject } from '../formats/document.ts';
import { ApiError, type Candidate } from './errors.ts';
import { cityKey } from './city-index.ts';
import { summarise } from './present.ts';
import { LAYOUTS, fillLayout } from './layouts.ts';
import type { Api } from './context.ts';
import { datasetInfo, withVersion } from './endpoints/documents.ts';

/** Where the cities come from, their vintage and the attribution their licence asks for: in every cities document. */
export function citySource(api: Api): JsonObject {
  const source = api.cities.source();
  const edition = source?.edition ?? null;
  return {
    name: 'GeoNames',
    url: 'https://www.geonames.org/',
    package: source?.package ?? null,
    edition,
    vintage: source ? `GeoNames dump of about ${source.edition} via ${source.package}` : null,
    minPopulation: source?.minPopulation ?? null,
    ...(source?.otherNamesLatinOnly ? { otherNames: LATIN_ONLY } : {}),
    licence: 'CC BY 4.0',
    attribution: ATTRIBUTION,
  };
}

const ATTRIBUTION = 'GeoNames (geonames.org), CC BY 4.0';
const LATIN_ONLY = 'those in Latin script only on this host (its script is size-limited); every other name in the static files and on npm start';
const LATIN = /^[\p{Script=Latin}\p{Script=Common}\p{M}]*$/u;

/** The names written in Latin script (`Munich`, `Múnich`; not `ミュンヘン`): what a size-limited host carries of a city's other names. */
export const latinNames = (names: readonly string[]): string[] => names.filter((n) => LATIN.test(n));

/**
 * The CSV columns of a city, in the order of its fields (`latlng` as one `lat|lng` cell, as the
 * country records'), then the attribution GeoNames' licence asks for and the data's version, so
 * that a file kept apart from its URL still says where it comes from.
 */
export const CITY_COLUMNS = [
  'geonameid',
  'name',
  'otherNames',
  'latlng',
  'population',
  'modified',
  'country',
  'subdivision',
  'capital',
  'attribution',
  'dataset.version',
  'dataset.id',
];

/** A city as a CSV row: with the attribution and the data's version. */
const csvRow = (api: Api, city: JsonObject) => withVersion({ ...city, attribution: ATTRIBUTION }, datasetInfo(api));

export const presentCity = (city: CityData): JsonObject => ({ ...city, otherNames: [...city.otherNames], latlng: [...city.latlng] });

/** The file of a country's cities. */
export const countryCitiesPath = (cca2: string) => fillLayout(LAYOUTS.countryCities, { code: cca2 });

/** The document of a country's cities: largest first, with its capitals' joins and the source. */
export function countryCities(api: Api, country: CountryData): { body: JsonObject; rows: JsonObject[] } {
  const data = api.cities.inCountry(country.cca2).map(presentCity);
  const capitals = api.cities.capitalsOf(country.cca2).map((j) => ({ capital: j.capital, role: j.role, geonameid: j.geonameid, by: j.by, reason: j.reason }));
  const body: JsonObject = {
    country: summarise(country, api.paths),
    dataset: datasetInfo(api),
    source: citySource(api),
    capitals,
    count: data.length,
    data,
  };
  return { body, rows: data.map((c) => csvRow(api, c)) };
}

const cityCandidate = (api: Api, city: CityData): Candidate => ({
  geonameid: city.geonameid,
  cca2: city.country,
  cca3: api.byCode.get(city.country)?.cca3 ?? '',
  name: city.name,
  population: city.population,
  subdivision: city.subdivision,
  link: api.paths.query('city', { id: city.geonameid }),
});

/** The city a GeoNames id is, else the 404 of `id`. */
export function findCityById(api: Api, id: number): CityData {
  const city = api.cities.byId(id);
  if (city) return city;
  throw new ApiError(404, `No city of ${api.cities.source()?.minPopulation ?? 15_000} people or more, nor a capital, has GeoNames id ${id}.`, {
    parameter: 'id',
  });
}

/**
 * The one city a name stands for (GeoNames' name before its other names, any case, accents and
 * punctuation), in one country when given; several are the 300 of their candidates, largest first.
 */
export function findCityByName(api: Api, name: string, country?: CountryData): CityData {
  const matches = api.cities.named(name).filter((c) => !country || c.country === country.cca2);
  const within = country ? ` in ${country.name.common}` : '';
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new ApiError(404, `No city${within} matches name '${name}'.`, { parameter: 'name' });
  const key = cityKey(name);
  const spelled = [matches[0]!.name, ...matches[0]!.otherNames].find((n) => cityKey(n) === key) ?? name;
  const listed = matches.map((c) => `${c.geonameid} (${c.name}, ${c.subdivision ?? c.country})`).join(', ');
  throw new ApiError(300, `${matches.length} cities${within} match name '${spelled}'; ask by id or add country: ${listed}.`, {
    candidates: matches.map((c) => cityCandidate(api, c)),
  });
}

/** The document of one city: the record, its country, where its country's list is, and the source. */
export function cityDocument(api: Api, city: CityData): { body: JsonObject; rows: JsonObject[] } {
  const record = presentCity(city);
  const country = api.byCode.get(city.country);
  const links = {
    country: api.paths.country(city.country),
    cities: api.paths.file(countryCitiesPath(city.country)),
    geonames: `https://www.geonames.org/${city.geonameid}`,
  };
  const body: JsonObject = { ...record, countryName: country?.name.common ?? null, links, dataset: datasetInfo(api), source: citySource(api) };
  return { body, rows: [csvRow(api, record)] };
}
