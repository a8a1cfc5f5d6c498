/**
 * @module
 * `npm run keys -- <command>`: create, list, re-plan and revoke keys. Argument parsing and
 * output only; the store, the plan table, the clock and the randomness are passed in, so
 * the command runs the same against SQLite, Redis or memory.
 */
import { hashKey, keyPrefix, newKey, newKeyId, webRandom, type RandomBytes } from './keys.ts';
import type { PlanTable } from './plans.ts';
import type { KeyRecord, UsageStore } from './store.ts';

export const KEYS_USAGE = `Usage: npm run keys -- <command>
  create --plan <PLAN> [--name <label>]   new key; printed once, alone on the last line
  list                                    every key: id, plan, state, name
  set-plan <id> <PLAN>                    move a key to another plan
  revoke <id>                             refuse the key from now on`;

export interface KeysContext {
  store: UsageStore;
  plans: PlanTable;
  now: () => number;
  random?: RandomBytes;
}

export interface KeysResult {
  exitCode: number;
  /** Lines for standard output. */
  out: string[];
  /** Lines for standard error. */
  err: string[];
}

const ok = (...out: string[]): KeysResult => ({ exitCode: 0, out, err: [] });
const fail = (...err: string[]): KeysResult => ({ exitCode: 1, out: [], err });

/** `--flag value` pairs and the remaining words; a flag without a value is an error. */
function parseArgs(args: readonly string[]): { words: string[]; flags: Map<string, string> } | string {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? args[++i];
    if (value === undefined || value === '') return `--${name} needs a value.`;
    flags.set(name, value);
  }
  return { words, flags };
}

function planName(plans: PlanTable, given: string | undefined): string | KeysResult {
  if (given === undefined) return fail(`A plan is needed. Plans: ${plans.names.join(', ')}.`);
  const name = given.toUpperCase();
  return plans.plans.has(name) ? name : fail(`Unknown plan '${given}'. Plans: ${plans.names.join(', ')}.`);
}

/** A key's name is a label for people: at most this long, and printable. */
export const MAX_KEY_NAME = 100;
/**
 * What a name may not hold: control characters (a newline would forge a line of `list`, an
 * escape sequence would reach the operator's terminal), line and paragraph separators, and the
 * bidirectional overrides and isolates that reorder what a terminal shows.
 */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/gu;

/** Why a name cannot be a key's; undefined when it can. */
function nameProblem(name: string): string | undefined {
  const bad = name.match(UNPRINTABLE)?.[0];
  if (bad !== undefined) return `A key's name must be printable: it holds ${codePoint(bad)}.`;
  if ([...name].length > MAX_KEY_NAME) return `A key's name is at most ${MAX_KEY_NAME} characters (this one has ${[...name].length}).`;
  return undefined;
}

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A name as `list` shows it, whatever the store holds (names stored before they were checked, or
 * by another tool): every unprintable character as its code point, at most `MAX_KEY_NAME` characters.
 */
export function shownName(name: string): string {
  const chars = [...name.replace(UNPRINTABLE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`)];
  return chars.length > MAX_KEY_NAME ? `${chars.slice(0, MAX_KEY_NAME).join('')}…` : chars.join('');
}

const describeKey = (k: KeyRecord) =>
  [k.id, k.plan.padEnd(6), (k.revokedAt ? `revoked ${k.revokedAt}` : 'active').padEnd(28), `${k.prefix}…`, k.createdAt, shownName(k.name ?? '')]
    .join('  ')
    .trimEnd();

/** `--help`, `-h` or `help` anywhere: the usage, on standard output, and nothing else is done (no store is needed). */
export const asksForHelp = (args: readonly string[]): boolean => args.some((a) => a === '--help' || a === '-h' || a === 'help');

/** The answer to a request for help. */
export const helpResult = (): KeysResult =>
  ok(...KEYS_USAGE.split('\n'), '', 'Keys and usage live where the server keeps them: REDIS_URL, else the SQLite file API_USAGE_DB (docs/plans.md).');

export async function runKeysCommand(args: readonly string[], ctx: KeysContext): Promise<KeysResult> {
  if (asksForHelp(args)) return helpResult();
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return fail(parsed, KEYS_USAGE);
  const { words, flags } = parsed;
  const [command, ...rest] = words;
  const unexpected = (allowed: string[], count: number) => {
    const extra = [...flags.keys()].filter((f) => !allowed.includes(f));
    if (extra.length) return fail(`Unknown option --${extra[0]} for '${command}'.`, KEYS_USAGE);
    if (rest.length !== count) return fail(`'${command}' takes ${count === 0 ? 'no arguments' : `${count} argument${count > 1 ? 's' : ''}`}.`, KEYS_USAGE);
    return undefined;
  };
  const at = () => new Date(ctx.now()).toISOString();

  switch (command) {
    case 'create': {
      const bad = unexpected(['plan', 'name'], 0);
      if (bad) return bad;
      const plan = planName(ctx.plans, flags.get('plan'));
      if (typeof plan !== 'string') return plan;
      const name = flags.get('name');
      const problem = name === undefined ? undefined : nameProblem(name);
      if (problem) return fail(problem);
      const random = ctx.random ?? webRandom;
      const key = newKey(random);
      const record: KeyRecord = {
        id: newKeyId(random),
        hash: await hashKey(key),
        prefix: keyPrefix(key),
        name: name ?? null,
        plan,
        createdAt: at(),
        revokedAt: null,
      };
      await ctx.store.addKey(record);
      return ok(
        `Created key ${record.id} on plan ${plan}${record.name ? ` (${record.name})` : ''}.`,
        'Only its hash is stored: copy the key now, it cannot be shown again.',
        key,
      );
    }
    case 'list': {
      const bad = unexpected([], 0);
      if (bad) return bad;
      const keys = await ctx.store.listKeys();
      return ok(...(keys.length ? keys.map(describeKey) : ['No keys yet. Create one: npm run keys -- create --plan BASIC']));
    }
    case 'set-plan': {
      const bad = unexpected([], 2);
      if (bad) return bad;
      const plan = planName(ctx.plans, rest[1]);
      if (typeof plan !== 'string') return plan;
      if (!(await ctx.store.setPlan(rest[0]!, plan))) return fail(`No key has id '${rest[0]}'; 'npm run keys -- list' shows them.`);
      return ok(`Key ${rest[0]} is now on plan ${plan}.`);
    }
    case 'revoke': {
      const bad = unexpected([], 1);
      if (bad) return bad;
      if (!(await ctx.store.revoke(rest[0]!, at()))) return fail(`No key has id '${rest[0]}'; 'npm run keys -- list' shows them.`);
      return ok(`Key ${rest[0]} is revoked.`);
    }
    case undefined:
      return fail(KEYS_USAGE);
    default:
      return fail(`Unknown command '${command}'.`, KEYS_USAGE);
  }
}
