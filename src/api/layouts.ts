/**
 * @module
 * The layouts of the API's files, once: each route declares its families of files with these
 * (src/api/route.ts, `files`), writes its static paths with them, and every link to one of its
 * files is made from them (src/api/paths.ts), in documents, pages, cards and scripts alike.
 * `{parameter}` stands for a value of the question, as the route's schema reads it back.
 */
export const LAYOUTS = {
  country: 'country/{code}',
  countryByName: 'country/name/{name}',
  countryByCapital: 'country/capital/{capital}',
  population: 'country/{code}/population',
  gdp: 'country/{code}/gdp',
  factbook: 'country/{code}/factbook',
  leaders: 'country/{code}/leaders',
  countrySubdivisions: 'country/{code}/subdivisions',
  countryCities: 'country/{code}/cities',
  subdivision: 'subdivision/{code}',
  borders: 'borders/{code}',
  similar: 'similar/{code}/{by}',
  allCountries: 'countries/all/{sort}-{order}/{page}',
  formerCountry: 'former-country/{code}',
  formerCountryByName: 'former-country/name/{name}',
  countryShape: 'country/{code}/shape',
  countryShapeAtScale: 'country/{code}/shape-{scale}',
  worldShapes: 'world/shapes',
  worldShapesAtScale: 'world/shapes-{scale}',
  worldTopology: 'world/topology',
  worldTopologyAtScale: 'world/topology-{scale}',
} as const;

/** The layout of the list pages of one filter: `countries/region/{region}/{sort}-{order}/{page}`. */
export const countriesByLayout = <F extends string>(filter: F) => `countries/${filter}/{${filter}}/{sort}-{order}/{page}` as const;

/** A layout with its values: `country/{code}` and `{ code: 'DE' }` → `country/DE`. Throws on a value it lacks. */
export function fillLayout(layout: string, values: Readonly<Record<string, string | number | boolean>>): string {
  return layout.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the layout ${layout} needs a value for {${name}}`);
    return String(value);
  });
}
