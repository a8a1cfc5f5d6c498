/**
 * @module
 * The one seam between the access layer and storage. `stores/memory.ts`, `stores/sqlite-fs.ts`
 * and `stores/redis-net.ts` implement it and pass one contract suite
 * (`tests/access/store-contract.ts`); the server never knows which one it has.
 */

/** A key as stored: never the key itself, only its hash. */
export interface KeyRecord {
  /** Public id, e.g. `k_3f9a0c12b4de`: what the keys command names. */
  readonly id: string;
  /** SHA-256 of the key, hex. */
  readonly hash: string;
  /** The key's first characters, to recognise it in a list. */
  readonly prefix: string;
  readonly name: string | null;
  readonly plan: string;
  /** ISO time. */
  readonly createdAt: string;
  /** ISO time, or null while the key is valid. */
  readonly revokedAt: string | null;
}

/** What one request may use: the limits of the key's plan, for the windows of its instant. */
export interface ConsumeRequest {
  readonly keyId: string;
  /** Epoch second of the request. */
  readonly second: number;
  /** `YYYY-MM` (UTC) of the request. */
  readonly month: string;
  readonly perSecond: number;
  /** False for paths that never count against the month (they still use the second). */
  readonly counted: boolean;
  readonly quota: number;
  /** Micro-dollars charged per counted request over the quota; null refuses such requests. */
  readonly overageMicros: number | null;
}

export type Outcome = 'allowed' | 'rate_limited' | 'quota_exhausted';

/** The counts after the step (unchanged when refused). */
export interface Consumption {
  readonly outcome: Outcome;
  /** Requests allowed in this second so far. */
  readonly secondCount: number;
  /** Counted requests this month so far. */
  readonly used: number;
}

export interface MonthUsage {
  readonly used: number;
  /** Counted requests above the quota. */
  readonly overageRequests: number;
  /** What they cost, each at the price of its plan when it was made. */
  readonly overageMicros: number;
}

export interface UsageStore {
  /** Which implementation, for logs and health: `memory`, `sqlite`, `redis`. */
  readonly kind: string;
  keyByHash(hash: string): Promise<KeyRecord | undefined>;
  keyById(id: string): Promise<KeyRecord | undefined>;
  /** Adds a key; its id and hash are new. */
  addKey(record: KeyRecord): Promise<void>;
  /** Every key, oldest first. */
  listKeys(): Promise<KeyRecord[]>;
  /** False when no key has this id. */
  setPlan(id: string, plan: string): Promise<boolean>;
  /** False when no key has this id; revoking twice keeps the first time. */
  revoke(id: string, at: string): Promise<boolean>;
  /**
   * Atomically: refuse when the second's count has reached `perSecond` (`rate_limited`), or
   * when counted, at the quota and refusing overage (`quota_exhausted`); otherwise count the
   * request in its second and, when counted, in its month, as overage when over the quota.
   * When this resolves as allowed, the count is stored.
   *
   * `key` is the record (from `keyByHash`) the request was admitted on. A store shared by
   * several processes may reject with `KeysChangedError`, counting nothing, when the keys
   * changed since it read that record (another process revoked the key or changed its plan):
   * the caller reads the key again and asks once more.
   */
  consume(request: ConsumeRequest, key?: KeyRecord): Promise<Consumption>;
  /**
   * Takes back one request `consume` counted in its month (an answer that is not billed, see
   * `isBilled`), with its overage charge when it was one. Its use of the second stays.
   */
  refund(request: ConsumeRequest, overage: boolean): Promise<void>;
  usage(keyId: string, month: string): Promise<MonthUsage>;
  /** Resolves when the store answers; rejects when it is down. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `consume`'s rejection when the keys changed since the store last read the request's key:
 * nothing was counted; the key is to be read again (`keyByHash`) before asking once more.
 */
export class KeysChangedError extends Error {
  constructor() {
    super('The keys changed since this key was read (a revocation or a plan change): read it again.');
  }
}

export const NO_USAGE: MonthUsage = { used: 0, overageRequests: 0, overageMicros: 0 };
