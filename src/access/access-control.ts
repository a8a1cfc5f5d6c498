/**
 * @module
 * The access capability the server is given when plans are on (`AppOptions.access`): for
 * each API request, before it is answered, either the plans' own answer as data (a refusal,
 * 401, 403, 429 or 503, or the `/api/usage` document), which the HTTP layer renders like every
 * other answer, or the headers to add to its answer. The clock and the store are passed in.
 *
 * @example
 * const access = createAccessControl({ plans, store, now: Date.now });
 * createApp({ ...options, access });
 */
import type { ErrorStatus } from '../api/errors.ts';
import { rateLimitHeaders } from './headers.ts';
import { KEY_PATTERN, keyFromHeaders, memoisedHasher } from './keys.ts';
import { consumeRequest, isBilled, isOverage, refusal } from './limiter.ts';
import type { PlanRule, PlanTable } from './plans.ts';
import { KeysChangedError, type Consumption, type ConsumeRequest, type UsageStore } from './store.ts';
import type { UsageDocument } from '../api/usage-schema.ts';
import { usageDocument } from './usage.ts';
import { windowsAt } from './windows.ts';

export type StoreState = 'ok' | 'down';

/** What a check reads of a request: its method and headers (by lower-case name). */
export interface AccessRequest {
  readonly method: string;
  readonly header: (name: string) => string | undefined;
}

/** A request the plans let through, as data (it crosses threads): what its answer carries, and how to give its count back. */
export interface Grant {
  /** The RateLimit headers (none on open paths), as they stand when the answer is billed. */
  readonly headers: Readonly<Record<string, string>>;
  /** The same when the answer is not billed: the month as it was. */
  readonly unbilledHeaders: Readonly<Record<string, string>>;
  /** The caching of its answers when they are metered (never by a shared cache); undefined on open paths. */
  readonly cacheControl: string | undefined;
  /** What `refund` needs to give the count back; none when nothing was counted. */
  readonly refund?: Refund;
}

/** A counted request, to be given back: the count and whether it was metered as overage. */
export interface Refund {
  readonly request: ConsumeRequest;
  readonly overage: boolean;
}

/**
 * A request the plans answer themselves, as data (it crosses threads): refused, with the
 * status and message of its error, or the usage document; with the headers its answer carries.
 */
export type Answered =
  | { readonly refused: { readonly status: ErrorStatus; readonly message: string }; readonly headers: Readonly<Record<string, string>> }
  | { readonly usage: UsageDocument; readonly headers: Readonly<Record<string, string>> };

/** Whether a verdict lets the request through. */
export const isGrant = (verdict: Answered | Grant): verdict is Grant => !('refused' in verdict) && !('usage' in verdict);

/** The status a grant is settled with when its answer could not be sent (nginx's "client closed request"). */
export const CLIENT_GONE = 499;

export interface AccessControl {
  /** `path` is the decoded request path, e.g. `/api/country/DE.json`. */
  check(request: AccessRequest, path: string): Promise<Answered | Grant>;
  /** Gives a count back (an answer that is not billed); a refund the store cannot make leaves the count standing. */
  refund(refund: Refund): Promise<void>;
  /** For `/api/health`. */
  storeState(): Promise<StoreState>;
}

/**
 * The settling of a grant, for the one request it belongs to: called with the status the
 * client got (`CLIENT_GONE` when the answer could not be sent), it gives the count back, once,
 * for an answer that is not billed (`isBilled`), before the answer goes out.
 */
export function settlement(grant: Grant, access: Pick<AccessControl, 'refund'>): (status: number) => Promise<void> | undefined {
  let held = grant.refund !== undefined;
  return (status) => {
    if (!held || isBilled(status)) return undefined;
    held = false;
    return access.refund(grant.refund!);
  };
}

export interface AccessOptions {
  plans: PlanTable;
  store: UsageStore;
  now: () => number;
  /** Told about store failures (each one is answered with a 503). */
  onStoreError?: (error: unknown) => void;
}

/** A request counted: its plan, what was asked of the store, and what it answered. */
interface Counted {
  readonly plan: PlanRule;
  readonly asked: ConsumeRequest;
  readonly consumption: Consumption;
  readonly at: number;
}

/** The paths of the usage document. */
const USAGE_PATH = /^\/api\/usage(?:\.json|\/)?$/;

/**
 * A metered answer must reach the server each time to be counted, and must never be stored
 * by a shared cache (a CDN would hand it to requests without a key): revalidation with the
 * ETag stays possible, and a 304 is counted like any answer.
 */
const METERED_CACHE = 'private, no-cache';

/** The grant of an open path: nothing counted, nothing to add. */
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});
const OPEN: Grant = Object.freeze({ headers: NO_HEADERS, unbilledHeaders: NO_HEADERS, cacheControl: undefined });

const refused = (status: ErrorStatus, message: string, headers: Readonly<Record<string, string>> = NO_HEADERS): Answered => ({
  refused: { status, message },
  headers,
});

const unauthorized = (message: string) =>
  refused(401, `${message} Send a key in the X-API-Key header or as Authorization: Bearer <key>; see docs/plans.md.`, {
    'WWW-Authenticate': 'Bearer realm="api"',
  });

export function createAccessControl(o: AccessOptions): AccessControl {
  const { plans, store, now } = o;
  const hash = memoisedHasher();
  const unavailable = (cause: unknown) => {
    o.onStoreError?.(cause);
    return refused(503, 'The usage store is unavailable, so requests cannot be counted; try again shortly.', { 'Retry-After': '1' });
  };

  /**
   * Reads the key and counts the request, or the answer refusing it. When the keys changed
   * between the two (another process revoked the key or changed its plan), once more: the
   * request is then judged by the key as it is now.
   */
  const countRequest = async (keyHash: string, path: string, retried = false): Promise<Answered | Counted> => {
    let record;
    try {
      record = await store.keyByHash(keyHash);
    } catch (e) {
      return unavailable(e);
    }
    if (!record) return unauthorized('The API key is not valid.');
    if (record.revokedAt !== null) return unauthorized('The API key was revoked.');
    const plan = plans.plans.get(record.plan);
    if (!plan) return refused(403, `The key's plan '${record.plan}' is no longer offered; plans: ${plans.names.join(', ')}.`);

    const at = now();
    const asked = consumeRequest(record.id, plan, !plans.isUncounted(path), at);
    try {
      return { plan, asked, consumption: await store.consume(asked, record), at };
    } catch (e) {
      if (e instanceof KeysChangedError && !retried) return countRequest(keyHash, path, true);
      return unavailable(e);
    }
  };

  return {
    async check(request, path) {
      if (plans.isOpen(path)) return OPEN;
      const key = keyFromHeaders(request.header);
      if (key === undefined) return unauthorized('This API needs a key.');
      // A malformed key cannot be in the store: no need to ask it.
      if (!KEY_PATTERN.test(key)) return unauthorized('The API key is not valid.');
      const verdict = await countRequest(await hash(key), path);
      if (!('plan' in verdict)) return verdict;
      const { plan, asked, consumption, at } = verdict;
      const limitHeaders = rateLimitHeaders(plan, consumption, at);
      const refusedNow = refusal(plan, consumption, at);
      if (refusedNow) return refused(refusedNow.status, refusedNow.message, { ...limitHeaders, 'Retry-After': String(refusedNow.retryAfter) });

      if (USAGE_PATH.test(path)) {
        try {
          const usage = await store.usage(asked.keyId, windowsAt(at).month);
          return { usage: usageDocument(plan, usage, at), headers: limitHeaders };
        } catch (e) {
          return unavailable(e);
        }
      }
      if (!asked.counted) return { headers: limitHeaders, unbilledHeaders: limitHeaders, cacheControl: METERED_CACHE };
      return {
        headers: limitHeaders,
        unbilledHeaders: rateLimitHeaders(plan, { ...consumption, used: consumption.used - 1 }, at),
        cacheControl: METERED_CACHE,
        refund: { request: asked, overage: isOverage(asked, consumption) },
      };
    },

    async refund({ request, overage }) {
      try {
        await store.refund(request, overage);
      } catch (e) {
        // Billed once too often, never served uncounted.
        o.onStoreError?.(e);
      }
    },

    async storeState() {
      try {
        await store.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
  };
}
