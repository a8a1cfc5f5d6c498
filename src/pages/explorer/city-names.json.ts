/** The names of each country's cities for the explorer's search (src/explorer/city-names-file.ts), fetched with the search terms. */
import type { APIRoute } from 'astro';
import { citySource } from '../../api/cities.ts';
import { siteApi } from '../../components/site-data.ts';
import { cityNamesOf, type CityNamesFile } from '../../explorer/city-names-file.ts';

export const GET: APIRoute = () => {
  const api = siteApi();
  const { attribution, vintage } = citySource(api) as { attribution: string; vintage: string | null };
  const file: CityNamesFile = { source: [attribution, vintage].filter(Boolean).join('; '), cities: cityNamesOf(api) };
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
};
