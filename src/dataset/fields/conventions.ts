/**
 * @module
 * Local conventions of a territory from Unicode CLDR's own data: the locale its people are most
 * likely to use (likely subtags) and that locale's number symbols and short date pattern
 * (cldr-numbers-full, cldr-dates-full), and CLDR's territory data for the clock, the week,
 * measurement units and paper size. Where CLDR has no data of its own for the likely locale
 * (Guarani for Paraguay: below CLDR's basic coverage, its numbers and dates are the root's), the
 * next language of the territory that has some is used and the record says which it replaced;
 * nothing falls back silently to another locale's conventions.
 */
import { z } from 'zod';
import type { Problem } from '../problems.ts';
import type { Conventions } from '../schema-profile.ts';

export const WEEKENDS_FILE = 'data/weekends.json';
const Day = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
/** data/weekends.json: weekends a country's law sets where CLDR's week data says otherwise. */
export const WeekendsFile = z.strictObject({
  about: z.string(),
  weekends: z.record(z.string().regex(/^[A-Z]{2}$/), z.strictObject({ days: z.array(Day).min(1), source: z.string().min(20), checked: z.iso.date() })),
});
export type WeekendsFile = z.infer<typeof WeekendsFile>;

/** A locale's number symbols (its default numbering system) and its short date pattern, as CLDR gives them. */
export interface LocaleFormats {
  numberingSystem: string;
  decimal: string;
  group: string;
  shortDate: string;
}

/** What CLDR says of its locales: which exist, which inherit all their data, how complete each is. */
export interface CldrLocales {
  /** availableLocales.json `full`: the locales with data of their own. */
  available: readonly string[];
  /** defaultContent.json: locales whose data is their parent's (`de-DE` is `de`). */
  defaultContent: readonly string[];
  /** coverageLevels.json `effectiveCoverageLevels`: `basic`, `moderate` or `modern`; a locale without one has core data only. */
  coverage: Readonly<Record<string, string>>;
  /** territoryInfo.json: territory → its languages (`ms_Arab`), with population share and official status. */
  territoryLanguages: Readonly<Record<string, Readonly<Record<string, { _populationPercent?: string; _officialStatus?: string }>> | undefined>>;
  /** The formats of the locales the territories may use, and the root locale's (`und`), by CLDR folder name (read by sources-fs.ts). */
  formats: Readonly<Record<string, LocaleFormats>>;
}

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
  locales: CldrLocales;
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
  return withoutLikelyScript(full, likelySubtags);
}

/**
 * `de-Latn-CH` → `de-CH`: the script goes when it is the one CLDR's likely subtags give the
 * language there (`sr-Cyrl-RS` → `sr-RS`; `sr-Latn-ME` stays).
 */
function withoutLikelyScript(tag: string, likelySubtags: Readonly<Record<string, string>>): string {
  const [language, script, region] = tag.split('-');
  if (!script || !region) return tag;
  return withScript(`${language}-${region}`, likelySubtags) === tag ? `${language}-${region}` : tag;
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

const COVERED = new Set(['basic', 'moderate', 'modern']);

/** `sr-RS` → `sr-Cyrl-RS`: the script CLDR's likely subtags give the language there, or the language alone. */
function withScript(tag: string, likelySubtags: Readonly<Record<string, string>>): string {
  const [language, region] = tag.split('-');
  if (tag.split('-').length !== 2 || !/^[A-Z]{2}$/.test(region ?? '')) return tag;
  const und = likelySubtags.und?.startsWith(`${language}-`) ? likelySubtags.und : undefined;
  const script = (likelySubtags[tag] ?? likelySubtags[language!] ?? und)?.split('-')[1];
  return script && /^[A-Z][a-z]{3}$/.test(script) ? `${language}-${script}-${region}` : tag;
}

/**
 * The CLDR folder whose data a locale has: itself when CLDR has it, its parent's when CLDR lists
 * it as default content (`sr-Cyrl-RS` → `sr-Cyrl` → `sr`); undefined when CLDR has no such locale.
 */
export function localeFolder(
  tag: string,
  cldr: Pick<CldrLocales, 'available' | 'defaultContent'>,
  likelySubtags: Readonly<Record<string, string>>,
): string | undefined {
  const available = new Set(cldr.available);
  const inherits = new Set(cldr.defaultContent);
  for (let t: string | undefined = tag; t;) {
    if (available.has(t)) return t;
    if (!inherits.has(t)) {
      const scripted = withScript(tag, likelySubtags);
      return t === tag && scripted !== tag ? localeFolder(scripted, cldr, {}) : undefined;
    }
    t = t.includes('-') ? t.slice(0, t.lastIndexOf('-')) : undefined;
  }
  return undefined;
}

/**
 * The locales a territory's conventions may come from, in order: its likely locale, then its
 * official languages there, then its other languages, by CLDR's population share.
 */
export function localeCandidates(cca2: string, data: Pick<CldrConventionData, 'likelySubtags' | 'locales'>): string[] {
  const languages = Object.entries(data.locales.territoryLanguages[cca2] ?? {})
    .filter(([language]) => language !== 'und')
    .map(([language, info]) => ({
      tag: `${language.replace('_', '-')}-${cca2}`,
      official: info._officialStatus === 'official' || info._officialStatus === 'de_facto_official',
      share: Number(info._populationPercent ?? 0),
    }))
    .sort((a, b) => Number(b.official) - Number(a.official) || b.share - a.share);
  return [...new Set([likelyLocale(cca2, data.likelySubtags), ...languages.map((l) => l.tag)])];
}

/** Which locale's formats a territory takes, and what it says when that is not its likely locale. */
export interface LocaleChoice {
  locale: string;
  folder: string;
  /** The likely locale it replaces, when CLDR has no data of its own for that one. */
  replaces: string | null;
  note: string | null;
}

const coverageOf = (folder: string, cldr: CldrLocales) => cldr.coverage[folder] ?? 'no';
const sameFormats = (a: LocaleFormats, b: LocaleFormats) =>
  a.numberingSystem === b.numberingSystem && a.decimal === b.decimal && a.group === b.group && a.shortDate === b.shortDate;

/**
 * Whether CLDR has number and date data of its own for a locale: it maintains the locale (basic
 * coverage or above), or the locale's formats are not the root locale's. A locale below basic
 * coverage with the root's formats has inherited them (Guarani's `1,234.5` and `y-MM-dd`).
 */
export function hasOwnFormats(folder: string, cldr: CldrLocales, formatsOf = (f: string) => cldr.formats[f]): boolean {
  const formats = formatsOf(folder);
  const root = formatsOf('und');
  if (!formats) return false;
  return COVERED.has(coverageOf(folder, cldr)) || (root !== undefined && !sameFormats(formats, root));
}

/**
 * The first candidate CLDR has data of its own for (a locale at basic coverage or above: below
 * it, a locale's numbers and dates are the root's, not the language's). Failing all, the likely
 * locale's language alone, said so; a string when not even that has data. `formatsOf` reads a
 * locale's formats (sources-fs.ts reads only those this asks for).
 */
export function chooseLocale(
  cca2: string,
  data: Pick<CldrConventionData, 'likelySubtags' | 'locales'>,
  formatsOf = (folder: string) => data.locales.formats[folder],
): LocaleChoice | string {
  const cldr = data.locales;
  const [likely, ...others] = localeCandidates(cca2, data);
  const missing: string[] = [];
  for (const tag of [likely!, ...others]) {
    const folder = localeFolder(tag, cldr, data.likelySubtags);
    if (folder && hasOwnFormats(folder, cldr, formatsOf)) {
      if (tag === likely) return { locale: tag, folder, replaces: null, note: null };
      return {
        locale: tag,
        folder,
        replaces: likely!,
        note: `CLDR has no number or date data of its own for ${missing.join(', ')}; ${tag} used, a language of ${cca2} (CLDR territoryInfo)`,
      };
    }
    missing.push(folder ? `${tag} (${folder}: ${coverageOf(folder, cldr)} coverage, the root locale’s formats)` : `${tag} (no such CLDR locale)`);
  }
  const language = likely!.split('-')[0]!;
  const folder = localeFolder(language, cldr, data.likelySubtags);
  if (folder && hasOwnFormats(folder, cldr, formatsOf))
    return {
      locale: folder,
      folder,
      replaces: likely!,
      note: `CLDR has no locale for ${cca2} with data of its own (${missing.join(', ')}); ${folder} used, the language of ${likely}`,
    };
  return `no CLDR locale with number and date data for ${cca2}: ${missing.join(', ')}`;
}

/** The weekends of data/weekends.json, by territory; an entry that CLDR now agrees with, or for no territory, is a problem. */
export function lawWeekends(
  file: WeekendsFile,
  data: CldrConventionData,
  territories: ReadonlySet<string>,
  problems: Problem[],
): Map<string, Conventions['weekend']> {
  const laws = new Map<string, Conventions['weekend']>();
  for (const [cca2, law] of Object.entries(file.weekends)) {
    const fail = (message: string) => void problems.push({ record: `${WEEKENDS_FILE} ${cca2}`, field: 'days', message });
    if (!territories.has(cca2)) fail(`no country with code '${cca2}'`);
    else if (weekend(cca2, data).join() === law.days.join()) fail(`CLDR's week data says ${law.days.join(', ')} too now: remove the entry`);
    laws.set(cca2, law.days);
  }
  return laws;
}

/** A territory's conventions (its weekend by law where data/weekends.json has one); a string when CLDR has no locale data to take them from. */
export function conventionsOf(
  cca2: string,
  data: CldrConventionData,
  lawWeekend?: Conventions['weekend'],
): { conventions: Conventions; note: string | null } | string {
  const choice = chooseLocale(cca2, data);
  if (typeof choice === 'string') return choice;
  const formats = data.locales.formats[choice.folder]!;
  const preferredHour = byTerritory(data.timeData, cca2)?._preferred ?? 'H';
  return {
    note: choice.note,
    conventions: {
      locale: choice.locale,
      localeReplaces: choice.replaces,
      numberFormat: { decimal: formats.decimal, group: formats.group },
      shortDate: formats.shortDate,
      hourCycle: preferredHour === 'h' || preferredHour === 'K' ? 'h12' : 'h23',
      firstDayOfWeek: DAY_NAMES[(byTerritory(data.firstDay, cca2) ?? 'mon') as keyof typeof DAY_NAMES],
      weekend: lawWeekend ?? weekend(cca2, data),
      measurementSystem: byTerritory(data.measurementSystem, cca2) as Conventions['measurementSystem'],
      temperatureUnit: byTerritory(data.temperature, cca2)?.[0]?.unit as Conventions['temperatureUnit'],
      paperSize: byTerritory(data.paperSize, cca2) as Conventions['paperSize'],
    },
  };
}
