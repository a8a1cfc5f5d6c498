/**
 * @module
 * Local conventions of a territory from Unicode CLDR: its likely locale (likely subtags), that
 * locale's number symbols and short date pattern (CLDR data in Node's ICU, through `Intl`),
 * and CLDR's territory data for the clock, the week, measurement units and paper size.
 */
import type { Conventions } from '../schema-profile.ts';

/** The CLDR supplemental tables the conventions come from, keyed by territory (`001` the world default). */
export interface CldrConventionData {
  likelySubtags: Readonly<Record<string, string>>;
  /** timeData: territory → `{ _preferred: 'H' | 'h' | … }`. */
  timeData: Readonly<Record<string, { _preferred?: string }>>;
  firstDay: Readonly<Record<string, string>>;
  weekendStart: Readonly<Record<string, string>>;
  weekendEnd: Readonly<Record<string, string>>;
  measurementSystem: Readonly<Record<string, string>>;
  paperSize: Readonly<Record<string, string>>;
  /** unitPreferenceData.temperature.weather: territory → `[{ unit }]`. */
  temperature: Readonly<Record<string, ReadonlyArray<{ unit: string }>>>;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_NAMES = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' } as const;

/** CLDR's value for a territory, or its world default. */
const byTerritory = <T>(table: Readonly<Record<string, T>>, cca2: string): T | undefined => table[cca2] ?? table['001'];

/**
 * The likely locale of a territory by CLDR's algorithm: `und-DE` → `de-Latn-DE`; where the table
 * has no entry, `und` (English) with the territory's code (`und-GB` → `en-Latn-GB`).
 */
export function likelyLocale(cca2: string, likelySubtags: Readonly<Record<string, string>>): string {
  const full = likelySubtags[`und-${cca2}`] ?? (likelySubtags.und ?? 'en-Latn-US').replace(/-[A-Z]{2}$|-\d{3}$/, '') + `-${cca2}`;
  return withoutLikelyScript(full);
}

/**
 * `de-Latn-CH` → `de-CH`: the script goes when it is the language's likely one there, since ICU
 * resolves a tag with a script to the bare language (`de-Latn-CH` formats as `de`, not as `de-CH`).
 */
function withoutLikelyScript(tag: string): string {
  const locale = new Intl.Locale(tag);
  if (!locale.script || !locale.region) return tag;
  const shorter = `${locale.language}-${locale.region}`;
  return new Intl.Locale(shorter).maximize().script === locale.script ? shorter : tag;
}

/** The short date pattern of a locale, read back from a formatted date (Latin digits): `dd.MM.yy`, `M/d/yy`. */
export function shortDatePattern(locale: string): string {
  const parts = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: 'short', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2001, 1, 3)));
  return parts
    .map((p) => {
      if (p.type === 'day') return p.value.length === 2 ? 'dd' : 'd';
      if (p.type === 'month') return /^\d+$/.test(p.value) ? (p.value.length === 2 ? 'MM' : 'M') : 'MMM';
      if (p.type === 'year') return p.value.length === 2 ? 'yy' : 'y';
      if (p.type === 'era') return 'G';
      return p.value.replace(/[A-Za-z]+/g, (w) => `'${w}'`);
    })
    .join('');
}

function weekend(cca2: string, data: CldrConventionData): Conventions['weekend'] {
  const start = DAYS.indexOf(byTerritory(data.weekendStart, cca2) as (typeof DAYS)[number]);
  const end = DAYS.indexOf(byTerritory(data.weekendEnd, cca2) as (typeof DAYS)[number]);
  const days: Conventions['weekend'] = [];
  for (let i = start; ; i = (i + 1) % 7) {
    days.push(DAY_NAMES[DAYS[i]!]);
    if (i === end || days.length === 7) break;
  }
  return days;
}

export function conventionsOf(cca2: string, data: CldrConventionData): Conventions {
  const locale = likelyLocale(cca2, data.likelySubtags);
  const numberParts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const preferredHour = byTerritory(data.timeData, cca2)?._preferred ?? 'H';
  return {
    locale,
    numberFormat: {
      decimal: numberParts.find((p) => p.type === 'decimal')?.value ?? '',
      group: numberParts.find((p) => p.type === 'group')?.value ?? '',
    },
    shortDate: shortDatePattern(locale),
    hourCycle: preferredHour === 'h' || preferredHour === 'K' ? 'h12' : 'h23',
    firstDayOfWeek: DAY_NAMES[(byTerritory(data.firstDay, cca2) ?? 'mon') as keyof typeof DAY_NAMES],
    weekend: weekend(cca2, data),
    measurementSystem: byTerritory(data.measurementSystem, cca2) as Conventions['measurementSystem'],
    temperatureUnit: byTerritory(data.temperature, cca2)?.[0]?.unit as Conventions['temperatureUnit'],
    paperSize: byTerritory(data.paperSize, cca2) as Conventions['paperSize'],
  };
}
