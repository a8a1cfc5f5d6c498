import { describe, expect, it } from 'vitest';
import { ConfigSchema, configFrom, readConfig } from './read-config.ts';
import { VARIABLES } from './variables.ts';
import { DEFAULT_LIMITS } from '../server/limits.ts';

describe('the configuration, read once from the environment', () => {
  it('gives every variable its default when nothing is set, typed', () => {
    const { config, problems } = readConfig({});
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      OUT_DIR: 'dist',
      SITE_URL: '',
      BASE_PATH: '',
      SKIP_BUILD: false,
      API_PLANS: false,
      REDIS_TIMEOUT_MS: 250,
      API_USAGE_WAIT_MS: 1000,
      WORKERS: DEFAULT_LIMITS.workers,
      ANSWER_CACHE_MB: 32,
    });
    expect(config.SOURCE_DATE_EPOCH).toBeUndefined();
    expect(config.DEPLOY_HOST).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('takes an empty or blank value as unset, and trims the others', () => {
    expect(readConfig({ PORT: '', HOST: '  ', API_PLANS: ' ON ', WORKERS: ' 2 ' }).config).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      API_PLANS: true,
      WORKERS: 2,
    });
  });

  it('reads each value into its type', () => {
    const { config } = readConfig({ SOURCE_DATE_EPOCH: '1767225600', DEPLOY_HOST: 'netlify', BASE_PATH: 'reference/', SKIP_BUILD: '1', DEPLOY_HOSTS: 'x' });
    expect(config.SOURCE_DATE_EPOCH).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(config).toMatchObject({ DEPLOY_HOST: 'netlify', BASE_PATH: '/reference', SKIP_BUILD: true });
    expect(readConfig({ DEPLOY_HOST: 'all' }).config.DEPLOY_HOST).toBeUndefined();
  });

  it.each([
    ['PORT', '65535', '65536'],
    ['PORT', '0', '-1'],
    ['WORKERS', '256', '257'],
    ['WORKERS', '1', '0'],
    ['RENDER_THREADS', '0', '-1'],
    ['RENDER_QUEUE', '1', '0'],
    ['SHUTDOWN_DRAIN_MS', '0', '1.5'],
    ['REDIS_TIMEOUT_MS', '1', '0'],
    ['ANSWER_CACHE_MB', '0', '1e3'],
    // Past 2^31 − 1 ms a Node timer fires after 1 ms: every Redis command would time out at once.
    ['REDIS_TIMEOUT_MS', '2147483647', '2147483648'],
    ['SHUTDOWN_DRAIN_MS', '2147483647', '9999999999'],
    ['HEADERS_TIMEOUT_MS', '2147483647', '2147483648'],
    ['KEEP_ALIVE_TIMEOUT_MS', '2147483647', '2147483648'],
  ])('takes %s=%s at its bound, and refuses %s', (name, inside, outside) => {
    expect(readConfig({ [name]: inside }).problems).toEqual([]);
    expect(readConfig({ [name]: outside }).problems).toEqual([
      expect.stringMatching(new RegExp(`^${name}='${outside.replace('.', '\\.')}': must be a whole number`)),
    ]);
  });

  it('names every problem at once, one line each: the variable, the value, what is accepted', () => {
    const { problems } = readConfig({ PORT: 'abc', API_PLANS: 'yes', SITE_URL: 'countries.example', REDIS_URL: 'http://x' });
    expect(problems).toEqual([
      "PORT='abc': must be a whole number from 0 to 65535.",
      "SITE_URL='countries.example': must be the origin the site is published at, an absolute http(s) URL, e.g. https://countries.example.",
      "API_PLANS='yes': must be 'on' or 'off'.",
      "REDIS_URL='http://x': must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0.",
    ]);
  });

  it('takes a bad value as its default, so the checks that depend on it can still be made', () => {
    expect(readConfig({ PORT: 'abc', OUT_DIR: 'out' }).config).toMatchObject({ PORT: 4321, OUT_DIR: 'out' });
  });

  it("never shows a Redis URL's password", () => {
    const [line] = readConfig({ REDIS_URL: 'ftp://user:secret@redis.internal' }).problems;
    expect(line).toContain("REDIS_URL='ftp://***@redis.internal'");
    expect(line).not.toContain('secret');
  });

  it('reports only the problems of the variables a command reads', () => {
    const env = { PORT: 'abc', SITE_URL: 'countries.example', REDIS_TIMEOUT_MS: 'soon' };
    expect(readConfig(env, 'npm run build').problems.map((p) => p.slice(0, p.indexOf('=')))).toEqual(['SITE_URL']);
    expect(readConfig(env, 'npm run keys').problems.map((p) => p.slice(0, p.indexOf('=')))).toEqual(['REDIS_TIMEOUT_MS']);
    expect(readConfig(env, ['PORT']).problems).toHaveLength(1);
    expect(() => configFrom(env, 'npm start')).toThrow("PORT='abc'");
  });

  it('raises the request timeout to the headers timeout (a rule between two variables: Node requires it)', () => {
    expect(readConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }).config.REQUEST_TIMEOUT_MS).toBe(5000);
    expect(ConfigSchema.parse({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }).REQUEST_TIMEOUT_MS).toBe(5000);
    expect(readConfig({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '5000' }).config.REQUEST_TIMEOUT_MS).toBe(5000);
  });

  it('is one schema: it parses as readConfig reads, and refuses what readConfig names', () => {
    expect(ConfigSchema.parse({ PORT: '80', DEPLOY_HOST: 'vercel' })).toEqual(readConfig({ PORT: '80', DEPLOY_HOST: 'vercel' }).config);
    const refused = ConfigSchema.safeParse({ PORT: '80000', WORKERS: '0' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['PORT', 'WORKERS']);
  });

  it('gives every variable a description, an accepted form, a default shown in the docs and at least one command', () => {
    for (const [name, v] of Object.entries(VARIABLES)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(v.description.length, name).toBeGreaterThan(10);
      expect(v.accepted, name).not.toMatch(/^must be/);
      expect(v.shownDefault, name).not.toBe('');
      expect(v.readBy.length, name).toBeGreaterThan(0);
    }
  });

  it('has defaults its own schema accepts (a default out of range would be served unchecked)', () => {
    const env = Object.fromEntries(
      Object.entries(VARIABLES)
        .filter(([, v]) => typeof v.default === 'number' || (typeof v.default === 'string' && v.default !== ''))
        .map(([name, v]) => [name, String(v.default)]),
    );
    expect(readConfig(env).problems).toEqual([]);
  });
});
