/**
 * `npm start`'s first step, in a process of its own (scripts/start.mjs runs it, then the server):
 * checks the configuration (one line per problem, before any work), that HOST:PORT can be
 * listened on, builds when OUT_DIR is missing, stale or made with other settings (unless
 * SKIP_BUILD=1), says when the data it will serve is months behind the clock, bundles the server,
 * and tells start.mjs where the bundle is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../src/build/server-bundle-fs.ts';
import { outputIsStale, stampOf } from '../src/build/staleness-fs.ts';
import { readStartConfig } from '../src/build/start-config-fs.ts';
import { siteDirOf } from '../src/build/output-layout-fs.ts';
import { servedDataWarning } from '../src/build/served-as-of-fs.ts';
import { accessProblems, usageDbOf } from '../src/stores/from-env-fs.ts';
import { BUILD_NODE_FLAGS, BUILD_SCRIPT } from './lib/build-command.ts';
import { VARIABLES } from '../src/config/variables.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Why HOST:PORT cannot be listened on, in one line; undefined when it can. */
function listenProblem(host: string, port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => {
      switch (e.code) {
        case 'EADDRINUSE':
          return resolve(`PORT='${port}': ${host}:${port} is already in use (another server, or another npm start?); choose another with PORT.`);
        case 'EACCES':
          return resolve(`PORT='${port}': this user may not listen on it (ports below 1024 need privileges); use one from 1024 up.`);
        case 'EADDRNOTAVAIL':
          return resolve(
            `HOST='${host}': not an address of this machine; use 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or one of its addresses.`,
          );
        default:
          return resolve(`HOST='${host}': cannot be listened on (${e.code ?? e.message}); use 127.0.0.1, 0.0.0.0 or an address of this machine.`);
      }
    });
    probe.listen({ host, port }, () => probe.close(() => resolve(undefined)));
  });
}

function fail(lines: string[]): never {
  console.error(`npm start: ${lines.length === 1 ? 'a problem' : `${lines.length} problems`} with the configuration, nothing was started:`);
  for (const line of lines) console.error(`  ${line}`);
  process.exit(2);
}

const { config, problems } = readStartConfig(root);
problems.push(...accessProblems(root, config.read));
if (problems.length > 0) fail(problems);
const busy = await listenProblem(config.server.host, config.server.port);
if (busy) fail([busy]);

// Keys and usage were kept in data/, which the build reads, until they moved to var/.
const usageDb = usageDbOf(root, config.read);
if (config.read.API_USAGE_DB === VARIABLES.API_USAGE_DB.default && existsSync(join(root, 'data', 'usage.db')) && !existsSync(usageDb))
  console.warn(`Keys and usage are now kept in var/usage.db (data/ is what the build reads): move data/usage.db* there, or set API_USAGE_DB=data/usage.db.`);

let rebuilt = false;
if (!config.skipBuild) {
  const db = usageDb;
  const { stale, reason } = outputIsStale(root, config.build.outDir, config.datasetFile, {
    settings: stampOf(config.build),
    ignore: [db, `${db}-wal`, `${db}-shm`, `${db}-journal`],
  });
  if (stale) {
    console.log(`Building first: ${reason}.`);
    try {
      execFileSync(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], {
        stdio: 'inherit',
        cwd: root,
        env: { ...process.env, DATASET_FILE: config.datasetFile },
      });
      rebuilt = true;
    } catch {
      // The build said what went wrong.
      process.exit(1);
    }
  }
}

// A build just made has said so itself; one served as it was may be months old.
const behind = rebuilt ? undefined : servedDataWarning(config.server.outDir, new Date());
if (behind) console.warn(behind);

const { main: bundle } = await bundleServer(root);
// The site's files: at the top of OUT_DIR, or where a host's upload keeps them (Vercel's `.vercel/output/static/`).
const settings = { ...config.server, outDir: siteDirOf(config.server.outDir) };
if (process.send) process.send({ bundle, settings });
else console.log(bundle);
