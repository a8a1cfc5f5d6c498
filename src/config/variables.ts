/**
 * @module
 * Every environment variable the project reads as configuration, each with its type and range,
 * default, meaning and the commands that read it: the one source of `npm start`'s and
 * `npm run build`'s start-up checks (read-config.ts) and of the configuration tables in
 * README.md, docs/deploy.md and docs/plans.md (`npm run docs`). A variable added here is checked
 * and documented with no other edit.
 */
import { z } from 'zod';
import { HOSTS, isHostId, type HostId } from '../hosts/hosts.ts';
import { basePathOf } from '../lib/base-path.ts';
import { DEFAULT_LIMITS, MAX_TIMER_MS } from '../server/limits.ts';
import { variable, wholeNumber, type Command } from './variable.ts';

const BUILD_AND_START: readonly Command[] = ['npm run build', 'npm start'];
const READ_DATA: readonly Command[] = [...BUILD_AND_START, 'npm run package', 'npm run refresh', 'npm run release', 'npm run changes'];
const PLANS: readonly Command[] = ['npm start', 'npm run keys'];

/** A host name (RFC 1123 labels) or an IP address. */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;
/** An IPv6 address, roughly (listening on it is tried before the server starts, scripts/prepare-start.ts). */
const IPV6 = /^\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\]?$/;
/** What a base path may be made of: path segments of URL-safe characters, no dot segments. */
const BASE_PATH = /^(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*$/;

/** The text as a URL, when it is one. */
function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** An origin to publish at: http(s), a host, no query, fragment or credentials. */
const isOrigin = (text: string): boolean => {
  const url = urlOf(text);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !!url.hostname && !url.username && !url.password;
};

const isRedisUrl = (text: string): boolean => {
  const url = urlOf(text);
  return !!url && (url.protocol === 'redis:' || url.protocol === 'rediss:') && !!url.hostname;
};

/** A Redis URL with its password hidden, as logs and problems show it. */
export const redactedUrl = (text: string): string => text.replace(/\/\/[^@/]*@/, '//***@');

const path = (fallback: string) => ({ value: z.string(), default: fallback, shownDefault: `\`${fallback}\``, accepted: 'a path (relative to the project)' });
/**
 * A duration in milliseconds, at most what a Node timer can wait: past 2^31 − 1 ms (24.8 days)
 * `setTimeout` fires after 1 ms instead, so a Redis timeout or a shutdown's drain set that high
 * would fail every command, or cut every idle connection, at once.
 */
const milliseconds = (min: number) => {
  const n = wholeNumber(min, MAX_TIMER_MS);
  return { ...n, accepted: `${n.accepted} (milliseconds)` };
};
const limit = (fallback: number, count: ReturnType<typeof wholeNumber>) => ({
  ...count,
  default: fallback,
  shownDefault: `\`${fallback}\``,
  readBy: ['npm start'] as const,
  group: 'limits' as const,
});
const mib = (bytes: number) => bytes / 1024 / 1024;

export const VARIABLES = {
  PORT: variable({
    ...wholeNumber(0, 65535),
    default: 4321,
    shownDefault: '`4321`',
    description: 'The port `npm start` listens on (`0`: any free one).',
    readBy: ['npm start'],
    group: 'site',
  }),
  HOST: variable({
    value: z.string().refine((host) => IPV6.test(host) || HOST_NAME.test(host)),
    default: '127.0.0.1',
    shownDefault: '`127.0.0.1`',
    accepted: 'an IP address or a host name of this machine, e.g. 127.0.0.1, 0.0.0.0 or ::',
    description: 'The address `npm start` listens on: `127.0.0.1` this machine only, `0.0.0.0` or `::` every interface.',
    readBy: ['npm start'],
    group: 'site',
  }),
  OUT_DIR: variable({
    ...path('dist'),
    description: 'Output folder of the build, which `npm start` serves (and `npm run docs` measures).',
    readBy: [...BUILD_AND_START, 'npm run docs'],
    group: 'site',
  }),
  DATA_DIR: variable({
    ...path('data'),
    description: 'Data files (curated corrections, memberships, World Bank and REST Countries data).',
    readBy: READ_DATA,
    group: 'site',
  }),
  DATASET_FILE: variable({
    ...path('.build/dataset.json'),
    description: "The dataset the build writes beside its output, which the server's render threads read.",
    readBy: BUILD_AND_START,
    group: 'site',
  }),
  DEPLOY_HOST: variable<HostId | undefined>({
    value: z
      .string()
      .refine((id) => id === 'all' || isHostId(id))
      .transform((id) => (id === 'all' ? undefined : id)),
    default: undefined,
    shownDefault: '`all`',
    accepted: `one host's upload (${HOSTS.map((h) => h.id).join(', ')}) or all (the default)`,
    description: "Write that host's upload alone ([docs/deploy.md](docs/deploy.md)); `all` writes every file and every host's configuration.",
    readBy: BUILD_AND_START,
    group: 'site',
  }),
  SITE_URL: variable({
    value: z.string().refine(isOrigin),
    default: '',
    shownDefault: 'empty',
    accepted: 'the origin the site is published at, an absolute http(s) URL, e.g. https://countries.example',
    description: 'Origin to make the links inside documents absolute (`https://countries.example`); root-relative otherwise.',
    readBy: BUILD_AND_START,
    group: 'site',
  }),
  BASE_PATH: variable({
    value: z
      .string()
      .transform(basePathOf)
      .refine((base) => BASE_PATH.test(base) && !/\/\.\.?(?:\/|$)/.test(base)),
    default: '',
    shownDefault: 'empty',
    accepted: 'the path the site is published under, e.g. /reference (letters, digits and - . _ ~, no dot segments)',
    description: 'Sub-path the site is served under (`/reference`); links and pages carry it.',
    readBy: BUILD_AND_START,
    group: 'site',
  }),
  SOURCE_DATE_EPOCH: variable<Date | undefined>({
    value: z
      .string()
      .regex(/^\d+$/)
      .transform((seconds) => new Date(Number(seconds) * 1000)),
    default: undefined,
    shownDefault: 'now',
    accepted: 'a time in whole seconds since 1970, e.g. 1767225600',
    description: 'Fixes `builtAt` for reproducible builds.',
    readBy: BUILD_AND_START,
    group: 'site',
  }),
  SKIP_BUILD: variable({
    value: z.enum(['0', '1']).transform((flag) => flag === '1'),
    default: false,
    shownDefault: '`0`',
    accepted: "'1' (serve OUT_DIR as it is) or '0'",
    description: '`1`: serve `OUT_DIR` as it is, never build first (a deployment shipped with its build).',
    readBy: ['npm start'],
    group: 'site',
  }),
  PACKAGE_DIR: variable({
    ...path('.build/package'),
    description: 'Where `npm run package` writes the npm package of the dataset.',
    readBy: ['npm run package'],
    group: 'site',
  }),
  REFRESH_RECORDED: variable<string | undefined>({
    value: z.string(),
    default: undefined,
    shownDefault: 'unset',
    accepted: 'a folder of recorded responses',
    description: "A folder of recorded responses that `npm run refresh` reads instead of the sources' publishers.",
    readBy: ['npm run refresh'],
    group: 'site',
  }),

  WORKERS: variable({
    ...limit(DEFAULT_LIMITS.workers, wholeNumber(1, 256)),
    shownDefault: 'cores',
    description:
      "Serving threads, each an HTTP server on the same port (the kernel spreads the connections between them, `SO_REUSEPORT`), so every core serves. Connections and caches below are split evenly between them. Access plans stay exact: with SQLite (or the tests' in-memory store) every thread asks the main thread, which holds the one usage store, each request checked on its own but the questions of one turn of a thread's event loop sent in one message; with Redis, which counts exactly whoever asks, each thread has its own connection and asks Redis itself (no check crosses threads, and the main thread serves as much as the others). `1` serves from the main thread alone.",
  }),
  MAX_CONNECTIONS: variable({
    ...limit(DEFAULT_LIMITS.maxConnections, wholeNumber(1)),
    description:
      "Open connections, split between the serving threads. Past it, the oldest connection with no request under way (idle keep-alive, or a head still coming in) is closed to make room, else the one whose answer has not moved for the longest (at least a second: a client that stopped reading), so neither kind can lock other clients out. Held below the process's file limit, read at start (`ulimit -n`; Node raises the soft limit to the hard one): each connection may need two descriptors, its socket and a file being read for it, and about 100 go to the rest, so with `ulimit -n 1024` at most 462 connections are kept (the start says so); past the limit itself a new connection would find no descriptor and never reach this eviction.",
  }),
  HEADERS_TIMEOUT_MS: variable({
    ...limit(DEFAULT_LIMITS.headersTimeoutMs, milliseconds(1)),
    description:
      "Time to send a request's head, from the connection or the previous answer; a slower one gets a JSON 408 and is closed (checked every second).",
  }),
  REQUEST_TIMEOUT_MS: variable({
    ...limit(DEFAULT_LIMITS.requestTimeoutMs, milliseconds(1)),
    description: 'Time to send a whole request; raised to the headers timeout when shorter (Node requires it).',
  }),
  KEEP_ALIVE_TIMEOUT_MS: variable({
    ...limit(DEFAULT_LIMITS.keepAliveTimeoutMs, milliseconds(1)),
    description: 'How long an idle keep-alive connection is kept.',
  }),
  IDLE_TIMEOUT_MS: variable({
    ...limit(DEFAULT_LIMITS.idleTimeoutMs, milliseconds(1)),
    description: 'A connection whose answer has not moved for this long is closed (a client that stopped reading), as is one where nothing at all moves.',
  }),
  RENDER_THREADS: variable({
    ...limit(DEFAULT_LIMITS.renderThreads, wholeNumber(0, 256)),
    shownDefault: 'cores − 1, at least 1',
    description:
      'Threads that alone hold the dataset and compute and compress answers that have no static file (a 250-row list in XML takes up to ~180 ms of CPU), at a lower OS priority than the serving threads, so they never stall the static files and cached answers. `0` computes them on the serving threads, each then holding the dataset.',
  }),
  RENDER_QUEUE: variable({
    // At least 1: with no room to wait, every computed answer would be a 503.
    ...limit(DEFAULT_LIMITS.renderQueue, wholeNumber(1)),
    description: 'Questions waiting for a render thread; one more gets a JSON 503 with `Retry-After` at once.',
  }),
  ANSWER_CACHE_MB: variable({
    ...limit(mib(DEFAULT_LIMITS.cacheBytes), wholeNumber(0)),
    description:
      "Byte budget in MiB of the computed answers kept in memory (body and its br and gzip variants, least recently used first out), split between the serving threads. An answer over a quarter of a thread's share is served but not kept. Requests for an answer being computed wait for that computation instead of starting another.",
  }),
  FILE_CACHE_MB: variable({
    ...limit(mib(DEFAULT_LIMITS.fileCacheBytes), wholeNumber(0)),
    description:
      "Byte budget in MiB of the build's file bytes kept in memory (the most recently served first), split between the serving threads. Everything else is read from disk when asked, off the serving thread, and the operating system's page cache keeps it warm; a file over a quarter of a thread's share is read for each request and not kept.",
  }),
  SHUTDOWN_DRAIN_MS: variable({
    ...limit(DEFAULT_LIMITS.drainMs, milliseconds(0)),
    description: 'On SIGTERM: how long an idle keep-alive connection may still bring a request that was already on its way.',
  }),

  API_PLANS: variable({
    value: z
      .string()
      .toLowerCase()
      .pipe(z.enum(['on', 'off']))
      .transform((flag) => flag === 'on'),
    default: false,
    shownDefault: '`off`',
    accepted: "'on' or 'off'",
    description: '`on` enforces the plans: API keys, rate limits, monthly quotas, overage.',
    readBy: ['npm start'],
    group: 'plans',
  }),
  API_PLANS_FILE: variable({
    ...path('data/plans.json'),
    description: 'The plan table (validated at start; every problem is listed with its path in the file).',
    readBy: PLANS,
    group: 'plans',
  }),
  API_USAGE_DB: variable({
    ...path('var/usage.db'),
    description: 'The SQLite file for keys and usage, created on first use (git-ignored; outside `data/`, which the build reads).',
    readBy: PLANS,
    group: 'plans',
  }),
  REDIS_URL: variable<string | undefined>({
    value: z.string().refine(isRedisUrl),
    default: undefined,
    shownDefault: 'unset',
    accepted: 'a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0',
    description: 'When set (`redis://host:6379/0`), keys and usage live in Redis instead of SQLite.',
    readBy: PLANS,
    group: 'plans',
    shown: redactedUrl,
  }),
  REDIS_TIMEOUT_MS: variable({
    ...milliseconds(1),
    default: 250,
    shownDefault: '`250`',
    description: 'How long a Redis command may take before the request is answered 503.',
    readBy: PLANS,
    group: 'plans',
  }),
  API_USAGE_WAIT_MS: variable({
    ...milliseconds(1),
    default: 1000,
    shownDefault: '`1000`',
    description: "How long a count may wait for another process's lock on the SQLite file before a 503.",
    readBy: PLANS,
    group: 'plans',
  }),
};

export type VariableName = keyof typeof VARIABLES;
