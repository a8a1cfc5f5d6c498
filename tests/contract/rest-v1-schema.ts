/**
 * The REST Countries v1 record as the API contract (docs/api.md, rest/v1/all) describes it,
 * written from the contract rather than from src/api/rest/v1-record.ts.
 */
import { z } from 'zod';

/** v1's key order, which clients comparing records key by key rely on. */
export const V1_KEY_ORDER = [
  'name',
  'capital',
  'altSpellings',
  'relevance',
  'region',
  'subregion',
  'translations',
  'population',
  'latlng',
  'demonym',
  'area',
  'gini',
  'timezones',
  'borders',
  'nativeName',
  'callingCodes',
  'topLevelDomain',
  'alpha2Code',
  'alpha3Code',
  'currencies',
  'languages',
] as const;

const translation = z.string().min(1).nullable();

export const RestV1Record = z.strictObject({
  name: z.string().min(1),
  // v1 had a string here, "" when there is no capital.
  capital: z.string(),
  altSpellings: z.array(z.string().min(1)),
  relevance: z.string().regex(/^\d+(\.\d+)?$/, 'a numeric string'),
  region: z.string().min(1),
  subregion: z.string(),
  translations: z.strictObject({ de: translation, es: translation, fr: translation, ja: translation, it: translation }),
  population: z.number().int().nonnegative(),
  latlng: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  demonym: z.string(),
  area: z.number().positive().nullable(),
  gini: z.number().min(0).max(100).nullable(),
  timezones: z.array(z.string().regex(/^UTC([+-](?!00:00)\d{2}:\d{2})?$/, 'UTC for zero, else UTC±HH:MM')),
  borders: z.array(z.string().regex(/^[A-Z]{3}$/)),
  nativeName: z.string().min(1),
  callingCodes: z.array(z.string().regex(/^\d+$/, 'digits without +')),
  topLevelDomain: z.array(z.string().regex(/^\.[^.\s]+$/, 'a dot, then the domain')),
  alpha2Code: z.string().regex(/^[A-Z]{2}$/),
  alpha3Code: z.string().regex(/^[A-Z]{3}$/),
  currencies: z.array(z.string().regex(/^[A-Z]{3}$/)),
  languages: z.array(z.string().regex(/^[a-z]{2}$/)),
});
export type RestV1Record = z.infer<typeof RestV1Record>;

export const RestV1All = z.array(RestV1Record);
