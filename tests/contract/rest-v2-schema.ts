/**
 * The REST Countries v2 record as the interface describes it (the shared spec's REST-V2.md and
 * REST Countries' v2 classes), written from that contract rather than from
 * src/api/rest/v2-record.ts: the static files keep their flags root-relative (no SITE_URL).
 */
import { z } from 'zod';

/** v2's key order: its BaseCountry's fields, then its Country's. */
export const V2_KEY_ORDER = [
  'name',
  'topLevelDomain',
  'alpha2Code',
  'alpha3Code',
  'callingCodes',
  'capital',
  'altSpellings',
  'subregion',
  'region',
  'population',
  'latlng',
  'demonym',
  'area',
  'gini',
  'timezones',
  'borders',
  'nativeName',
  'numericCode',
  'flags',
  'currencies',
  'languages',
  'translations',
  'flag',
  'regionalBlocs',
  'cioc',
  'independent',
] as const;

export const V2_REGIONS = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Polar'] as const;
const BLOCS = ['AU', 'EU', 'AL', 'CARICOM', 'USAN', 'ASEAN', 'SAARC', 'CAIS', 'CEFTA', 'EEU', 'PA', 'EFTA', 'NAFTA'] as const;

const nonEmpty = z.string().min(1);
const translation = z.string().min(1).nullable();
const flagPath = (ext: string) => z.string().regex(new RegExp(`^/flags/[A-Z]{2}\\.${ext}$`));

export const RestV2Record = z.strictObject({
  name: nonEmpty,
  topLevelDomain: z.array(z.string().regex(/^\.\S+$/)),
  alpha2Code: z.string().regex(/^[A-Z]{2}$/),
  alpha3Code: z.string().regex(/^[A-Z]{3}$/),
  callingCodes: z.array(z.string().regex(/^\d+$/)),
  capital: z.string(),
  altSpellings: z.array(nonEmpty),
  subregion: z.string(),
  region: z.enum(V2_REGIONS),
  population: z.number().int().nonnegative(),
  latlng: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  demonym: z.string(),
  area: z.number().positive().nullable(),
  gini: z.number().min(0).max(100).nullable(),
  timezones: z.array(z.string().regex(/^UTC([+-]\d{2}:\d{2})?$/)).min(1),
  borders: z.array(z.string().regex(/^[A-Z]{3}$/)),
  nativeName: nonEmpty,
  numericCode: z.string().regex(/^(\d{3})?$/),
  flags: z.strictObject({ svg: flagPath('svg'), png: flagPath('png') }),
  currencies: z.array(z.strictObject({ code: z.string().regex(/^[A-Z]{3}$/), name: nonEmpty, symbol: z.string() })),
  languages: z.array(
    z.strictObject({
      iso639_1: z
        .string()
        .regex(/^[a-z]{2}$/)
        .optional(),
      iso639_2: z.string().regex(/^[a-z]{3}$/),
      name: nonEmpty,
      nativeName: nonEmpty.optional(),
    }),
  ),
  translations: z.strictObject({
    br: translation,
    pt: translation,
    nl: translation,
    hr: translation,
    fa: translation,
    de: translation,
    es: translation,
    fr: translation,
    ja: translation,
    it: translation,
    hu: translation,
  }),
  flag: flagPath('svg'),
  regionalBlocs: z.array(
    z.strictObject({ acronym: z.enum(BLOCS), name: nonEmpty, otherAcronyms: z.array(nonEmpty).optional(), otherNames: z.array(nonEmpty).optional() }),
  ),
  cioc: z.string().regex(/^([A-Z]{3})?$/),
  independent: z.boolean(),
});
