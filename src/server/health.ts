/**
 * @module
 * `/api/health` as the server answers it (API.md section 2): the static health document
 * with the server's uptime and the state of the services it depends on, 503 when one is
 * down. Never cached: it describes this instant.
 */
import type { Asset } from './assets.ts';

/** `off`: the service is not used (the usage store while plans are off). */
export type ServiceState = 'ok' | 'down' | 'off';

export function healthResponse(asset: Asset, method: string, uptimeSeconds: number, services: { usageStore: ServiceState }): Response {
  const down = Object.values(services).includes('down');
  const document = JSON.parse(new TextDecoder().decode(asset.body)) as Record<string, unknown>;
  const body = JSON.stringify({ ...document, status: down ? 'down' : document.status, uptime: Math.floor(uptimeSeconds), services });
  return new Response(method === 'HEAD' ? null : body, {
    status: down ? 503 : 200,
    headers: { 'Content-Type': asset.contentType, 'Cache-Control': 'no-store', 'Content-Length': String(new TextEncoder().encode(body).length) },
  });
}
