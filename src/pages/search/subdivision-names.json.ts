/** The explorer's search terms from subdivision names, fetched with the records (see src/explorer/subdivision-terms.ts). */
import type { APIRoute } from 'astro';
import { siteApi } from '../../components/site-data.ts';
import { writeSubdivisionTerms } from '../../explorer/subdivision-terms.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(writeSubdivisionTerms(siteApi().subdivisions.searchTerms)), { headers: { 'Content-Type': 'application/json' } });
