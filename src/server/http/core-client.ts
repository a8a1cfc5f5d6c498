/**
 * @module
 * How the HTTP side reaches its core: a core in the same thread (`localCore`: the Worker,
 * in-process tests and `RENDER_THREADS=0`), or render threads over message ports (the Node
 * server's `portCore`, node/port-core.ts).
 */
import { ApiError } from '../../api/errors.ts';
import type { Core, CoreAnswer, QueryJob, RouteOutline } from './core.ts';

export interface CoreClient {
  readonly outline: readonly RouteOutline[];
  /** `client` names who asks (its address): questions are bounded and take turns per client. */
  ask(job: QueryJob, client: string): Promise<CoreAnswer>;
  countryPage(path: string, client: string): Promise<string | undefined>;
}

export const busy = () => new ApiError(503, 'The server is busy computing other answers; try again in a moment.');

export function localCore(core: Core): CoreClient {
  return { outline: core.outline, ask: async (job) => core.ask(job), countryPage: (path) => core.countryPage(path) };
}
