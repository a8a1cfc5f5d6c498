/**
 * @module
 * The Factbook's main figures as typed `{ value, unit, year, source }`: each indicator names
 * the entry it comes from and the unit words it must carry ("births/1,000 population"), so a
 * text of another shape is reported instead of read wrongly. Where an entry holds several
 * years ("Real GDP per capita 2024", "… 2023") the latest is taken. A split by sex is dated
 * once, on its total, as the Factbook writes it. A figure dated before what it measures existed
 * (internet users before the public web) is refused and reported.
 */
import type { Elevation, Figure, SplitFigure } from '../schema-profile.ts';
import { readNumber } from './factbook-figures.ts';
import { readCoastline, readElevation } from './factbook-land.ts';
import { fieldText } from './factbook-text.ts';
import type { UnreadText } from './factbook-leaders.ts';

interface Indicator {
  /** Section and entry, then the sub-entry where there is one. */
  path: readonly string[];
  /** The unit words the text must have, and the unit the figure gets. */
  unitWords: RegExp;
  unit: string;
  dollars?: boolean;
  /** The first year the thing measured existed: a figure dated earlier is refused and reported, not shown. */
  since?: { year: number; what: string };
}

const USD_PPP = { unitWords: /^$/, unit: 'USD (PPP)', dollars: true };
const USD = { unitWords: /^$/, unit: 'USD', dollars: true };
const PERCENT = { unitWords: /^%$/, unit: '%' };

const ECONOMY = {
  gdpPpp: { path: ['Economy', 'Real GDP (purchasing power parity)'], ...USD_PPP },
  gdpPerCapitaPpp: { path: ['Economy', 'Real GDP per capita'], ...USD_PPP },
  realGdpGrowth: { path: ['Economy', 'Real GDP growth rate'], ...PERCENT },
  inflation: { path: ['Economy', 'Inflation rate (consumer prices)'], ...PERCENT },
  unemployment: { path: ['Economy', 'Unemployment rate'], ...PERCENT },
  publicDebt: { path: ['Economy', 'Public debt'], unitWords: /^% of GDP$/, unit: '% of GDP' },
  exports: { path: ['Economy', 'Exports'], ...USD },
  imports: { path: ['Economy', 'Imports'], ...USD },
} as const satisfies Record<string, Indicator>;

const PEOPLE = {
  medianAge: { path: ['People and Society', 'Median age'], unitWords: /^years$/, unit: 'years' },
  lifeExpectancy: { path: ['People and Society', 'Life expectancy at birth'], unitWords: /^years$/, unit: 'years' },
  infantMortality: { path: ['People and Society', 'Infant mortality rate'], unitWords: /^deaths\/1,000 live births$/, unit: 'deaths per 1,000 live births' },
  literacy: { path: ['People and Society', 'Literacy'], ...PERCENT },
} as const satisfies Record<string, Indicator>;

const PEOPLE_SINGLE = {
  birthRate: { path: ['People and Society', 'Birth rate'], unitWords: /^births\/1,000 population$/, unit: 'births per 1,000 people' },
  deathRate: { path: ['People and Society', 'Death rate'], unitWords: /^deaths\/1,000 population$/, unit: 'deaths per 1,000 people' },
  fertility: { path: ['People and Society', 'Total fertility rate'], unitWords: /^children born\/woman$/, unit: 'children per woman' },
  populationGrowth: { path: ['People and Society', 'Population growth rate'], ...PERCENT },
  urbanisation: { path: ['People and Society', 'Urbanization', 'urban population'], unitWords: /^% of total population$/, unit: '% of population' },
  internetUsers: {
    path: ['Communications', 'Internet users', 'percent of population'],
    unitWords: /^%$/,
    unit: '% of population',
    since: { year: 1991, what: 'the public World Wide Web (August 1991); the ITU counts users from the 1990s, worldwide well under 1% before 1995' },
  },
} as const satisfies Record<string, Indicator>;

export type EconomyFigures = Record<keyof typeof ECONOMY, Figure | null>;
export type PeopleFigures = Record<keyof typeof PEOPLE, SplitFigure> & Record<keyof typeof PEOPLE_SINGLE, Figure | null>;
export interface GeographyFigures {
  coastline: Figure | null;
  highestPoint: Elevation | null;
  lowestPoint: Elevation | null;
}

/** "NA", "NA%": the Factbook has no figure; nothing to read and nothing to report. */
const notAvailable = (text: string) => /^NA\b/.test(text);

/** The entry's object, or the child named `<entry> <year>` with the latest year. */
function latestEntry(profile: unknown, path: readonly string[]): { path: string[]; text: string | undefined } {
  const [section, entry, ...rest] = path as [string, string, ...string[]];
  const node = (profile as Record<string, Record<string, unknown> | undefined>)[section]?.[entry];
  if (node && typeof node === 'object' && !('text' in node) && rest.length === 0) {
    const years = Object.keys(node)
      .map((k) => new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d{4})$`).exec(k))
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => Number(b[1]) - Number(a[1]));
    if (years.length) return { path: [section, entry, years[0]![0]], text: fieldText(profile, section, entry, years[0]![0]) };
  }
  return { path: [...path], text: fieldText(profile, ...path) };
}

function readIndicator(text: string, indicator: Indicator, inheritYear: number | null = null): Figure | undefined {
  const figure = readNumber(text);
  if (!figure || Boolean(indicator.dollars) !== figure.dollars || !indicator.unitWords.test(figure.unit)) return undefined;
  const year = figure.year ?? inheritYear;
  if (year === null) return undefined;
  return { value: figure.value, unit: indicator.unit, year, source: 'factbook' };
}

/** Why a figure cannot be true for its year (older than what it measures), or null when it can. */
export function implausibility(figure: Figure, indicator: Indicator): string | null {
  const since = indicator.since;
  return since && figure.year !== null && figure.year < since.year ? `dated ${figure.year}, before ${since.what}: refused as implausible` : null;
}

/** A figure read, or undefined; an implausible one is reported with its reason and left out. */
function plausible(figure: Figure | undefined, indicator: Indicator, field: string, text: string, unread: UnreadText[]): Figure | undefined {
  const why = figure && implausibility(figure, indicator);
  if (!why) return figure;
  unread.push({ field, text: `${text} (${why})` });
  return undefined;
}

/** One figure, or null; what cannot be read goes to `unread` with its entry's path. */
function single(profile: unknown, indicator: Indicator, unread: UnreadText[]): Figure | null {
  const { path, text } = latestEntry(profile, indicator.path);
  if (text === undefined || notAvailable(text)) return null;
  const read = readIndicator(text, indicator);
  if (!read) unread.push({ field: path.join(' > '), text });
  return plausible(read, indicator, path.join(' > '), text, unread) ?? null;
}

/** A total and its split by sex; the split inherits the total's year where it has none. */
function split(profile: unknown, indicator: Indicator, unread: UnreadText[]): SplitFigure {
  const out: SplitFigure = { total: null, male: null, female: null };
  let year: number | null = null;
  for (const [key, entry] of [
    ['total', 'total'],
    ['total', 'total population'],
    ['male', 'male'],
    ['female', 'female'],
  ] as const) {
    const text = fieldText(profile, ...indicator.path, entry);
    if (text === undefined || notAvailable(text) || out[key]) continue;
    const read = readIndicator(text, indicator, key === 'total' ? null : year);
    if (!read) unread.push({ field: [...indicator.path, entry].join(' > '), text });
    const figure = plausible(read, indicator, [...indicator.path, entry].join(' > '), text, unread);
    if (!figure) continue;
    out[key] = figure;
    if (key === 'total') year = figure.year;
  }
  return out;
}

export function economyOf(profile: unknown, unread: UnreadText[]): EconomyFigures {
  return Object.fromEntries(Object.entries(ECONOMY).map(([key, indicator]) => [key, single(profile, indicator, unread)])) as EconomyFigures;
}

export function peopleOf(profile: unknown, unread: UnreadText[]): PeopleFigures {
  return {
    ...(Object.fromEntries(Object.entries(PEOPLE).map(([key, indicator]) => [key, split(profile, indicator, unread)])) as Record<
      keyof typeof PEOPLE,
      SplitFigure
    >),
    ...(Object.fromEntries(Object.entries(PEOPLE_SINGLE).map(([key, indicator]) => [key, single(profile, indicator, unread)])) as Record<
      keyof typeof PEOPLE_SINGLE,
      Figure | null
    >),
  };
}

export function geographyOf(profile: unknown, unread: UnreadText[]): GeographyFigures {
  const elevation = (entry: 'highest point' | 'lowest point'): Elevation | null => {
    const text = fieldText(profile, 'Geography', 'Elevation', entry);
    if (text === undefined || notAvailable(text)) return null;
    const read = readElevation(text, entry === 'highest point' ? 'highest' : 'lowest');
    if (!read) {
      unread.push({ field: `Geography > Elevation > ${entry}`, text });
      return null;
    }
    return { name: read.name, value: read.metres, unit: 'm', year: null, source: 'factbook' };
  };
  let coastline: Figure | null = null;
  const coast = fieldText(profile, 'Geography', 'Coastline');
  if (coast !== undefined && !notAvailable(coast)) {
    const km = readCoastline(coast);
    if (km !== undefined) coastline = { value: km, unit: 'km', year: null, source: 'factbook' };
    else unread.push({ field: 'Geography > Coastline', text: coast });
  }
  return { coastline, highestPoint: elevation('highest point'), lowestPoint: elevation('lowest point') };
}
