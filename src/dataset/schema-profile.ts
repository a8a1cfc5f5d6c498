/**
 * @module
 * The parts of the country record that go beyond identity and geography basics: government
 * and leaders, dependency status, local conventions, and the dated figures of the economy,
 * the people and the land. Each figure says its unit, its year and its source, so that
 * nothing old passes for current. Part of the record's schema (schema.ts).
 */
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const cca2 = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters (ISO 3166-1 alpha-2)');

/** The date of the CIA World Factbook's final edition, the day its leaders and figures describe. */
export const FACTBOOK_EDITION = '2026-01-22';
/** The Factbook edition the government fiscal year comes from (the field was dropped later in 2024). */
export const FISCAL_YEAR_EDITION = '2024-04-25';

export const FIGURE_SOURCES = ['factbook', 'worldbank', 'override'] as const;
export const FigureSource = z
  .enum(FIGURE_SOURCES)
  .describe(
    '`factbook`: the CIA World Factbook’s final edition (2026-01-22); `worldbank`: World Bank WDI (GDP: the figures as downloaded on 2024-10-21, years to 2023; each source’s vintage is in `meta.sources`); `override`: a correction in data/overrides.json (its reason and source are there).',
  );

/** A dated, sourced number: `{ value, unit, year, source }`. */
/** One Factbook profile as served by `/api/country/{code}/factbook`: its sections and fields, HTML removed. */
export const FactbookProfile = z.object({
  gec: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('The profile’s GEC code.'),
  name: nonEmpty.describe('The entity the profile describes (`Germany`, `Gaza Strip`).'),
  sections: z
    .record(z.string(), z.unknown())
    .describe('The profile as the Factbook wrote it: section → field → text, or → sub-field → text; HTML removed, keys trimmed.'),
});
export type FactbookProfile = z.infer<typeof FactbookProfile>;

export const Figure = z.object({
  value: z.number().describe('The number, in `unit`.'),
  unit: nonEmpty.describe('What the number counts: `USD`, `%`, `% of GDP`, `years`, `per 1,000 people`, `km`, `m`, …'),
  year: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .nullable()
    .describe('The year the figure is for (the end year of an estimate over a period); null only for facts that do not date (coastline, elevations).'),
  source: FigureSource,
});
export type Figure = z.infer<typeof Figure>;

/** A total with its split by sex, each dated on its own. */
export const SplitFigure = z.object({
  total: Figure.nullable(),
  male: Figure.nullable(),
  female: Figure.nullable(),
});
export type SplitFigure = z.infer<typeof SplitFigure>;

/** A named point and its elevation. */
export const Elevation = Figure.extend({ name: nonEmpty.describe('The place, as the Factbook names it.') });
export type Elevation = z.infer<typeof Elevation>;

/** Dates as precise as the source: a day, a month or a year. */
export const PartialDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'YYYY, YYYY-MM or YYYY-MM-DD')
  .describe('`YYYY-MM-DD`, or `YYYY-MM` / `YYYY` where the source gives no day.');

/** A day: `YYYY-MM-DD`. */
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD');

/** Where a fact comes from: a publication (a law, a news report, the Factbook) and its date. */
export const SourceRef = z.object({
  title: nonEmpty.describe('The publication: outlet and headline, the law and its article, or the Factbook edition and field.'),
  url: z.url().nullable().describe('Where it can be read; null for a law or an edition no longer online.'),
  date: PartialDate.describe('Its date of publication (for a law, of the text cited).'),
});
export type SourceRef = z.infer<typeof SourceRef>;

/**
 * A term in office: who held which office from when to when, and on what it rests. The
 * Factbook's final edition is the base; changes after it, and corrections of it, come from
 * data/leaders.json, each with its source.
 */
export const LeaderTerm = z.object({
  office: nonEmpty
    .nullable()
    .describe('The office, as the source writes it (`President`, `Prime Minister`, `Governor-General`); null where the Factbook gives none.'),
  name: nonEmpty
    .nullable()
    .describe(
      'Full name in ordinary capitalisation (the Factbook writes family names in capitals); null where the holder is not in the data: a term known to have ended whose successor no source at hand names (`note` says so).',
    ),
  from: PartialDate.nullable().describe(
    'In office since (`YYYY-MM-DD`, or `YYYY-MM` / `YYYY`); for a holder not in the data, the day the office passed on. Null when no source gives it.',
  ),
  to: PartialDate.nullable().describe('Left office; null while in office on the data’s as-of date.'),
  headOfState: z.boolean().describe('Chief of state (one of them, for a collective head of state).'),
  headOfGovernment: z.boolean().describe('Head of government.'),
  representative: z.boolean().describe('Represents the chief of state on the spot (a governor-general, governor, prefect or high commissioner).'),
  source: SourceRef.describe('What the term and its start rest on: the Factbook’s final edition, or the change or correction of data/leaders.json.'),
  endSource: SourceRef.nullable().describe('What says the term ended; null while in office.'),
  renewed: z
    .object({ from: PartialDate.describe('The day the new mandate began.'), source: SourceRef })
    .nullable()
    .describe('The latest re-election (or lawful extension) after the Factbook’s edition, when the holder stayed in office; null otherwise.'),
  unconfirmedSince: Day.nullable().describe(
    'The day the mandate ran out (its legal term) without a source at hand saying whether the holder was re-elected or succeeded; null when the term is confirmed or ended.',
  ),
  checked: Day.describe(
    'When this term was last checked against its sources: the Factbook’s edition (2026-01-22) for its unchanged entries, the day of the curation otherwise.',
  ),
  note: nonEmpty.nullable().describe('What a reader should know: a correction of the Factbook, a successor not in the data, an unconfirmed re-election.'),
});
export type LeaderTerm = z.infer<typeof LeaderTerm>;

export const Government = z.object({
  type: nonEmpty.nullable().describe('Form of government in the Factbook’s words (`federal parliamentary republic`).'),
  leaders: z
    .array(LeaderTerm)
    .describe(
      'The terms in office on `leadersAsOf`: chief of state, head of government and the chief of state’s representative (one term for a person who is both); `/api/country/{code}/leaders` gives every term the data holds, ended ones too.',
    ),
  leadersAsOf: Day.describe('The dataset’s as-of date (`meta.asOf`, data/as-of.json): the leaders are those in office that day, as far as the sources show.'),
  independence: z
    .object({
      date: PartialDate.nullable().describe('The first date the Factbook gives; null when it gives none (a dependency says `none`).'),
      text: nonEmpty.describe('The Factbook’s entry, HTML removed.'),
    })
    .nullable(),
  nationalHoliday: nonEmpty.nullable().describe('The Factbook’s entry: name, date and year of origin.'),
  fiscalYear: z
    .object({
      start: z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
      text: nonEmpty.describe('The Factbook’s words (`1 April - 31 March`, `calendar year`), or for a correction the law’s, named.'),
      asOf: z.iso
        .date()
        .describe('The Factbook edition it is from (2024-04-25; the field was dropped after 2024), or the date the law of a correction was checked.'),
      source: z
        .enum(['factbook', 'override'])
        .describe(
          '`factbook`: its 2024-04-25 edition; `override`: a correction from the law that sets the public accounts’ year (data/overrides.json names it).',
        ),
    })
    .nullable()
    .describe(
      'The government’s fiscal year (the year of its budget and accounts, not the tax year), as of the Factbook of 2024-04-25 or the law; null where neither gives one.',
    ),
  source: FigureSource,
});
export type Government = z.infer<typeof Government>;

export const Dependency = z.object({
  sovereign: cca2.describe('Alpha-2 code of the country it depends on (or is freely associated with).'),
  kind: nonEmpty.describe('`overseas territory`, `crown dependency`, `overseas collectivity`, `special administrative region`, `constituent country`, …'),
  text: nonEmpty.describe('The source’s words (the Factbook’s “Dependency status”, or the override’s).'),
  source: FigureSource,
});
export type Dependency = z.infer<typeof Dependency>;

export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const Weekday = z.enum(WEEKDAY_NAMES);

export const Conventions = z
  .object({
    locale: nonEmpty.describe(
      'The locale the number and date formats are of: the territory’s likely locale (CLDR likely subtags; `de-CH`, `sr-RS`, with the script only where it is not the usual one), or, where CLDR has no data of its own for that one, the next language of the territory that has (`es-PY` for Paraguay).',
    ),
    localeReplaces: z
      .string()
      .nullable()
      .describe(
        'The likely locale `locale` stands in for, where CLDR has no number or date data of its own for it (`gn-PY`, Guarani); null when `locale` is the likely one.',
      ),
    numberFormat: z
      .object({
        decimal: z.string().min(1).describe('Decimal separator (`,` in Germany).'),
        group: z.string().min(1).describe('Thousands separator (`.` in Germany; a no-break space in France).'),
      })
      .describe('Number symbols of the locale, in its default numbering system (cldr-numbers-full).'),
    shortDate: nonEmpty.describe('Short date pattern of the locale in CLDR notation (`dd.MM.yy`, `M/d/yy`; cldr-dates-full).'),
    hourCycle: z.enum(['h12', 'h23']).describe('Preferred clock: `h12` (1–12 with AM/PM) or `h23` (0–23), CLDR time data.'),
    firstDayOfWeek: Weekday.describe('CLDR week data (the same as `startOfWeek`).'),
    weekend: z.array(Weekday).min(1).describe('Weekend days, in order (CLDR week data).'),
    measurementSystem: z.enum(['metric', 'US', 'UK']).describe('CLDR measurement system: `metric`, `US` (US customary) or `UK` (metric with miles, pints…).'),
    temperatureUnit: z.enum(['celsius', 'fahrenheit']).describe('Unit of weather temperatures (CLDR unit preferences).'),
    paperSize: z.enum(['A4', 'US-Letter']).describe('Usual paper size (CLDR measurement data).'),
  })
  .describe('Local conventions from Unicode CLDR.');
export type Conventions = z.infer<typeof Conventions>;

const figure = (what: string) => Figure.nullable().describe(what);
const splitFigure = (what: string) => SplitFigure.describe(`${what}: \`{ total, male, female }\`, each a figure or null.`);

export const Economy = z
  .object({
    gdp: figure('GDP at current prices, US dollars: the World Bank’s latest year (NY.GDP.MKTP.CD).'),
    gdpPerCapita: figure('GDP per person at current prices, US dollars: the World Bank’s GDP over its population of the same year.'),
    gdpPpp: figure('Real GDP at purchasing power parity, US dollars (the Factbook’s, in constant dollars of the year its note names).'),
    gdpPerCapitaPpp: figure('Real GDP per person at purchasing power parity, US dollars (the Factbook’s).'),
    realGdpGrowth: figure('Real GDP growth rate, % (the Factbook’s).'),
    inflation: figure('Inflation rate (consumer prices), % (the Factbook’s).'),
    unemployment: figure('Unemployment rate, % (the Factbook’s).'),
    publicDebt: figure('Public debt, % of GDP (the Factbook’s).'),
    exports: figure('Exports of goods and services, US dollars (the Factbook’s).'),
    imports: figure('Imports of goods and services, US dollars (the Factbook’s).'),
  })
  .describe('Economic figures, each `{ value, unit, year, source }` or null where no source has one.');
export type Economy = z.infer<typeof Economy>;

export const People = z
  .object({
    medianAge: splitFigure('Median age, years'),
    lifeExpectancy: splitFigure('Life expectancy at birth, years'),
    infantMortality: splitFigure('Infant mortality, deaths per 1,000 live births'),
    literacy: splitFigure('Literacy, % of people aged 15 and over'),
    birthRate: figure('Births per 1,000 people a year.'),
    deathRate: figure('Deaths per 1,000 people a year.'),
    fertility: figure('Total fertility rate, children per woman.'),
    populationGrowth: figure('Population growth rate, % a year.'),
    urbanisation: figure('Urban population, % of the total.'),
    internetUsers: figure('Internet users, % of the population.'),
  })
  .describe('Figures about the people, from the Factbook’s final edition, each with its year.');
export type People = z.infer<typeof People>;

export const Geography = z
  .object({
    coastline: figure('Length of the coastline, km (0 for a landlocked country); undated.'),
    highestPoint: Elevation.nullable().describe('`{ name, value, unit: "m", year: null, source }`: the highest point and its elevation.'),
    lowestPoint: Elevation.nullable().describe('The lowest point and its elevation (negative below sea level).'),
  })
  .describe('Figures about the land, from the Factbook’s final edition.');
export type Geography = z.infer<typeof Geography>;
