/** What each field means (src/explorer/definitions.ts), fetched by a country page at the first press of a “?”. */
import type { APIRoute } from 'astro';
import { DEFINITIONS } from '../../explorer/definitions.ts';

export const GET: APIRoute = () => new Response(JSON.stringify(DEFINITIONS), { headers: { 'Content-Type': 'application/json' } });
