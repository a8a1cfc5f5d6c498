/**
 * @module
 * What each field means, in a sentence or two, as the World Factbook's "Definitions and Notes"
 * gave them: shown beside the figures on a country page and beside the map's colours. Written
 * from the sources' own definitions (the World Bank's indicator pages, the Factbook's notes, the
 * UN's M49 standard, Unicode CLDR). By field id (the table's columns); the indicators carry theirs.
 */
import { INDICATORS } from './indicators.ts';

const OWN: Readonly<Record<string, string>> = {
  capital: 'The seat of government; where a country has several (South Africa, Bolivia), each with its role.',
  region:
    'The region of the UN’s M49 statistical standard the country belongs to (Africa, Americas, Asia, Europe, Oceania; Antarctica apart): a grouping for statistics, not a political union.',
  subregion: 'The M49 sub-region within the region (Western Europe, South-eastern Asia…).',
  continents:
    'The continents its land lies on, of the seven usually taught (Africa, Antarctica, Asia, Europe, North America, Oceania, South America); a country on two, as Russia or Egypt, lists both.',
  population:
    'The people who live in the country, whatever their citizenship or legal status: the World Bank’s midyear estimate, else the Factbook’s or Unicode CLDR’s.',
  area: 'The total area, land and inland water, in square kilometres.',
  density: 'The population divided by the area: people per square kilometre.',
  gini: 'How unequally income (or consumption) is shared: 0 if everyone had the same, 100 if one person had everything. From household surveys, so its year varies.',
  independent: 'Whether it is a sovereign state; dependencies and other territories are not.',
  un: 'Whether it is one of the United Nations’ 193 member states.',
  landlocked: 'Whether it has no coast on the open sea.',
  driving: 'The side of the road traffic keeps to.',
  weekStart: 'The first day of the week in its calendar conventions (Unicode CLDR).',
};

const INDICATOR_DEFINITIONS: Readonly<Record<string, string>> = {
  gdp: 'Gross domestic product: the value of all goods and services produced in the country in a year, at that year’s prices in US dollars.',
  gdpPerCapita: 'GDP divided by the midyear population of the same year.',
  gdpPpp:
    'GDP at the prices of the United States, so that a dollar buys the same everywhere: the size of economies compared by what they produce, not by exchange rates.',
  gdpPerCapitaPpp: 'GDP at purchasing power parity divided by the population: a comparison of living standards.',
  realGdpGrowth: 'How much GDP grew in a year, with inflation taken out.',
  inflation: 'How much consumer prices rose in a year.',
  unemployment: 'The share of the labour force (people working or looking for work) that has no work and is looking for it.',
  publicDebt: 'What the government owes, as a share of a year’s GDP.',
  exports: 'The value of the goods and services sold abroad in a year.',
  imports: 'The value of the goods and services bought from abroad in a year.',
  medianAge: 'The age that divides the people into two halves of equal size: half are younger, half older.',
  lifeExpectancy: 'How many years a newborn would live if the death rates of its year of birth held all its life.',
  infantMortality: 'Deaths of babies under one year old, per 1,000 babies born alive in the year.',
  literacy: 'The share of people aged 15 and over who can read and write.',
  birthRate: 'Babies born alive in a year per 1,000 people.',
  deathRate: 'Deaths in a year per 1,000 people.',
  fertility: 'How many children a woman would have if the birth rates of the year held all her life.',
  populationGrowth: 'How much the population changed in a year: births, deaths and migration together.',
  urbanisation: 'The share of people who live in towns and cities.',
  internetUsers: 'The share of people who used the Internet in the past three months.',
  coastline: 'The length of the coast along the sea.',
  highestPoint: 'The highest point of the land, in metres above sea level.',
  lowestPoint: 'The lowest point of the land, in metres above (or, with a minus, below) sea level.',
};

/** Every definition by field id: the file country pages fetch at the first press of a “?” (DEFINITIONS_FILE). */
export const DEFINITIONS: Readonly<Record<string, string>> = { ...OWN, ...INDICATOR_DEFINITIONS };

/** Under the site root. */
export const DEFINITIONS_FILE = 'explorer/definitions.json';

/** What a field means, by its id; undefined for the ones that need no words (a name, a code). */
export function definitionOf(id: string): string | undefined {
  return Object.hasOwn(DEFINITIONS, id) ? DEFINITIONS[id] : undefined;
}

/** Which way the world ranks run, said beside them. */
export const RANK_DEFINITION =
  'A world rank counts from the highest figure: 1st is the largest; countries with the same figure share a place, and those without one are left out.';

/** Every indicator has a definition (a unit test holds the list to INDICATORS). */
export const DEFINED_INDICATORS: readonly string[] = INDICATORS.map((i) => i.id).filter((id) => id in INDICATOR_DEFINITIONS);
