/**
 * @module
 * Access plans from the environment, for `npm start` and `npm run keys`:
 * `API_PLANS=on` switches enforcement on (off by default); `API_PLANS_FILE` names the plan
 * table (default `data/plans.json`); `REDIS_URL` selects Redis, else SQLite in
 * `API_USAGE_DB` (default `var/usage.db`, created on first use: state, kept apart from the
 * sources the build reads). `REDIS_TIMEOUT_MS` (default 250) and `API_USAGE_WAIT_MS` (default
 * 1000) bound how long a request waits for its store before it is answered 503.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAccessControl, type AccessControl } from '../access/access-control.ts';
import { parsePlans, type PlanTable } from '../access/plans.ts';
import type { ConsumeRequest, UsageStore } from '../access/store.ts';
import { openRedisStore } from './redis-net.ts';
import { openSqliteStore } from './sqlite-fs.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Whether `API_PLANS` switches plans on; anything but on/off (or unset) is a mistake worth stopping for. */
export function plansEnabled(env: Env = process.env): boolean {
  const value = (env.API_PLANS ?? 'off').trim().toLowerCase();
  if (value === 'on') return true;
  if (value === 'off' || value === '') return false;
  throw new Error(`API_PLANS='${env.API_PLANS}': must be 'on' or 'off'.`);
}

export function plansFileFromEnv(root: string, env: Env = process.env): string {
  return resolve(root, env.API_PLANS_FILE ?? 'data/plans.json');
}

export function loadPlans(file: string): PlanTable {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`API_PLANS_FILE='${file}': cannot be read as JSON (${e instanceof Error ? e.message : String(e)}).`, { cause: e });
  }
  return parsePlans(json, file);
}

function milliseconds(env: Env, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}='${env[name]}': must be a whole number of milliseconds, at least 1.`);
  return value;
}

/** The SQLite file of keys and usage (`API_USAGE_DB`). */
export const usageDbFromEnv = (root: string, env: Env = process.env): string => resolve(root, env.API_USAGE_DB ?? USAGE_DB);

/** Where keys and usage live by default: state of this installation, outside everything the build reads. */
export const USAGE_DB = 'var/usage.db';

/**
 * Everything wrong with the plans' configuration, one line each, without connecting to anything:
 * for `npm start` to say before it starts work.
 */
export function accessProblems(root: string, env: Env = process.env): string[] {
  const problems: string[] = [];
  let on = false;
  try {
    on = plansEnabled(env);
  } catch (e) {
    problems.push((e as Error).message);
  }
  if (!on) return problems;
  try {
    loadPlans(plansFileFromEnv(root, env));
  } catch (e) {
    problems.push((e as Error).message);
  }
  for (const name of ['REDIS_TIMEOUT_MS', 'API_USAGE_WAIT_MS']) {
    try {
      milliseconds(env, name);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (env.REDIS_URL) {
    let url: URL | undefined;
    try {
      url = new URL(env.REDIS_URL);
    } catch {
      // noted below
    }
    if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname)
      problems.push(`REDIS_URL='${env.REDIS_URL.replace(/\/\/[^@/]*@/, '//***@')}': must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0.`);
  }
  return problems;
}

/** How often the server's SQLite store checkpoints its WAL, in a thread of its own (sqlite-fs.ts). */
const SERVER_CHECKPOINT_MS = 1000;

/** The store the environment names, and a line saying which; `serving`: the server's, which keeps its counting connection free of checkpoints. */
export async function storeFromEnv(root: string, env: Env = process.env, serving = false): Promise<{ store: UsageStore; description: string }> {
  if (env.REDIS_URL) {
    const redacted = env.REDIS_URL.replace(/\/\/[^@/]*@/, '//***@');
    const commandTimeoutMs = milliseconds(env, 'REDIS_TIMEOUT_MS');
    const onLostRefund = (r: ConsumeRequest, cause: unknown) =>
      console.error(`A count of key ${r.keyId} answered 503 could not be taken back (${cause instanceof Error ? cause.message : String(cause)}).`);
    const store = await openRedisStore(env.REDIS_URL, { onLostRefund, ...(commandTimeoutMs ? { commandTimeoutMs } : {}) });
    return { store, description: `Redis at ${redacted}` };
  }
  const file = usageDbFromEnv(root, env);
  const waitMs = milliseconds(env, 'API_USAGE_WAIT_MS');
  const options = { ...(waitMs ? { waitMs } : {}), ...(serving ? { checkpointEveryMs: SERVER_CHECKPOINT_MS } : {}) };
  return { store: openSqliteStore(file, options), description: `SQLite ${file}` };
}

export interface AccessSetup {
  access: AccessControl;
  store: UsageStore;
  description: string;
}

/** The access capability for the server, or undefined when plans are off. */
export async function accessFromEnv(root: string, env: Env = process.env, now: () => number = Date.now): Promise<AccessSetup | undefined> {
  if (!plansEnabled(env)) return undefined;
  const file = plansFileFromEnv(root, env);
  const plans = loadPlans(file);
  const { store, description } = await storeFromEnv(root, env, true);
  let lastLogged = 0;
  const onStoreError = (error: unknown) => {
    // One line per ten seconds: an outage under load would otherwise flood the log.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    console.error(`Usage store (${store.kind}) failed; answering 503: ${error instanceof Error ? error.message : String(error)}`);
  };
  return {
    access: createAccessControl({ plans, store, now, onStoreError }),
    store,
    description: `plans on (${plans.names.join(', ')} from ${file}), usage in ${description}`,
  };
}
