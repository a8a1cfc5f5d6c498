/**
 * @module
 * A country page's panels of figures (Economy, People, Geography): each figure with its year and
 * source, the Factbook's split by sex beside a total, the place of a named point, and the world
 * rank where one means something. Pure, for the card and its tests.
 */
import type { CountryData } from '../../dataset/schema.ts';
import type { Figure, SplitFigure } from '../../dataset/schema-profile.ts';
import { INDICATORS, SOURCE_CREDITS, SOURCE_NAMES, type Indicator, type IndicatorGroup } from '../../explorer/indicators.ts';
import type { Fact } from '../ui/facts.ts';
import { worldRank } from './country-view.ts';
import { definitionOf } from '../../explorer/definitions.ts';

/** "2024, CIA World Factbook"; "CIA World Factbook" for what does not date (a coastline). */
export const figureNote = (f: Figure): string => (f.year === null ? SOURCE_NAMES[f.source] : `${f.year}, ${SOURCE_NAMES[f.source]}`);

/** Who a figure split by sex is about: babies for infant mortality, else men and women. */
const SEXES: Readonly<Record<string, readonly [male: string, female: string]>> = { infantMortality: ['boys', 'girls'] };

/** The split by sex of a Factbook figure, where it has one: "men 79.6, women 84.4"; "boys 3.9, girls 3.1". */
function splitNote(indicator: Indicator, c: CountryData): string | undefined {
  const value = indicator.group === 'people' ? (c.people as Record<string, unknown>)[indicator.id] : undefined;
  if (!value || typeof value !== 'object' || !('total' in value)) return undefined;
  const { male, female } = value as SplitFigure;
  const [men, women] = SEXES[indicator.id] ?? ['men', 'women'];
  const parts = [male && `${men} ${indicator.cell(male.value)}`, female && `${women} ${indicator.cell(female.value)}`].filter(Boolean);
  return parts.length === 0 ? undefined : parts.join(', ');
}

export interface IndicatorPanel {
  readonly facts: Fact[];
  /** The full credit of every source the panel's figures come from. */
  readonly sources: string[];
}

export function indicatorPanel(countries: readonly CountryData[], c: CountryData, group: IndicatorGroup, basePath: string): IndicatorPanel {
  const facts: Fact[] = [];
  const used = new Set<Figure['source']>();
  for (const indicator of INDICATORS.filter((i) => i.group === group)) {
    const figure = indicator.figure(c);
    if (!figure) continue;
    used.add(figure.source);
    const place = 'name' in figure && typeof figure.name === 'string' ? `${figure.name}, ` : '';
    const split = splitNote(indicator, c);
    facts.push({
      label: indicator.name,
      parts: [`${place}${indicator.text(figure.value)}`],
      note: split ? `${figureNote(figure)}; ${split}` : figureNote(figure),
      rank: indicator.ranked ? worldRank(countries, c, indicator.id, basePath) : undefined,
      define: definitionOf(indicator.id) === undefined ? undefined : indicator.id,
    });
  }
  return { facts, sources: [...used].map((s) => SOURCE_CREDITS[s]) };
}
