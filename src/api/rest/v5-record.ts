/**
 * @module
 * The REST Countries v5 record from our own data: every field renamed, reshaped or derived from
 * the record (docs/rest-countries.md says from what), and v5's "unknown" value (`""`, `[]`, `{}`,
 * `null`, 0 for a day or month) for the fields no source of ours has. Flag URLs are absolute
 * (the API's link builder: SITE_URL, or the request's origin).
 */
import { v5 as uuidV5 } from 'uuid';
import { iso6393To2B } from 'iso-639-3/iso6393-to-2b.js';
import { iso6393To2T } from 'iso-639-3/iso6393-to-2t.js';
import type { Capital, CountryData, FlagColours, Language, Memberships } from '../../dataset/schema.ts';
import type { LeaderTerm } from '../../dataset/schema-profile.ts';
import type { Api } from '../context.ts';
import { googleMapsUrl } from './v31-record.ts';
import { restClassification } from './vocabulary.ts';
import type { RestV5Country } from './v5-schema.ts';

/** Our namespace for the countries' name-based UUIDs: `uuid` is UUID v5 of the alpha-3 code in it. */
export const COUNTRY_UUID_NAMESPACE = '3b9c4c2e-6f0a-4d8e-9a51-0c7d2f6e8b14';

const SQUARE_MILES_PER_KM2 = 1 / 2.589_988_110_336;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Our ISO 639-2/639-5 collective codes (ber, khi, smi) are 639-2 codes themselves. */
const COLLECTIVE = new Set(['ber', 'khi', 'smi']);

function language(l: Language): RestV5Country['languages'][number] {
  const collective = COLLECTIVE.has(l.iso639_3) ? l.iso639_3 : '';
  return {
    // BCP 47 takes the shortest ISO 639 code of a language.
    bcp47: l.iso639_1 ?? l.iso639_3,
    iso639_1: l.iso639_1 ?? '',
    iso639_2b: iso6393To2B[l.iso639_3] ?? collective,
    iso639_2t: iso6393To2T[l.iso639_3] ?? collective,
    iso639_3: l.iso639_3,
    name: l.name,
    native_name: l.nativeName ?? '',
  };
}

/**
 * What our capital roles say of a capital: the one the constitution names (`official`) is
 * constitutional, the seat of government (`administrative`) administrative and executive, and so
 * on; the first is the primary one. What a role does not say is false: a single capital's other
 * seats are not recorded (Germany's highest court sits in Karlsruhe, not Berlin).
 */
function capital(cap: Capital, index: number): RestV5Country['capitals'][number] {
  const [lat, lng] = cap.latlng ?? [0, 0];
  return {
    name: cap.name,
    coordinates: { lat, lng },
    attributes: {
      administrative: cap.role === 'administrative',
      constitutional: cap.role === 'official' || cap.role === 'royal',
      executive: cap.role === 'administrative',
      judicial: cap.role === 'judicial',
      legislative: cap.role === 'legislative',
      primary: index === 0,
    },
  };
}

/**
 * A leader in office on the data's as-of date (the Factbook's final edition carried forward by
 * data/leaders.json): what the term says of the office; what v5 knows of a leader beyond it (an
 * id, a Wikipedia link, whether the office is provisional…) is unknown.
 */
const leader = (l: LeaderTerm & { name: string }): RestV5Country['leaders'][number] => ({
  uuid: null,
  name: l.name,
  title: l.office ?? '',
  links: { wikipedia: null },
  attributes: {
    administers_executive: null,
    de_facto_executive: null,
    head_of_government: l.headOfGovernment,
    head_of_state: l.headOfState,
    is_representative: l.representative,
    pending_office: null,
    provisional: null,
  },
  assets: {},
});

/** The emoji's code points, `U+1F1E9 U+1F1EA`, and as HTML character references, `&#127465;&#127466;`. */
const codePoints = (emoji: string) => [...emoji].map((ch) => ch.codePointAt(0)!);

const MEMBERSHIPS: Readonly<Record<keyof RestV5Country['memberships'], keyof Memberships>> = {
  african_union: 'africanUnion',
  arab_league: 'arabLeague',
  asean: 'asean',
  brics: 'brics',
  commonwealth: 'commonwealth',
  eu: 'eu',
  eurozone: 'eurozone',
  g20: 'g20',
  g7: 'g7',
  nato: 'nato',
  oecd: 'oecd',
  opec: 'opec',
  schengen: 'schengen',
  un: 'un',
};

const NO_COLOURS: FlagColours = {
  dominant: '',
  prominent: '',
  palette: [],
  swatches: { vibrant: null, muted: null, dark_vibrant: null, dark_muted: null, light_vibrant: null, light_muted: null },
};

export function toRestV5(api: Api, c: CountryData): RestV5Country {
  const { region, subregion } = restClassification(c);
  const [lat, lng] = c.latlng;
  const points = codePoints(c.flag.emoji);
  const { conventions, dependency, government } = c;
  const fiscalYear = government?.fiscalYear?.start;
  return {
    names: { common: c.name.common, official: c.name.official, alternates: c.altSpellings, native: c.name.native, translations: c.translations },
    // The Factbook's GEC codes were FIPS 10-4's, and are written where v5 wants either.
    codes: { alpha_2: c.cca2, alpha_3: c.cca3, ccn3: c.ccn3 ?? '', cioc: c.cioc ?? '', fifa: c.fifa ?? '', fips: c.gec ?? '', gec: c.gec ?? '' },
    capitals: c.capitals.map(capital),
    flag: {
      colors: api.flagColours[c.cca2] ?? NO_COLOURS,
      description: c.flag.alt,
      emoji: c.flag.emoji,
      html_entity: points.map((p) => `&#${p};`).join(''),
      unicode: points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(' '),
      url_png: api.paths.flagPng(c.cca2),
      url_svg: api.paths.flag(c.cca2),
    },
    region: region as RestV5Country['region'],
    subregion,
    area: { kilometers: c.area ?? 0, miles: round2((c.area ?? 0) * SQUARE_MILES_PER_KM2) },
    assets: [],
    borders: c.borders,
    calling_codes: c.callingCodes,
    cars: { driving_side: c.car.side, signs: c.car.signs },
    classification: {
      dependency: dependency !== null,
      dependency_type: dependency?.kind ?? '',
      disputed: c.independent === null,
      iso_status: c.status,
      sovereign: c.independent === true,
      un_member: c.unMember,
      un_observer: c.unObserver,
    },
    continents: c.continents,
    coordinates: { lat, lng },
    currencies: c.currencies.map((cur) => ({ code: cur.code, name: cur.name, symbol: cur.symbol ?? '' })),
    date: {
      academic_year_start: { day: 0, month: 0 },
      fiscal_year_start: {
        corporate: { basis: '', day: 0, month: 0 },
        government: { day: fiscalYear?.day ?? 0, month: fiscalYear?.month ?? 0 },
        personal: { day: 0, month: 0 },
      },
      start_of_week: c.startOfWeek,
    },
    demonyms: c.demonyms,
    economy: { gini_coefficient: c.gini ? { [String(c.gini.year)]: c.gini.value } : {} },
    government_type: government?.type ?? '',
    landlocked: c.landlocked,
    languages: c.languages.map(language),
    // A holder the data does not name (a successor no source gave) is left out: v5 has no way to say so.
    leaders: (government?.leaders ?? []).filter((l): l is LeaderTerm & { name: string } => l.name !== null).map(leader),
    links: { google_maps: googleMapsUrl(c.latlng), official: '', open_street_maps: c.maps.openStreetMaps, wikipedia: '' },
    memberships: Object.fromEntries(Object.entries(MEMBERSHIPS).map(([v5, ours]) => [v5, c.memberships[ours]])) as RestV5Country['memberships'],
    // CLDR's `UK` system is metric with a few imperial units (miles, pints): metric, as the law has it.
    units: {
      measurement_system: conventions.measurementSystem === 'US' ? 'imperial' : 'metric',
      temperature_scale: conventions.temperatureUnit === 'fahrenheit' ? 'Fahrenheit' : 'Celsius',
    },
    number_format: { decimal_separator: conventions.numberFormat.decimal, thousands_separator: conventions.numberFormat.group },
    parent: dependency ? { alpha_2: dependency.sovereign, alpha_3: api.byCode.get(dependency.sovereign)?.cca3 ?? '' } : { alpha_2: '', alpha_3: '' },
    population: c.population,
    postal_code: { format: c.postalCode?.format ?? '', regex: c.postalCode?.regex ?? '' },
    timezones: c.timezones,
    tlds: c.tld,
    uuid: uuidV5(c.cca3, COUNTRY_UUID_NAMESPACE),
  };
}
