import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePlans, type PlanInput } from './plans.ts';

const repositoryFile = () => JSON.parse(readFileSync(resolve('data/plans.json'), 'utf8')) as { plans: Record<string, PlanInput> };

describe('data/plans.json', () => {
  const table = parsePlans(repositoryFile(), 'data/plans.json');

  // The seed, section 8 (Limits); BASIC's 1 request/s is the documented choice of docs/plans.md.
  it.each([
    ['BASIC', 1, 1_000, null, 0],
    ['PRO', 1, 25_000, 5_000, 9_000_000],
    ['ULTRA', 20, 100_000, 4_000, 39_000_000],
    ['MEGA', 1000, 500_000, 3_000, 99_000_000],
  ])('offers %s: %i request(s)/s, %i a month, %s micro-dollars per request over', (name, rate, quota, overage, price) => {
    expect(table.plans.get(name)).toEqual({ name, requestsPerSecond: rate, monthlyQuota: quota, overageMicros: overage, monthlyPriceMicros: price });
  });

  it('offers no other plan', () => {
    expect([...table.names].sort()).toEqual(['BASIC', 'MEGA', 'PRO', 'ULTRA']);
  });

  it.each([
    ['/api/health', true, false],
    ['/api/openapi.json', true, false],
    ['/api/export/countries.json', true, false],
    ['/api/country/DE.json', true, false],
    ['/api/country/DE.csv', false, false],
    ['/api/country', false, false],
    ['/api/stats', false, false],
    ['/api/rest/v1/all', false, true],
    ['/api/rest/v1/all.xml', false, true],
    ['/api/usage', false, true],
  ])('%s: open %s, uncounted %s', (path, open, uncounted) => {
    expect([table.isOpen(path), table.isUncounted(path)]).toEqual([open, uncounted]);
  });
});

describe('parsePlans', () => {
  const valid = () => ({
    plans: { PRO: { monthlyPriceUsd: '9', requestsPerSecond: 1, monthlyQuota: 25000, overagePerRequestUsd: '0.0050' } },
    openPaths: [],
    uncountedPaths: [],
  });

  it('accepts a minimal table', () => {
    expect(parsePlans(valid(), 'x.json').names).toEqual(['PRO']);
  });

  it.each([
    ['a rate of 0', (f: ReturnType<typeof valid>) => ({ ...f, plans: { PRO: { ...f.plans.PRO, requestsPerSecond: 0 } } }), 'plans.PRO.requestsPerSecond'],
    ['a negative quota', (f: ReturnType<typeof valid>) => ({ ...f, plans: { PRO: { ...f.plans.PRO, monthlyQuota: -1 } } }), 'plans.PRO.monthlyQuota'],
    [
      'a price as a number',
      (f: ReturnType<typeof valid>) => ({ ...f, plans: { PRO: { ...f.plans.PRO, overagePerRequestUsd: 0.005 } } }),
      'plans.PRO.overagePerRequestUsd',
    ],
    [
      'a price with seven decimals',
      (f: ReturnType<typeof valid>) => ({ ...f, plans: { PRO: { ...f.plans.PRO, monthlyPriceUsd: '0.0000001' } } }),
      'plans.PRO.monthlyPriceUsd',
    ],
    ['a lower-case plan name', (f: ReturnType<typeof valid>) => ({ ...f, plans: { pro: f.plans.PRO } }), 'plans.pro'],
    ['an unknown plan field', (f: ReturnType<typeof valid>) => ({ ...f, plans: { PRO: { ...f.plans.PRO, burst: 5 } } }), 'plans.PRO'],
    ['no plans at all', (f: ReturnType<typeof valid>) => ({ ...f, plans: {} }), 'plans'],
    ['an open path outside /api', (f: ReturnType<typeof valid>) => ({ ...f, openPaths: ['/index.html'] }), 'openPaths.0'],
    ['a missing path list', (f: ReturnType<typeof valid>) => ({ plans: f.plans, openPaths: [] }), 'uncountedPaths'],
  ])('refuses %s, naming where it is', (_, change, where) => {
    expect(() => parsePlans(change(valid()), 'plans-x.json')).toThrow(
      new RegExp(`^plans-x\\.json is not a valid plan file:[\\s\\S]*\\n  ${where.replace(/\./g, '\\.')}: `),
    );
  });

  it('lists every problem of a file, not only the first', () => {
    const bad = {
      plans: { PRO: { monthlyPriceUsd: 9, requestsPerSecond: 0, monthlyQuota: 1.5, overagePerRequestUsd: null } },
      openPaths: [],
      uncountedPaths: [],
    };
    const message = (() => {
      try {
        parsePlans(bad, 'f');
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message.match(/^ {2}plans\.PRO\.\w+: /gm)).toHaveLength(3);
  });
});
