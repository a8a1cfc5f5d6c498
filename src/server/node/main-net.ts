/**
 * @module
 * `npm start`'s server, once scripts/prepare-start.ts has checked the configuration and made the
 * build fresh: serves OUT_DIR (explorer and API, both forms) on HOST:PORT, with access plans
 * when API_PLANS=on (docs/plans.md), until SIGTERM, SIGINT or SIGHUP, each of which stops it
 * gracefully. It runs from the server's bundle (src/build/server-bundle-fs.ts), so that no
 * thread of the server pays for TypeScript.
 */
import type { PathConfig } from '../../api/paths.ts';
import { connectionsWithin, forcedStopMs, type ServerLimits } from '../limits.ts';
import { openFilesLimit } from './open-files-fs.ts';
import { plansModule } from './plans-module.ts';
import { startServer, STOP_SIGNALS } from './node-net.ts';

/** What the server is told by the step that checked the configuration (src/build/start-config-fs.ts). */
export interface ServerSettings {
  /** The repository, for the plan table's and the usage database's default places. */
  root: string;
  host: string;
  port: number;
  outDir: string;
  datasetFile: string;
  cacheDir: string;
  /** The build's record of its site's files (site-files-fs.ts). */
  siteFiles: string;
  paths: PathConfig;
  limits: ServerLimits;
  /** API_PLANS=on: the plans are read from the environment (docs/plans.md). */
  plans: boolean;
}

export async function main(settings: ServerSettings): Promise<void> {
  const started = performance.now();
  // Connections are held below what the descriptor limit allows, read now (Node raised it to the hard limit as it started).
  const openFiles = openFilesLimit();
  const fit = openFiles === undefined ? Infinity : connectionsWithin(openFiles);
  const limits = { ...settings.limits, maxConnections: Math.min(settings.limits.maxConnections, fit) };
  const connections =
    limits.maxConnections < settings.limits.maxConnections
      ? `${limits.maxConnections} connections (MAX_CONNECTIONS is ${settings.limits.maxConnections}, but this process may open ${openFiles} files, ulimit -n, and a connection may need two)`
      : `${limits.maxConnections} connections`;
  // Plans bring the plan table's schema and the stores: loaded only when they are on.
  const access = settings.plans ? await plansModule() : undefined;
  const plans = await access?.accessFromEnv(settings.root);
  const server = await startServer({
    datasetFile: settings.datasetFile,
    outDir: settings.outDir,
    cacheDir: settings.cacheDir,
    siteFiles: settings.siteFiles,
    host: settings.host,
    port: settings.port,
    paths: settings.paths,
    log: (chunk) => process.stdout.write(chunk),
    limits,
    ...(plans ? { access: plans.access } : {}),
    // Redis counts exactly whichever process or thread asks: each serving thread asks it itself.
    ...(plans?.store.kind === 'redis' ? { threadsOwnAccess: { root: settings.root } } : {}),
  });
  const site = `${server.url}${settings.paths.basePath}`;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Past this, half-open requests and clients that hold on are cut: their time is up anyway.
    const force = setTimeout(() => process.exit(0), forcedStopMs(limits));
    force.unref();
    void server.close().then(async () => {
      await plans?.store.close();
      process.exit(0);
    });
    // Said once every serving thread answers with `Connection: close`.
    void server.stopping.then(() => console.log(`${signal}: finishing open requests, then stopping.`));
  };
  // SIGHUP too (a closed terminal, `kill -HUP`): by default it would end the process at once,
  // cutting the requests under way. Before saying it serves: a signal sent once it has said so
  // (by a supervisor, or npm passing it on) must find these handlers, not Node's default exit.
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));

  const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
  console.log(`Serving ${settings.outDir} at ${site}/ (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(
    `Threads: ${server.workers} serving, ${server.renderThreads ? `${server.renderThreads} rendering` : 'answers computed on the serving threads'}; limits: ${connections}, ${limits.headersTimeoutMs / 1000} s for a request's head, files kept ${mib(limits.fileCacheBytes)}, answers kept ${mib(limits.cacheBytes)} (docs/deploy.md).`,
  );
  console.log(plans ? `Access: ${plans.description}.` : 'Access: plans off, the API is open (API_PLANS=on enforces them).');
  console.log(`Try: curl -s '${site}/api/country?code=de'   or   ${site}/api/country/DE.json`);
}
