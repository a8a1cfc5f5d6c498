import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../stores/memory.ts';
import { KEY_PATTERN } from './keys.ts';
import { runKeysCommand } from './keys-command.ts';
import { parsePlans } from './plans.ts';

const plans = parsePlans(
  {
    plans: {
      BASIC: { monthlyPriceUsd: '0', requestsPerSecond: 1, monthlyQuota: 1000, overagePerRequestUsd: null },
      PRO: { monthlyPriceUsd: '9', requestsPerSecond: 1, monthlyQuota: 25000, overagePerRequestUsd: '0.0050' },
    },
    openPaths: [],
    uncountedPaths: [],
  },
  'test plans',
);

function setup() {
  const store = createMemoryStore();
  const run = (...args: string[]) => runKeysCommand(args, { store, plans, now: () => Date.UTC(2026, 4, 1, 8) });
  return { store, run };
}

describe('npm run keys -- create', () => {
  it('prints the new key alone on the last line and stores only its SHA-256', async () => {
    const { store, run } = setup();
    const result = await run('create', '--plan', 'PRO', '--name', 'Acme app');
    expect(result.exitCode).toBe(0);
    const key = result.out.at(-1)!;
    expect(key).toMatch(KEY_PATTERN);
    const [record] = await store.listKeys();
    expect(record).toMatchObject({ plan: 'PRO', name: 'Acme app', revokedAt: null, createdAt: '2026-05-01T08:00:00.000Z' });
    expect(record!.hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(await store.listKeys())).not.toContain(key);
  });

  it('takes the plan name in any case and --name=value', async () => {
    const { store, run } = setup();
    expect((await run('create', '--plan=basic', '--name=x')).exitCode).toBe(0);
    expect((await store.listKeys())[0]).toMatchObject({ plan: 'BASIC', name: 'x' });
  });

  it.each([
    ['an unknown plan', ['create', '--plan', 'GOLD'], /Unknown plan 'GOLD'\. Plans: BASIC, PRO\./],
    ['no plan', ['create'], /A plan is needed\. Plans: BASIC, PRO\./],
    ['a flag without a value', ['create', '--plan'], /--plan needs a value/],
    ['an unknown option', ['create', '--plan', 'PRO', '--colour', 'red'], /Unknown option --colour/],
    ['an unknown command', ['delete', 'k_1'], /Unknown command 'delete'/],
    ['no command', [], /Usage: npm run keys/],
  ])('explains %s and exits 1, creating nothing', async (_, args, message) => {
    const { store, run } = setup();
    const result = await run(...args);
    expect(result.exitCode).toBe(1);
    expect(result.err.join('\n')).toMatch(message);
    expect(await store.listKeys()).toEqual([]);
  });
});

describe('list, set-plan, revoke', () => {
  it('lists keys with id, plan, state and name, never the key', async () => {
    const { run } = setup();
    const key = (await run('create', '--plan', 'PRO', '--name', 'first')).out.at(-1)!;
    const listed = (await run('list')).out;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatch(/^k_[0-9a-f]{12} +PRO +active .*first$/);
    expect(listed[0]).not.toContain(key);
  });

  it('moves a key to another plan and revokes it', async () => {
    const { store, run } = setup();
    await run('create', '--plan', 'BASIC');
    const id = (await store.listKeys())[0]!.id;
    expect(await run('set-plan', id, 'pro')).toMatchObject({ exitCode: 0 });
    expect(await run('revoke', id)).toMatchObject({ exitCode: 0 });
    expect(await store.keyById(id)).toMatchObject({ plan: 'PRO', revokedAt: '2026-05-01T08:00:00.000Z' });
    expect((await run('list')).out[0]).toMatch(/revoked 2026-05-01T08:00:00.000Z/);
  });

  it.each([
    ['set-plan', ['set-plan', 'k_000000000000', 'PRO'], /No key has id 'k_000000000000'/],
    ['set-plan to an unknown plan', ['set-plan', 'k_000000000000', 'GOLD'], /Unknown plan 'GOLD'/],
    ['revoke', ['revoke', 'k_000000000000'], /No key has id 'k_000000000000'/],
    ['revoke without an id', ['revoke'], /takes 1 argument/],
  ])('%s of an unknown id or with a missing argument fails with a message', async (_, args, message) => {
    const { run } = setup();
    const result = await run(...args);
    expect(result.exitCode).toBe(1);
    expect(result.err.join('\n')).toMatch(message);
  });
});

describe("a key's name, as the operator sees it", () => {
  // A newline would forge a line of `list`; an escape sequence would reach the operator's terminal.
  const forged = 'acme\nk_000000000000  MEGA    active                        cr_AAAA…  2026-01-01T00:00:00.000Z  forged';
  it.each([
    ['a newline', forged, /must be printable: it holds U\+000A/],
    ['an escape sequence', '\u001b[2J\u001b[31mred', /must be printable: it holds U\+001B/],
    ['a bidirectional override', 'abc\u202Edcba', /must be printable: it holds U\+202E/],
    ['100,000 characters', 'x'.repeat(100_000), /at most 100 characters \(this one has 100000\)/],
  ])('with %s is refused, and no key is made', async (_, name, message) => {
    const { store, run } = setup();
    const result = await run('create', '--plan', 'PRO', '--name', name);
    expect(result.exitCode).toBe(1);
    expect(result.err.join('\n')).toMatch(message);
    expect(await store.listKeys()).toEqual([]);
  });

  it('is listed escaped and cut, whatever the store holds: one line per key, no control character', async () => {
    const { store, run } = setup();
    const record = { hash: 'h', prefix: 'cr_abcd', plan: 'PRO', createdAt: '2026-05-01T08:00:00.000Z', revokedAt: null };
    await store.addKey({ ...record, id: 'k_000000000001', name: forged });
    await store.addKey({ ...record, id: 'k_000000000002', hash: 'h2', name: '\u001b[2Jcleared' });
    await store.addKey({ ...record, id: 'k_000000000003', hash: 'h3', name: 'y'.repeat(5000) });
    const listed = (await run('list')).out;
    expect(listed).toHaveLength(3);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    for (const line of listed) expect(line).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(listed.join('\n')).toContain('acme\\u{a}k_000000000000');
    expect(listed.join('\n')).toContain('\\u{1b}[2Jcleared');
    expect(listed.find((l) => l.startsWith('k_000000000003'))!.endsWith(`${'y'.repeat(100)}…`)).toBe(true);
  });

  it('keeps letters of any script, spaces and punctuation', async () => {
    const { store, run } = setup();
    expect((await run('create', '--plan', 'PRO', '--name', 'Café Zürich — 東京 app #2')).exitCode).toBe(0);
    expect((await run('list')).out[0]).toMatch(/Café Zürich — 東京 app #2$/);
    expect((await store.listKeys())[0]!.name).toBe('Café Zürich — 東京 app #2');
  });
});

describe('help', () => {
  it.each([['--help'], ['-h'], ['help'], ['create', '--help']])('%j prints the usage on standard output and succeeds', async (...args) => {
    const { run } = setup();
    const result = await run(...args);
    expect(result).toMatchObject({ exitCode: 0, err: [] });
    expect(result.out.join('\n')).toContain('create --plan <PLAN>');
  });

  it('no command at all is a mistake: the usage on standard error', async () => {
    const { run } = setup();
    const result = await run();
    expect(result.exitCode).toBe(1);
    expect(result.err.join('\n')).toContain('Usage: npm run keys');
  });
});
