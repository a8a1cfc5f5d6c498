/**
 * @module
 * The indicators of the economy, the people and the land that each record carries as dated,
 * sourced figures (`{ value, unit, year, source }`, from the World Bank and the CIA World
 * Factbook's final edition): one entry each, so that the table's columns, their range filters,
 * the map's colours, the world ranks and the country pages' panels all read them one way.
 * Pure and small, since it ships to the browser with the table's fields.
 */
import type { CountryData } from '../dataset/schema.ts';
import type { Figure } from '../dataset/schema-profile.ts';

export type IndicatorGroup = 'economy' | 'people' | 'geography';

export interface Indicator {
  /** The column's id and its range filter's key in the URL (`gdp=1T..`). */
  readonly id: string;
  readonly group: IndicatorGroup;
  /** The name on a country page ("GDP per person"). */
  readonly name: string;
  /** The column's header, with its unit ("GDP per person (US$)"). */
  readonly label: string;
  /** The unit in words, for legends, filters and downloads. */
  readonly unit: string;
  /** Where it is in the record, for a download's metadata. */
  readonly path: string;
  /** The record's figure (the total, where the Factbook splits it by sex); null where no source has one. */
  readonly figure: (c: CountryData) => Figure | null;
  /** A value as the table writes it, the unit being in the header. */
  readonly cell: (value: number) => string;
  /** A value as a sentence writes it, with its unit ("US$4.46 trillion", "81.9 years"). */
  readonly text: (value: number) => string;
  /** Where every record's figure comes from (each figure names its own source too). */
  readonly source: Figure['source'];
  /** Whether a world rank means something ("the 3rd highest lowest point" does not). */
  readonly ranked: boolean;
}

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const shortMoney = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 });
const longMoney = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 });

/** Amounts of billions: "4.46T" in a cell, "US$4.46 trillion" in a sentence. */
const money = { cell: (v: number) => shortMoney.format(v), text: (v: number) => `US$${longMoney.format(v)}` };
/** Dollars a person: "53,503", "US$53,503". */
const perPerson = { cell: (v: number) => whole.format(v), text: (v: number) => `US$${whole.format(v)}` };
const percent = (after = '') => ({ cell: (v: number) => oneDecimal.format(v), text: (v: number) => `${oneDecimal.format(v)}%${after}` });
const measured = (unit: string, digits = oneDecimal) => ({ cell: (v: number) => digits.format(v), text: (v: number) => `${digits.format(v)} ${unit}` });

type Spec = Omit<Indicator, 'figure' | 'path' | 'group' | 'id' | 'source' | 'ranked'> & { source?: Figure['source']; ranked?: boolean };
const economy = (key: keyof CountryData['economy'], spec: Spec): Indicator => ({
  source: 'factbook',
  ranked: true,
  ...spec,
  id: key,
  group: 'economy',
  path: `economy.${key}`,
  figure: (c) => c.economy[key],
});
const people = (key: keyof CountryData['people'], spec: Spec): Indicator => ({
  source: 'factbook',
  ranked: true,
  ...spec,
  id: key,
  group: 'people',
  path: `people.${key}`,
  figure: (c) => {
    const f = c.people[key];
    return f !== null && 'total' in f ? f.total : f;
  },
});
const geography = (key: keyof CountryData['geography'], spec: Spec): Indicator => ({
  source: 'factbook',
  ranked: true,
  ...spec,
  id: key,
  group: 'geography',
  path: `geography.${key}`,
  figure: (c) => c.geography[key],
});

export const INDICATORS: readonly Indicator[] = [
  economy('gdp', { name: 'GDP', label: 'GDP (US$)', unit: 'US dollars, current prices', source: 'worldbank', ...money }),
  economy('gdpPerCapita', {
    name: 'GDP per person',
    label: 'GDP per person (US$)',
    unit: 'US dollars a person, current prices',
    source: 'worldbank',
    ...perPerson,
  }),
  economy('gdpPpp', { name: 'GDP at purchasing power parity', label: 'GDP, PPP (US$)', unit: 'US dollars at purchasing power parity', ...money }),
  economy('gdpPerCapitaPpp', {
    name: 'GDP per person at purchasing power parity',
    label: 'GDP per person, PPP (US$)',
    unit: 'US dollars a person at purchasing power parity',
    ...perPerson,
  }),
  economy('realGdpGrowth', { name: 'Real GDP growth', label: 'GDP growth (%)', unit: '% a year', ...percent(' a year') }),
  economy('inflation', { name: 'Inflation', label: 'Inflation (%)', unit: '% a year, consumer prices', ...percent(' a year') }),
  economy('unemployment', { name: 'Unemployment', label: 'Unemployment (%)', unit: '% of the labour force', ...percent() }),
  economy('publicDebt', { name: 'Public debt', label: 'Public debt (% of GDP)', unit: '% of GDP', ...percent(' of GDP') }),
  economy('exports', { name: 'Exports', label: 'Exports (US$)', unit: 'US dollars', ...money }),
  economy('imports', { name: 'Imports', label: 'Imports (US$)', unit: 'US dollars', ...money }),
  people('medianAge', { name: 'Median age', label: 'Median age', unit: 'years', ...measured('years') }),
  people('lifeExpectancy', { name: 'Life expectancy at birth', label: 'Life expectancy', unit: 'years', ...measured('years') }),
  people('infantMortality', {
    name: 'Infant mortality',
    label: 'Infant mortality (‰)',
    unit: 'deaths per 1,000 live births',
    ...measured('deaths per 1,000 live births'),
  }),
  people('literacy', { name: 'Literacy', label: 'Literacy (%)', unit: '% of people aged 15 and over', ...percent(' of people aged 15 and over') }),
  people('birthRate', { name: 'Birth rate', label: 'Birth rate (‰)', unit: 'births per 1,000 people a year', ...measured('births per 1,000 people a year') }),
  people('deathRate', { name: 'Death rate', label: 'Death rate (‰)', unit: 'deaths per 1,000 people a year', ...measured('deaths per 1,000 people a year') }),
  people('fertility', {
    name: 'Fertility',
    label: 'Fertility',
    unit: 'children per woman',
    ...measured('children per woman', new Intl.NumberFormat('en', { maximumFractionDigits: 2 })),
  }),
  people('populationGrowth', { name: 'Population growth', label: 'Population growth (%)', unit: '% a year', ...percent(' a year') }),
  people('urbanisation', { name: 'Urban population', label: 'Urban population (%)', unit: '% of the population', ...percent(' of the population') }),
  people('internetUsers', { name: 'Internet users', label: 'Internet users (%)', unit: '% of the population', ...percent(' of the population') }),
  geography('coastline', { name: 'Coastline', label: 'Coastline (km)', unit: 'km', ...measured('km', whole) }),
  geography('highestPoint', { name: 'Highest point', label: 'Highest point (m)', unit: 'm above sea level', ...measured('m') }),
  geography('lowestPoint', { name: 'Lowest point', label: 'Lowest point (m)', unit: 'm above sea level', ranked: false, ...measured('m') }),
];

/** A figure's source in a few words, for the note after it. */
export const SOURCE_NAMES: Readonly<Record<Figure['source'], string>> = {
  worldbank: 'World Bank',
  factbook: 'CIA World Factbook',
  override: 'a correction by this project',
};

/** The sources of a group's figures in full, for the panel's foot and a download's metadata. */
export const SOURCE_CREDITS: Readonly<Record<Figure['source'], string>> = {
  worldbank: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD over SP.POP.TOTL), CC BY 4.0',
  factbook: 'CIA World Factbook, final edition (2026-01-22), public domain',
  override: 'corrections by this project (data/overrides.json)',
};
