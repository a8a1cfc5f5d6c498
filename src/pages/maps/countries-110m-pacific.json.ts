/** The explorer's map view centred on the Pacific, fetched for a selection that lies across it (see src/explorer/selection-map-data.ts). */
import type { APIRoute } from 'astro';
import { mapDrawing } from '../../components/map/selection-map-data.ts';
import { siteApi, siteMaps } from '../../components/site-data.ts';

export const GET: APIRoute = () => {
  const { frames, shapes } = siteMaps();
  return new Response(JSON.stringify(mapDrawing(frames.pacific, shapes, siteApi().countries)), { headers: { 'Content-Type': 'application/json' } });
};
