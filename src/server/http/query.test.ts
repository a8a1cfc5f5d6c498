/**
 * The query form's memory of questions: each distinct question goes to the core once, a question
 * is its route, query string, Accept header, path value and origin (not fewer of them), and no
 * more than a bounded number are remembered.
 */
import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';
import type { CoreClient } from './core-client.ts';
import type { QueryJob } from './core.ts';
import { createQueryResolver, QUESTIONS_KEPT } from './query.ts';

/** A core that computes every question (its answer names what was asked) and counts what it is asked. */
function resolverWithCore() {
  const asked: QueryJob[] = [];
  const core: CoreClient = {
    outline: [],
    ask: async (job) => {
      asked.push(job);
      const key = JSON.stringify(job);
      return {
        kind: 'computed',
        key,
        asset: { path: key, body: new TextEncoder().encode(key), contentType: 'application/json', etag: `"${asked.length}"`, encoded: {}, status: 200 },
      };
    },
    countryPage: async () => undefined,
  };
  const resolve = createQueryResolver(core, { get: () => undefined }, answerCache(64 * 1024 * 1024));
  const ask = async (job: QueryJob) => (await resolve(job, '127.0.0.1')).path;
  return { ask, asked };
}

describe('the questions the query form remembers', () => {
  it('asks the core once per question, whatever part of it differs', async () => {
    const { ask, asked } = resolverWithCore();
    const questions: QueryJob[] = [
      { route: 'countries', search: '?region=Europe' },
      { route: 'countries', search: '?region=Asia' },
      { route: 'country', search: '?region=Europe' },
      { route: 'countries', search: '?region=Europe', accept: 'text/csv' },
      { route: 'countries', search: '?region=Europe', accept: 'application/xml' },
      { route: 'countries', search: '?region=Europe', origin: 'http://other.example' },
      { route: 'rest/v3.1/alpha', search: '', pathValues: { code: 'de' } },
      { route: 'rest/v3.1/alpha', search: '', pathValues: { code: 'fr' } },
    ];
    for (let round = 0; round < 3; round++) {
      for (const job of questions) expect(await ask(job)).toBe(JSON.stringify(job));
    }
    expect(asked).toEqual(questions);
  });

  it('remembers at most QUESTIONS_KEPT plain questions, forgetting the oldest', async () => {
    const { ask, asked } = resolverWithCore();
    const plain = (i: number): QueryJob => ({ route: i % 2 ? 'countries' : 'languages', search: `?q=${i}` });
    for (let i = 0; i <= QUESTIONS_KEPT; i++) await ask(plain(i));
    expect(asked).toHaveLength(QUESTIONS_KEPT + 1);
    // The newest are still known; the oldest was forgotten, and is asked again.
    await ask(plain(QUESTIONS_KEPT));
    await ask(plain(2));
    expect(asked).toHaveLength(QUESTIONS_KEPT + 1);
    await ask(plain(0));
    expect(asked.at(-1)).toEqual(plain(0));
  });
});
