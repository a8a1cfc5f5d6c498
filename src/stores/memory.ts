/**
 * @module
 * The usage store in memory: for unit tests and for trying plans out. Nothing survives the
 * process. Applies `admit` from the limiter, the rule the other stores implement in SQL and Lua.
 */
import { admit } from '../access/limiter.ts';
import { NO_USAGE, type Consumption, type ConsumeRequest, type KeyRecord, type MonthUsage, type UsageStore } from '../access/store.ts';

export function createMemoryStore(): UsageStore {
  const keys = new Map<string, KeyRecord>();
  const byHash = new Map<string, string>();
  const seconds = new Map<string, { second: number; count: number }>();
  const months = new Map<string, MonthUsage>();
  let closed = false;
  const open = () => {
    if (closed) throw new Error('the memory store is closed');
  };
  const update = (id: string, change: (k: KeyRecord) => KeyRecord) => {
    const key = keys.get(id);
    if (!key) return false;
    keys.set(id, change(key));
    return true;
  };

  return {
    kind: 'memory',
    async keyByHash(hash) {
      open();
      const id = byHash.get(hash);
      return id === undefined ? undefined : keys.get(id);
    },
    async keyById(id) {
      open();
      return keys.get(id);
    },
    async addKey(record) {
      open();
      if (keys.has(record.id) || byHash.has(record.hash)) throw new Error(`key ${record.id} exists`);
      keys.set(record.id, record);
      byHash.set(record.hash, record.id);
    },
    async listKeys() {
      open();
      return [...keys.values()];
    },
    async setPlan(id, plan) {
      open();
      return update(id, (k) => ({ ...k, plan }));
    },
    async revoke(id, at) {
      open();
      return update(id, (k) => ({ ...k, revokedAt: k.revokedAt ?? at }));
    },
    async consume(request: ConsumeRequest): Promise<Consumption> {
      open();
      const window = seconds.get(request.keyId);
      const secondCount = window?.second === request.second ? window.count : 0;
      const monthKey = `${request.keyId} ${request.month}`;
      const month = months.get(monthKey) ?? NO_USAGE;
      const { outcome, overage } = admit(request, secondCount, month.used);
      if (outcome !== 'allowed') return { outcome, secondCount, used: month.used };
      seconds.set(request.keyId, { second: request.second, count: secondCount + 1 });
      if (!request.counted) return { outcome, secondCount: secondCount + 1, used: month.used };
      const next = {
        used: month.used + 1,
        overageRequests: month.overageRequests + (overage ? 1 : 0),
        overageMicros: month.overageMicros + (overage ? (request.overageMicros ?? 0) : 0),
      };
      months.set(monthKey, next);
      return { outcome, secondCount: secondCount + 1, used: next.used };
    },
    async refund(request, overage) {
      open();
      const monthKey = `${request.keyId} ${request.month}`;
      const month = months.get(monthKey);
      if (!month || !request.counted) return;
      months.set(monthKey, {
        used: month.used - 1,
        overageRequests: month.overageRequests - (overage ? 1 : 0),
        overageMicros: month.overageMicros - (overage ? (request.overageMicros ?? 0) : 0),
      });
    },
    async usage(keyId, month) {
      open();
      return months.get(`${keyId} ${month}`) ?? NO_USAGE;
    },
    async ping() {
      open();
    },
    async close() {
      closed = true;
    },
  };
}
