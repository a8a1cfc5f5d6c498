/**
 * @module
 * The server on Node, every core used: `WORKERS` serving threads (the main thread and one
 * thread more per worker, each an HTTP server on the same port, the kernel spreading the
 * connections between them), and `RENDER_THREADS` render threads that alone hold the dataset
 * and compute answers, at a lower priority (core-thread.ts). The main thread also has the build
 * indexed once (by a process of its own), holds the access control and its store (so limits are
 * exact across threads), and writes the access log. A thread that dies is replaced. `close` stops
 * them all, each answering every request it has received first. The only module that starts
 * threads, processes or listens.
 */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PathConfig } from '../../api/paths.ts';
import type { AccessControl } from '../../access/access-control.ts';
import { serveAccess } from './access-port.ts';
import { accessLog } from './access-log.ts';
import type { PortMessage, ReadyMessage, CoreThreadData } from './core-thread.ts';
import type { RouteOutline } from '../http/core.ts';
import { startEdge, type EdgeSetup, type RunningEdge } from './edge.ts';
import { DEFAULT_LIMITS, shareOf, type ServerLimits } from '../limits.ts';
import { siblingModule } from '../../lib/modules.ts';
import type { ServeThreadCommand, ServeThreadData, ServeThreadMessage } from './serve-thread.ts';

export interface NodeServerOptions {
  /** The dataset the build was made from (`.build/dataset.json`): only render threads read it. */
  datasetFile: string;
  outDir: string;
  /** Compressed variants and the index of the build's files. */
  cacheDir: string;
  /** The build's record of its site's files (site-files-fs.ts): the only files served. */
  siteFiles: string;
  host: string;
  port: number;
  paths?: PathConfig;
  /** Where access-log chunks (lines ending in a newline, ASCII) go; nothing is logged without it. */
  log?: (chunk: Uint8Array) => void;
  /** Access plans; the API is open without it. */
  access?: AccessControl;
  /**
   * How the other serving threads check access: by default they ask the main thread's access
   * control, exact for any store since it holds the only one. With a store that is exact across
   * processes (Redis), each makes its own from the environment instead (`accessFromEnv(root)`):
   * the main thread no longer checks every request, and no check crosses threads.
   */
  threadsOwnAccess?: { root: string };
  limits?: Partial<ServerLimits>;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The main thread's HTTP server (one of the serving threads). */
  server: Server;
  readonly workers: number;
  readonly renderThreads: number;
  /** Stops taking connections everywhere, answers what was received (with `Connection: close`), then resolves. */
  close(): Promise<void>;
  /** Once `close` was called: resolves when every serving thread has begun stopping (each answer from then on closes its connection). */
  readonly stopping: Promise<void>;
}

/**
 * A render thread's heap: its dataset and one answer under way need about 60 MB. Left to
 * itself V8 would let garbage pile up to several times that before collecting; here the
 * thread collects early, where its pauses hold up no one but itself.
 */
const RENDER_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 160 };
/**
 * A serving thread's requests leave little alive, so its young collections are cheap; one
 * that may grow to 4 MiB per half (the young generation is three halves) makes them a quarter as
 * many as with 1 MiB, for a few MB more under load.
 */
const SERVE_HEAP = { maxYoungGenerationSizeMb: 12 };
/** A thread that died is started again after this, so one that cannot start does not spin. */
const RESTART_MS = 1000;

const url = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** The render threads: started, then handing each serving thread a port to each of them. */
interface Cores {
  readonly outline: readonly RouteOutline[];
  readonly count: number;
  /** A new port to every render thread, for one serving thread. */
  connect(): MessagePort[];
  /** Told when a render thread was replaced: each serving thread needs a port to the new one. */
  onReplaced(listener: (index: number) => void): void;
  /** A new port to one render thread. */
  connectTo(index: number): MessagePort;
  close(): Promise<void>;
}

async function startCores(count: number, data: CoreThreadData): Promise<Cores> {
  const threads: Worker[] = [];
  const listeners: Array<(index: number) => void> = [];
  let closed = false;
  let outline: readonly RouteOutline[] = [];

  const spawn = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(siblingModule('core-thread', import.meta.url), { workerData: data, resourceLimits: RENDER_HEAP });
      threads[index] = worker;
      worker.once('message', (ready: ReadyMessage) => {
        outline = ready.outline;
        resolve();
      });
      worker.on('error', (e) => {
        console.error('render thread failed:', e);
        reject(e instanceof Error ? e : new Error(String(e)));
      });
      worker.once('exit', () => {
        if (closed) return;
        setTimeout(() => {
          if (closed) return;
          void spawn(index).then(() => listeners.forEach((l) => l(index)));
        }, RESTART_MS).unref();
      });
    });

  await Promise.all(Array.from({ length: count }, (_, i) => spawn(i)));
  const connectTo = (index: number) => {
    const { port1, port2 } = new MessageChannel();
    threads[index]!.postMessage({ type: 'port', port: port1 } satisfies PortMessage, [port1]);
    return port2;
  };
  return {
    get outline() {
      return outline;
    },
    count,
    connect: () => threads.map((_, i) => connectTo(i)),
    connectTo,
    onReplaced: (listener) => listeners.push(listener),
    async close() {
      closed = true;
      await Promise.all(threads.map((t) => t.terminate()));
    },
  };
}

/** Signals that stop the server (main-net.ts); while it is being indexed, they end the indexing process too. */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * The index of the build's files (assets-fs.ts), made by a process of its own (index-process.ts),
 * which hands it over on its standard output. A signal that stops the server meanwhile, before
 * it has handlers of its own, stops that process as well, then does what it would have done
 * (end the server): else the indexing would go on alone for as long as compressing a build takes.
 */
export function indexInProcess(outDir: string, cacheDir: string, siteFiles: string): Promise<SharedArrayBuffer> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(siblingModule('index-process', import.meta.url));
    const child = spawn(process.execPath, [script, outDir, cacheDir, siteFiles], { stdio: ['ignore', 'pipe', 'inherit'] });
    const stopBoth = (signal: NodeJS.Signals) => {
      release();
      child.kill(signal);
      process.kill(process.pid, signal);
    };
    const stopChild = () => child.kill();
    const release = () => {
      for (const signal of STOP_SIGNALS) process.off(signal, stopBoth);
      process.off('exit', stopChild);
    };
    for (const signal of STOP_SIGNALS) process.on(signal, stopBoth);
    process.on('exit', stopChild);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (e) => {
      release();
      reject(e);
    });
    child.once('close', (code, signal) => {
      release();
      if (code !== 0) return reject(new Error(`the indexing process (${script}) ended with ${signal ?? `exit code ${code}`} before giving the index`));
      const index = new Uint8Array(new SharedArrayBuffer(chunks.reduce((n, chunk) => n + chunk.length, 0)));
      let at = 0;
      for (const chunk of chunks) {
        index.set(chunk, at);
        at += chunk.length;
      }
      resolve(index.buffer);
    });
  });
}

/** A serving thread beyond the main thread's. */
interface ServeThread {
  command(command: ServeThreadCommand, transfer?: MessagePort[]): void;
  /** Tells it to stop listening; resolves once it has (or has exited). */
  stopListening(): Promise<void>;
  /** Tells it to stop: `stopping` once it has begun (its answers close their connections), `closed` once it is done. */
  close(): { stopping: Promise<void>; closed: Promise<void> };
}

export async function startServer(o: NodeServerOptions): Promise<RunningServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...o.limits };
  const files = await indexInProcess(o.outDir, o.cacheDir, o.siteFiles);
  const cores = limits.renderThreads > 0 ? await startCores(limits.renderThreads, { datasetFile: o.datasetFile, paths: o.paths }) : undefined;
  const log = o.log && accessLog(o.log);
  const share = shareOf(limits);
  const setup = (port: number): EdgeSetup => ({
    host: o.host,
    port,
    reusePort: limits.workers > 1,
    limits: share,
    outDir: o.outDir,
    cacheDir: o.cacheDir,
    files,
    basePath: o.paths?.basePath ?? '',
    core: cores ? { outline: cores.outline, ports: cores.connect() } : { inline: { datasetFile: o.datasetFile, paths: o.paths } },
  });

  let cleanUp = async () => {
    await cores?.close();
  };
  let main: RunningEdge;
  try {
    main = await startEdge(setup(o.port), { ...(log ? { log } : {}), ...(o.access ? { access: o.access } : {}) });
  } catch (e) {
    await cleanUp();
    throw e;
  }
  const threads: ServeThread[] = [];
  let stopping = false;

  const spawnThread = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const edgeSetup = setup(main.port);
      let access: ServeThreadData['access'];
      if (o.access && o.threadsOwnAccess) access = { fromEnv: o.threadsOwnAccess.root };
      else if (o.access) {
        const { port1, port2 } = new MessageChannel();
        serveAccess(o.access, port1);
        port1.unref();
        access = { port: port2 };
      }
      const data: ServeThreadData = { setup: edgeSetup, access, log: log !== undefined };
      const transfer = [...('ports' in edgeSetup.core ? edgeSetup.core.ports : []), ...(access && 'port' in access ? [access.port] : [])];
      const worker = new Worker(siblingModule('serve-thread', import.meta.url), { workerData: data, transferList: transfer, resourceLimits: SERVE_HEAP });
      let unlistened: () => void = () => {};
      const notListening = new Promise<void>((done) => (unlistened = done));
      let began: () => void = () => {};
      let closed: () => void = () => {};
      const closing = { stopping: new Promise<void>((done) => (began = done)), closed: new Promise<void>((done) => (closed = done)) };
      let told = false;
      threads[index] = {
        command: (command, list = []) => worker.postMessage(command, list),
        stopListening: () => {
          worker.postMessage({ type: 'stop-listening' } satisfies ServeThreadCommand);
          return notListening;
        },
        close: () => {
          if (!told) worker.postMessage({ type: 'close' } satisfies ServeThreadCommand);
          told = true;
          return closing;
        },
      };
      worker.on('message', (message: ServeThreadMessage) => {
        if (message.type === 'listening') resolve();
        else if (message.type === 'log') o.log?.(message.chunk);
        else if (message.type === 'not-listening') unlistened();
        else if (message.type === 'stopping') began();
        else closed();
      });
      worker.on('error', (e) => {
        console.error('serving thread failed:', e);
        reject(e instanceof Error ? e : new Error(String(e)));
      });
      worker.once('exit', () => {
        unlistened();
        began();
        closed();
        if (stopping) return;
        setTimeout(() => void (stopping || spawnThread(index).catch(() => {})), RESTART_MS).unref();
      });
    });

  try {
    await Promise.all(Array.from({ length: limits.workers - 1 }, (_, i) => spawnThread(i)));
  } catch (e) {
    stopping = true;
    await Promise.all(threads.map((t) => t.close().closed));
    await main.close();
    await cleanUp();
    throw e;
  }
  // A replaced render thread: every serving thread gets a port to it.
  cores?.onReplaced((index) => {
    main.cores?.replace(index, cores.connectTo(index));
    for (const t of threads) {
      const port = cores.connectTo(index);
      t.command({ type: 'core', index, port }, [port]);
    }
  });
  cleanUp = async () => {
    await cores?.close();
  };

  let closing: Promise<void> | undefined;
  let allStopping: () => void = () => {};
  const everyStopping = new Promise<void>((resolve) => (allStopping = resolve));
  return {
    stopping: everyStopping,
    url: url(o.host, main.port),
    port: main.port,
    server: main.server,
    workers: limits.workers,
    renderThreads: cores?.count ?? 0,
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        // Every serving thread stops listening before any answers with `Connection: close` (see
        // edge-net.ts): a client told to go then finds the port closed, not a thread about to close it.
        main.stopListening();
        await Promise.all(threads.map((t) => t.stopListening()));
        const mainClosed = main.close();
        const each = threads.map((t) => t.close());
        void Promise.all(each.map((t) => t.stopping)).then(allStopping);
        await Promise.all([mainClosed, ...each.map((t) => t.closed)]);
        log?.flush();
        await cleanUp();
      })()),
  };
}
