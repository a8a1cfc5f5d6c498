/**
 * @module
 * Access plans from the configuration (src/config/variables.ts), for `npm start` and `npm run keys`:
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
import { configFrom, type Config, type Env } from '../config/read-config.ts';
import { redactedUrl } from '../config/variables.ts';

/** The variables of the plans and their store. */
const PLANS_VARIABLES = ['API_PLANS', 'API_PLANS_FILE', 'API_USAGE_DB', 'REDIS_URL', 'REDIS_TIMEOUT_MS', 'API_USAGE_WAIT_MS'] as const;
type PlansConfig = Pick<Config, (typeof PLANS_VARIABLES)[number]>;

/** The plan table's file (`API_PLANS_FILE`). */
export const plansFileOf = (root: string, c: PlansConfig): string => resolve(root, c.API_PLANS_FILE);

export function loadPlans(file: string): PlanTable {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`API_PLANS_FILE='${file}': cannot be read as JSON (${e instanceof Error ? e.message : String(e)}).`, { cause: e });
  }
  return parsePlans(json, file);
}

/** The SQLite file of keys and usage (`API_USAGE_DB`). */
export const usageDbOf = (root: string, c: PlansConfig): string => resolve(root, c.API_USAGE_DB);

/**
 * Everything wrong with the plans' configuration that its schema cannot see, one line each,
 * without connecting to anything: for `npm start` to say before it starts work.
 */
export function accessProblems(root: string, c: PlansConfig): string[] {
  if (!c.API_PLANS) return [];
  try {
    loadPlans(plansFileOf(root, c));
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}

/** How often the server's SQLite store checkpoints its WAL, in a thread of its own (sqlite-fs.ts). */
const SERVER_CHECKPOINT_MS = 1000;

/** The store the environment names, and a line saying which; `serving`: the server's, which keeps its counting connection free of checkpoints. */
export async function storeOf(root: string, c: PlansConfig, serving = false): Promise<{ store: UsageStore; description: string }> {
  if (c.REDIS_URL) {
    const onLostRefund = (r: ConsumeRequest, cause: unknown) =>
      console.error(`A count of key ${r.keyId} answered 503 could not be taken back (${cause instanceof Error ? cause.message : String(cause)}).`);
    const store = await openRedisStore(c.REDIS_URL, { onLostRefund, commandTimeoutMs: c.REDIS_TIMEOUT_MS });
    return { store, description: `Redis at ${redactedUrl(c.REDIS_URL)}` };
  }
  const file = usageDbOf(root, c);
  const options = { waitMs: c.API_USAGE_WAIT_MS, ...(serving ? { checkpointEveryMs: SERVER_CHECKPOINT_MS } : {}) };
  return { store: openSqliteStore(file, options), description: `SQLite ${file}` };
}

export interface AccessSetup {
  access: AccessControl;
  store: UsageStore;
  description: string;
}

/**
 * The access capability for the server, or undefined when plans are off: read in the server's
 * process and in each serving thread that counts on its own (Redis), from the environment
 * `npm start` checked before it started.
 */
export async function accessFromEnv(root: string, env: Env = process.env, now: () => number = Date.now): Promise<AccessSetup | undefined> {
  const c = configFrom(env, PLANS_VARIABLES);
  if (!c.API_PLANS) return undefined;
  const file = plansFileOf(root, c);
  const plans = loadPlans(file);
  const { store, description } = await storeOf(root, c, true);
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
