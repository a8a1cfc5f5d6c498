/** The explorer's map view: every country's outline, fetched when the map view first opens (see src/explorer/selection-map-data.ts). */
import type { APIRoute } from 'astro';
import { selectionMapData } from '../../components/map/selection-map-data.ts';
import { siteApi, siteMaps } from '../../components/site-data.ts';

export const GET: APIRoute = () => {
  const { frames, shapes } = siteMaps();
  return new Response(JSON.stringify(selectionMapData(frames, shapes, siteApi().countries)), { headers: { 'Content-Type': 'application/json' } });
};
