/**
 * @module
 * One serving thread, put together: the index of the build's files (made once by the main
 * thread, see assets-fs.ts), a bounded cache of their bytes, the app over a core (render threads
 * over ports, or one in this thread), and its HTTP server. The main thread runs one; each other
 * serving thread (serve-thread.ts) runs one more on the same port.
 */
import type { MessagePort } from 'node:worker_threads';
import type { PathConfig } from '../../api/paths.ts';
import type { AccessControl } from '../../access/access-control.ts';
import type { LogEntry } from './access-log.ts';
import { createResponder } from '../http/app.ts';
import { fileAssets } from './assets-fs.ts';
import { SharedIndex } from './shared-index.ts';
import type { CoreClient } from '../http/core-client.ts';
import { portCore, type PortCore } from './port-core.ts';
import type { RouteOutline } from '../http/core.ts';
import { serveEdge, type Edge } from './edge-net.ts';
import type { ServerLimits } from '../limits.ts';
import { siblingModule } from '../../lib/modules.ts';

/** What a serving thread is made of: plain data, which can be sent to a thread. */
export interface EdgeSetup {
  host: string;
  port: number;
  /** Sharing the port with the other serving threads. */
  reusePort: boolean;
  /** This thread's share of the limits (connections and caches are split between the threads). */
  limits: ServerLimits;
  outDir: string;
  cacheDir: string;
  /** The index of the build's files (shared memory: every thread reads the same). */
  files: SharedArrayBuffer;
  /** The path the site is published under (BASE_PATH), or empty. */
  basePath: string;
  /** Render threads' ports (one each) and the route outline they gave, or a dataset to hold here. */
  core: { outline: readonly RouteOutline[]; ports: MessagePort[] } | { inline: { datasetFile: string; paths: PathConfig | undefined } };
}

export interface EdgeHooks {
  log?: (entry: LogEntry) => void;
  access?: AccessControl;
}

export interface RunningEdge extends Edge {
  /** The render threads' client, to hand it a replaced thread's port. */
  readonly cores: PortCore | undefined;
}

export async function startEdge(setup: EdgeSetup, hooks: EdgeHooks): Promise<RunningEdge> {
  const { limits } = setup;
  let cores: PortCore | undefined;
  let core: CoreClient;
  if ('inline' in setup.core) {
    const { localCoreOverFile } = (await import(siblingModule('core-local', import.meta.url).href)) as typeof import('./core-local.ts');
    core = localCoreOverFile(setup.core.inline.datasetFile, setup.core.inline.paths);
  } else {
    const threads = setup.core.ports.length;
    // RENDER_QUEUE questions may wait beyond those being computed; one client may hold an eighth of that.
    core = cores = portCore(setup.core.outline, setup.core.ports, {
      maxInFlight: limits.renderQueue + threads,
      maxPerClient: Math.max(threads, Math.ceil(limits.renderQueue / 8)),
    });
  }
  const assets = fileAssets(setup.outDir, setup.cacheDir, new SharedIndex(setup.files), limits.fileCacheBytes);
  const respond = createResponder({ core, assets, cacheBytes: limits.cacheBytes, basePath: setup.basePath, ...(hooks.access ? { access: hooks.access } : {}) });
  const edge = await serveEdge({ respond, host: setup.host, port: setup.port, reusePort: setup.reusePort, limits, ...(hooks.log ? { log: hooks.log } : {}) });
  return {
    ...edge,
    cores,
    async close() {
      await edge.close();
      cores?.close();
    },
  };
}
