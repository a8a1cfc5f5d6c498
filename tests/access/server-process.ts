/**
 * Real server processes for the tests: `npm start`'s server (scripts/start.mjs, run as
 * package.json runs it) over the test build, and
 * `scripts/keys.ts`, each a separate Node process with its own environment.
 */
import { execFile, type ChildProcess, type StdioOptions } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { outDir } from '../helpers.ts';
import { spawnOwned } from '../owned-processes.ts';
import { machineLoad, timeScale } from '../time-scale.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS, START_SCRIPT } from '../../scripts/lib/server-command.ts';

const run = promisify(execFile);

/** The test build's folder and dataset file. */
export interface TestBuild {
  outDir: string;
  datasetFile: string;
}
/** In a test file, the build its layer's global setup made (a global setup passes it itself). */
const injectedBuild = (): TestBuild => ({ outDir: outDir(), datasetFile: inject('datasetFile') });

/**
 * What every process of these tests shares: the test build, plans on, never a rebuild, and
 * none of the plan settings of the environment the tests run in.
 */
export function baseEnv(extra: Record<string, string>, build: TestBuild = injectedBuild()): NodeJS.ProcessEnv {
  const { API_PLANS_FILE: _file, API_USAGE_DB: _db, REDIS_URL: _redis, ...inherited } = process.env;
  return { ...inherited, OUT_DIR: build.outDir, DATASET_FILE: build.datasetFile, SKIP_BUILD: '1', API_PLANS: 'on', HOST: '127.0.0.1', ...extra };
}

/** `npm run keys -- …` in its own process; the new key of `create` is the last line. */
export async function keys(env: Record<string, string>, ...args: string[]): Promise<string[]> {
  const { stdout } = await run(process.execPath, [resolve('scripts/keys.ts'), ...args], { env: baseEnv(env) });
  return stdout.trimEnd().split('\n');
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What it has printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * How the process is started: with `openFiles`, under that `ulimit -n` (soft and hard), as an
 * operator's shell may set it; over `build` (default: the injected test build).
 */
export interface SpawnOptions {
  openFiles?: number;
  build?: TestBuild;
}

/**
 * The server as `npm start` runs it (its Node flags and environment), in the tests' environment
 * plus `env`; ended with the test file at the latest (tests/owned-processes.ts).
 */
export function spawnServer(env: NodeJS.ProcessEnv, stdio: StdioOptions = ['ignore', 'pipe', 'pipe'], o: SpawnOptions = {}): ChildProcess {
  const command = [process.execPath, ...SERVER_NODE_FLAGS, resolve(START_SCRIPT)];
  const options = { env: { ...env, ...SERVER_ENV }, stdio };
  if (o.openFiles === undefined) return spawnOwned(command[0]!, command.slice(1), options);
  return spawnOwned('sh', ['-c', `ulimit -n ${o.openFiles} && exec "$@"`, 'sh', ...command], options);
}

/** How long a server may take to say it is serving: 30 s on a quiet machine, more under load. */
const startBound = () => Math.round(30_000 * timeScale());

/** Starts the server on a free port; resolves once it says it is serving. */
export async function startServerProcess(env: Record<string, string>, o: SpawnOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(baseEnv({ PORT: String(port), ...env }, o.build), undefined, o);
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const bound = startBound();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not say it was serving within ${bound / 1000} s (${machineLoad()}):\n${output}`));
    }, bound);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving .* at (http:\/\/\S+?)\/ /.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    kill: (signal) =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill(signal);
      }),
  };
}

export const get = (url: string, key?: string) => fetch(url, key ? { headers: { 'X-API-Key': key } } : {});

/** The status of one keyed request on a connection of its own, so the kernel may hand it to any serving thread. */
export const getAlone = (url: string, key: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { 'X-API-Key': key, Connection: 'close' } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
