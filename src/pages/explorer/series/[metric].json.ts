/** The map view's timelines (src/explorer/map-timeline.ts): a column's value by country and year, from the World Bank's series. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { siteApi } from '../../../components/site-data.ts';
import { TIMELINE_METRICS, writeTimeline, type TimelineFile } from '../../../explorer/map-timeline.ts';

export const getStaticPaths = (() => TIMELINE_METRICS.map((metric) => ({ params: { metric } }))) satisfies GetStaticPaths;

/**
 * As precise as the map and the chart write each figure, and no more, so the file stays small: GDP
 * to four significant digits (they show three, "US$4.46 trillion"), GDP per person to the dollar
 * (they show whole dollars, "US$53,503").
 */
const round = (value: number | null) => (value === null ? null : Number(value.toPrecision(4)));
const toDollar = (value: number | null) => (value === null ? null : Math.round(value));

function timeline(metric: string): TimelineFile {
  const api = siteApi();
  if (metric === 'population')
    return writeTimeline(
      Object.fromEntries(Object.entries(api.populationSeries).map(([cca2, list]) => [cca2, list.map((p) => ({ year: p.year, value: p.population }))])),
      'World Bank, World Development Indicators (SP.POP.TOTL), CC BY 4.0',
    );
  const perPerson = metric === 'gdpPerCapita';
  return writeTimeline(
    Object.fromEntries(
      Object.entries(api.gdpSeries).map(([cca2, list]) => [
        cca2,
        list.map((p) => ({ year: p.year, value: perPerson ? toDollar(p.gdpPerCapita) : round(p.gdp) })),
      ]),
    ),
    perPerson
      ? 'World Bank, World Development Indicators (NY.GDP.MKTP.CD over SP.POP.TOTL of the same year), CC BY 4.0'
      : 'World Bank, World Development Indicators (NY.GDP.MKTP.CD), CC BY 4.0',
  );
}

export const GET: APIRoute = ({ params }) => new Response(JSON.stringify(timeline(String(params.metric))), { headers: { 'Content-Type': 'application/json' } });
