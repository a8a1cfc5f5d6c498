/**
 * @module
 * The table's columns, one per field of the country record the explorer can show. Each says
 * how to sort it, how to write it as text, and which record paths it stands for in a download,
 * so the table, the URL and "Download this view" agree on what a column is.
 */
import type { CountryData } from '../dataset/schema.ts';
import { formatAreaFigure, formatDecimal, formatDensityFigure, formatInteger } from '../lib/number-format.ts';
import { INDICATORS, SOURCE_CREDITS } from './indicators.ts';
import { MEMBERSHIP_LABELS, membershipsOf } from './memberships.ts';
import { drivesOn } from './record-text.ts';

export type FieldKind = 'flag' | 'text' | 'number' | 'yesno';

export interface Field {
  readonly id: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** Flag and name stay: a row without them cannot be read. */
  readonly hideable: boolean;
  /** First click sorts descending (largest first). */
  readonly descFirst: boolean;
  /** How the two directions read in a caption: ascending, descending. */
  readonly order: readonly [ascending: string, descending: string];
  /** Long text (lists) that may wrap; other cells stay on one line, which also keeps table layout cheap. */
  readonly wrap: boolean;
  readonly defaultVisible: boolean;
  /** The value sorted on; undefined where the record has none, so it sorts last. */
  sortValue(c: CountryData): string | number | undefined;
  /** The cell as text ("" where the record has no value). */
  text(c: CountryData): string;
  /** Dotted paths into the record this column stands for in a download. */
  readonly paths: readonly string[];
  /** The unit of a number ("km²", "people per km²"), for legends, downloads and filters. */
  readonly unit?: string;
  /** Where the figures come from, in words, for a download's metadata and a country page. */
  readonly source?: string;
  /** The year a record's figure is for, where figures have years. */
  year?(c: CountryData): number | null | undefined;
  /**
   * The query-string key of the column's range filter (numbers) or "contains" filter (text):
   * `pop=10M..`, `contains.capital=ber`. Numbers default to their id.
   */
  readonly param?: string;
}

const list = (items: readonly string[]) => items.join(', ');
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const nonEmpty = (text: string) => (text === '' ? undefined : text);
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

function field(id: string, label: string, kind: FieldKind, options: Partial<Field> & Pick<Field, 'text'>): Field {
  return {
    id,
    label,
    kind,
    hideable: true,
    defaultVisible: false,
    descFirst: kind === 'number',
    order: kind === 'number' || options.descFirst ? ['smallest first', 'largest first'] : ['A to Z', 'Z to A'],
    wrap: false,
    paths: [id],
    sortValue: kind === 'flag' ? () => undefined : (c) => nonEmpty(options.text(c)),
    ...options,
  };
}

/** Every column in display order. */
export const FIELDS: readonly Field[] = [
  field('flag', 'Flag', 'flag', { hideable: false, defaultVisible: true, text: (c) => c.flag.emoji, paths: ['flag.emoji'] }),
  field('name', 'Name', 'text', { hideable: false, defaultVisible: true, text: (c) => c.name.common, paths: ['name.common'] }),
  field('capital', 'Capital', 'text', { defaultVisible: true, wrap: true, text: (c) => list(c.capital) }),
  field('region', 'Region', 'text', { defaultVisible: true, text: (c) => c.region }),
  field('subregion', 'Subregion', 'text', { defaultVisible: true, wrap: true, text: (c) => c.subregion ?? '' }),
  field('population', 'Population', 'number', {
    defaultVisible: true,
    param: 'pop',
    unit: 'people',
    source: 'World Bank WDI (SP.POP.TOTL, CC BY 4.0); where it has none, the CIA World Factbook’s dated estimates, else Unicode CLDR’s, undated',
    year: (c) => c.populationYear,
    sortValue: (c) => c.population,
    text: (c) => formatInteger(c.population),
  }),
  field('area', 'Area (km²)', 'number', {
    defaultVisible: true,
    unit: 'km²',
    source: 'mledoze/countries (ODbL-1.0)',
    sortValue: (c) => orUndefined(c.area),
    text: (c) => (c.area === null ? '' : formatAreaFigure(c.area)),
  }),
  field('density', 'Density (/km²)', 'number', {
    defaultVisible: true,
    unit: 'people per km²',
    source: 'population ÷ area',
    year: (c) => c.populationYear,
    sortValue: (c) => orUndefined(c.density),
    text: (c) => (c.density === null ? '' : formatDensityFigure(c.density)),
  }),
  field('official', 'Official name', 'text', { wrap: true, text: (c) => c.name.official, paths: ['name.official'] }),
  field('cca2', 'Alpha-2', 'text', { text: (c) => c.cca2 }),
  field('cca3', 'Alpha-3', 'text', { text: (c) => c.cca3 }),
  field('ccn3', 'Numeric code', 'text', { text: (c) => c.ccn3 ?? '' }),
  field('cioc', 'IOC code', 'text', { text: (c) => c.cioc ?? '' }),
  field('languages', 'Languages', 'text', { wrap: true, text: (c) => list(c.languages.map((l) => l.name)) }),
  field('currencies', 'Currencies', 'text', { wrap: true, text: (c) => list(c.currencies.map((x) => `${x.name} (${x.code})`)) }),
  field('gini', 'Gini index', 'number', {
    unit: 'index, 0–100',
    source: 'World Bank WDI (SI.POV.GINI, CC BY 4.0), latest survey',
    year: (c) => c.gini?.year,
    paths: ['gini.value', 'gini.year'],
    sortValue: (c) => c.gini?.value,
    text: (c) => (c.gini === null ? '' : `${formatDecimal(c.gini.value)} (${c.gini.year})`),
  }),
  field('calling', 'Calling codes', 'text', { wrap: true, text: (c) => list(c.callingCodes), paths: ['callingCodes'] }),
  field('tld', 'Internet domains', 'text', { wrap: true, text: (c) => list(c.tld) }),
  // By the first (westernmost) standard offset, as a number: text order would put UTC−10 before UTC−02.
  field('timezones', 'Time zones', 'text', {
    wrap: true,
    order: ['west to east', 'east to west'],
    sortValue: (c) => (c.timezones[0] === undefined ? undefined : utcOffsetMinutes(c.timezones[0])),
    text: (c) => list(c.timezones),
  }),
  // Listed as codes, sorted by how many.
  field('borders', 'Land neighbours', 'text', { descFirst: true, wrap: true, sortValue: (c) => c.borders.length, text: (c) => list(c.borders) }),
  field('un', 'UN member', 'yesno', { text: (c) => yesNo(c.unMember), paths: ['unMember'] }),
  field('independent', 'Independent', 'yesno', { text: (c) => yesNo(c.independent) }),
  field('landlocked', 'Landlocked', 'yesno', { text: (c) => yesNo(c.landlocked) }),
  field('memberships', 'Memberships', 'text', {
    wrap: true,
    descFirst: true,
    sortValue: (c) => membershipsOf(c).length,
    text: (c) => list(membershipsOf(c).map((id) => MEMBERSHIP_LABELS[id])),
  }),
  field('continents', 'Continents', 'text', { wrap: true, text: (c) => list(c.continents) }),
  // CLDR's estimates have no year: the cell says so rather than leave it blank.
  field('populationYear', 'Population year', 'number', {
    descFirst: false,
    order: ['oldest first', 'newest first'],
    sortValue: (c) => orUndefined(c.populationYear),
    text: (c) => (c.populationYear === null ? (c.populationSource === 'cldr' ? 'undated (CLDR)' : 'undated') : String(c.populationYear)),
    paths: ['populationYear', 'populationSource'],
  }),
  field('demonym', 'Demonym', 'text', { text: (c) => demonymOf(c), paths: ['demonyms.eng'] }),
  field('fifa', 'FIFA code', 'text', { text: (c) => c.fifa ?? '' }),
  field('driving', 'Driving side', 'text', { text: drivesOn, paths: ['car.side'] }),
  field('carSigns', 'Vehicle codes', 'text', { text: (c) => list(c.car.signs), paths: ['car.signs'] }),
  field('postalCode', 'Postal code format', 'text', { wrap: true, text: (c) => c.postalCode?.format ?? '', paths: ['postalCode'] }),
  // The economy, the people and the land: each figure dated and sourced in the record.
  ...INDICATORS.map((i) =>
    field(i.id, i.label, 'number', {
      unit: i.unit,
      source: SOURCE_CREDITS[i.source],
      year: (c) => i.figure(c)?.year,
      paths: [i.path],
      sortValue: (c) => i.figure(c)?.value,
      text: (c) => {
        const figure = i.figure(c);
        return figure ? i.cell(figure.value) : '';
      },
    }),
  ),
];

/** "UTC+05:30" → 330, "UTC−03:00" → -180. */
function utcOffsetMinutes(zone: string): number | undefined {
  const m = /^UTC([+-])(\d{2}):(\d{2})$/.exec(zone);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : undefined;
}

function demonymOf(c: CountryData): string {
  const eng = c.demonyms['eng'];
  if (!eng) return '';
  return eng.f === eng.m ? eng.m : `${eng.m}, ${eng.f}`;
}

const byId = new Map(FIELDS.map((f) => [f.id, f]));

/** The field with this column id, if there is one. */
export function fieldById(id: string): Field | undefined {
  return byId.get(id);
}

export const FIELD_IDS: readonly string[] = FIELDS.map((f) => f.id);
export const HIDEABLE_IDS: readonly string[] = FIELDS.filter((f) => f.hideable).map((f) => f.id);
/** Hideable columns shown when the URL says nothing about columns. */
export const DEFAULT_COLUMNS: readonly string[] = FIELDS.filter((f) => f.hideable && f.defaultVisible).map((f) => f.id);
/** Columns the user can sort by. */
export const SORTABLE_IDS: readonly string[] = FIELDS.filter((f) => f.kind !== 'flag').map((f) => f.id);
/** Columns of figures: each can colour the map, be filtered by a range and be ranked. */
export const NUMBER_FIELDS: readonly Field[] = FIELDS.filter((f) => f.kind === 'number' && f.id !== 'populationYear');
/** Columns of text: each can be filtered by what it contains. */
export const TEXT_FIELDS: readonly Field[] = FIELDS.filter((f) => f.kind === 'text');
/** The query-string key of a column's filter: its range (numbers) or its "contains" text. */
export const filterParam = (f: Field): string => f.param ?? (f.kind === 'number' ? f.id : `contains.${f.id}`);
