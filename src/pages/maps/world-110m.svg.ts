/** The shared world drawing of the country locators (see src/components/map/world-outline.ts). */
import type { APIRoute } from 'astro';
import { worldTopology } from '../../components/map/atlas.ts';
import { worldOutlineSvg } from '../../components/map/world-outline.ts';
import { siteMaps } from '../../components/site-data.ts';

export const GET: APIRoute = () => new Response(worldOutlineSvg(worldTopology(), siteMaps().frame), { headers: { 'Content-Type': 'image/svg+xml' } });
