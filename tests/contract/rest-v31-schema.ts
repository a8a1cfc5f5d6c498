/**
 * The REST Countries v3.1 record and REST Countries' error body, written from REST Countries'
 * own data file (data/restcountries/countriesV3.1.json) and the contract, not from the
 * code that writes them: flags point at the site's own files, coatOfArms may be empty.
 */
import { z } from 'zod';

const nonEmpty = z.string().min(1);
const iso639_3 = z.string().regex(/^[a-z]{3}$/);
const cca3 = z.string().regex(/^[A-Z]{3}$/);
const latlng = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
const names = z.strictObject({ official: nonEmpty, common: nonEmpty });

export const RestV31Record = z.strictObject({
  name: z.strictObject({ common: nonEmpty, official: nonEmpty, nativeName: z.record(iso639_3, names) }),
  tld: z.array(z.string().regex(/^\.\S+$/)),
  cca2: z.string().regex(/^[A-Z]{2}$/),
  ccn3: z.string().regex(/^(\d{3})?$/, 'three digits, or "" for none'),
  cca3,
  cioc: z.string().regex(/^([A-Z]{3})?$/),
  fifa: z.string().regex(/^([A-Z]{3})?$/),
  independent: z.boolean(),
  status: nonEmpty,
  unMember: z.boolean(),
  currencies: z.record(z.string().regex(/^[A-Z]{3}$/), z.strictObject({ name: nonEmpty, symbol: z.string() })),
  idd: z.strictObject({ root: z.string().regex(/^(\+\d)?$/), suffixes: z.array(z.string().regex(/^\d*$/)) }),
  capital: z.array(nonEmpty),
  capitalInfo: z.strictObject({ latlng: z.union([latlng, z.tuple([])]) }),
  altSpellings: z.array(nonEmpty),
  region: nonEmpty,
  subregion: z.string(),
  continents: z.array(nonEmpty).min(1),
  languages: z.record(iso639_3, nonEmpty),
  translations: z.record(iso639_3, names),
  latlng,
  landlocked: z.boolean(),
  borders: z.array(cca3),
  area: z.number().positive(),
  flag: nonEmpty,
  demonyms: z.record(iso639_3, z.strictObject({ f: z.string(), m: z.string() })),
  flags: z.strictObject({ svg: z.string().regex(/^\/flags\/[A-Z]{2}\.svg$/), png: z.string().regex(/^\/flags\/[A-Z]{2}\.png$/), alt: nonEmpty }),
  coatOfArms: z.union([z.strictObject({}), z.strictObject({ png: z.string(), svg: z.string() })]),
  population: z.number().int().nonnegative(),
  maps: z.strictObject({ googleMaps: z.url(), openStreetMaps: z.url() }),
  gini: z.record(z.string().regex(/^\d{4}$/), z.number().min(0).max(100)),
  car: z.strictObject({ signs: z.array(nonEmpty), side: z.enum(['left', 'right']) }),
  postalCode: z.strictObject({ format: z.string().nullable(), regex: z.string().nullable() }),
  startOfWeek: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  timezones: z.array(z.string().regex(/^UTC[+-]\d{2}:\d{2}$/)),
});

/** v1's and v3.1's answer when nothing matches. */
export const RestNotFound = z.strictObject({ status: z.literal(404), message: z.literal('Not Found') });
/** v5's miss (static hosts answer every v5 URL with it): `{"errors": [{"message"}]}`, one error. */
export const RestV5NotFound = z.strictObject({ errors: z.tuple([z.strictObject({ message: nonEmpty })]) });
