/** The explorer's slim index (src/explorer/slim-index.ts): the bulk export cut down to what the first view needs. */
import type { APIRoute } from 'astro';
import { siteApi } from '../../components/site-data.ts';
import { exportRoute } from '../../api/endpoints/documents.ts';
import { slimRecord, type SlimIndexFile } from '../../explorer/slim-index.ts';

export const GET: APIRoute = () => {
  const { meta, data } = exportRoute.answer(siteApi(), {}).body as { meta: unknown; data: Record<string, unknown>[] };
  const file: SlimIndexFile = { meta, data: data.map(slimRecord) };
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
};
