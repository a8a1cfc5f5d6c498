/** The explorer's search terms (src/explorer/search-terms-file.ts), fetched the first time someone searches. */
import type { APIRoute } from 'astro';
import { siteApi } from '../../components/site-data.ts';
import { searchTermsOf, writeSearchTerms } from '../../explorer/search-terms-file.ts';

export const GET: APIRoute = () => {
  return new Response(JSON.stringify(writeSearchTerms(searchTermsOf(siteApi()))), { headers: { 'Content-Type': 'application/json' } });
};
