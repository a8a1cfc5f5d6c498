/**
 * @module
 * `/api/health` as the server answers it (docs/api.md, health): the static health document
 * with the server's uptime and the state of the services it depends on, 503 when one is
 * down. Never cached: it describes this instant.
 */
import type { Reply } from './reply.ts';
import { jsonReply } from '../../lib/json-response.ts';

/** `off`: the service is not used (the usage store while plans are off). */
export type ServiceState = 'ok' | 'down' | 'off';

export function healthReply(
  body: Uint8Array,
  method: string,
  uptimeSeconds: number,
  services: { usageStore: ServiceState },
  headers: Readonly<Record<string, string>>,
): Reply {
  const down = Object.values(services).includes('down');
  const document = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;
  const live = { ...document, status: down ? 'down' : document.status, uptime: Math.floor(uptimeSeconds), services };
  return jsonReply(down ? 503 : 200, live, method, headers);
}
