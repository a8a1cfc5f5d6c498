/**
 * Configuration mistakes, made as a new user makes them: `npm start` and `npm run build` say each
 * in one line, with no stack trace, before any work (a build takes a minute); and a build that was
 * interrupted leaves nothing behind for good: the next build removes its staging folders.
 */
import { spawnSync } from 'node:child_process';
import { spawnOwned } from '../owned-processes.ts';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUILD_NODE_FLAGS, BUILD_SCRIPT } from '../../scripts/lib/build-command.ts';
import { baseEnv, spawnServer } from '../access/server-process.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

mkdirSync(resolve('.build'), { recursive: true });
const tmp = mkdtempSync(resolve('.build', 'mistakes-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true, maxRetries: 5 }));

/** `npm start`'s process with the tests' environment and `env`, run to its end. */
async function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  const child = spawnServer(baseEnv({ API_PLANS: 'off', PORT: String(await freePort()), ...env }));
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', (c) => done(c)));
  return { code, stdout, stderr, ms: performance.now() - started };
}

const build = (env: Record<string, string>) =>
  spawnSync(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], { encoding: 'utf8', env: { ...process.env, ...env } });

/** Lines of a stack trace, which a configuration mistake must never print. */
const STACK = /^\s+at |Error:/m;

describe('npm start', () => {
  it('DEPLOY_HOST=foo: one line naming it, exit 2, nothing started', { timeout: 60_000 }, async () => {
    const run = await start({ DEPLOY_HOST: 'foo', SKIP_BUILD: '0' });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(STACK);
    expect(run.stderr.trim().split('\n')).toEqual([
      'npm start: a problem with the configuration, nothing was started:',
      "  DEPLOY_HOST='foo': must be one host's upload (cloudflare, vercel, netlify, static) or all (the default).",
    ]);
  });

  it('several mistakes: every one at once, one line each, a Redis password never shown', { timeout: 60_000 }, async () => {
    const run = await start({ PORT: '80000', API_PLANS: 'maybe', REDIS_URL: 'redis://:hunter2@', WORKERS: '0', SKIP_BUILD: '0' });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(STACK);
    expect(run.stderr).not.toContain('hunter2');
    expect(run.stderr.trim().split('\n')).toEqual([
      'npm start: 4 problems with the configuration, nothing was started:',
      "  PORT='80000': must be a whole number from 0 to 65535.",
      "  WORKERS='0': must be a whole number from 1 to 256.",
      "  API_PLANS='maybe': must be 'on' or 'off'.",
      "  REDIS_URL='redis://***@': must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0.",
    ]);
  });

  it('SKIP_BUILD=1 without a build: one line saying so, naming nothing the user did not set', { timeout: 60_000 }, async () => {
    const run = await start({ SKIP_BUILD: '1', OUT_DIR: join(tmp, 'never-built') });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(STACK);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^ {2}SKIP_BUILD='1': serves OUT_DIR as it is, but .* holds no build: run npm run build first/);
    expect(run.stderr).not.toContain('DATASET_FILE');
  });
});

describe('npm run build', () => {
  it('a SITE_URL that is no origin: one line at once, before any step, the output untouched', { timeout: 60_000 }, () => {
    const outDir = join(tmp, 'site-url');
    const run = build({ OUT_DIR: outDir, SITE_URL: 'countries.example', DEPLOY_HOST: 'heroku' });
    expect(run.status).toBe(2);
    expect(run.stderr).not.toMatch(STACK);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n').slice(1)).toEqual([
      "  DEPLOY_HOST='heroku': must be one host's upload (cloudflare, vercel, netlify, static) or all (the default).",
      "  SITE_URL='countries.example': must be the origin the site is published at, an absolute http(s) URL, e.g. https://countries.example.",
    ]);
    expect(existsSync(outDir)).toBe(false);
  });

  it('removes the staging folders an interrupted build left, at its next start', { timeout: 180_000 }, async () => {
    const outDir = join(tmp, 'out');
    const env = { ...process.env, OUT_DIR: outDir, DATASET_FILE: join(tmp, 'dataset.json') };
    const interrupted = spawnOwned(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], { env, stdio: 'ignore' });
    const staging = `out.staging-${interrupted.pid}`;
    await vi.waitFor(() => expect(readdirSync(tmp)).toContain(staging), { timeout: 60_000, interval: 50 });
    // Killed as a power cut or an OOM killer would: no clean-up of its own.
    interrupted.kill('SIGKILL');
    await new Promise((done) => interrupted.once('exit', done));
    expect(readdirSync(tmp).filter((n) => n.includes(`-${interrupted.pid}`)).length).toBeGreaterThanOrEqual(2);

    const next = spawnOwned(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let said = '';
    await new Promise<void>((done) =>
      next.stdout!.on('data', (c: Buffer) => {
        said += c.toString();
        if (said.includes('Removing what interrupted builds left')) done();
      }),
    );
    next.kill('SIGKILL');
    await new Promise((done) => next.once('exit', done));
    expect(said).toContain(staging);
    await vi.waitFor(() => expect(readdirSync(tmp).filter((n) => n.includes(`-${interrupted.pid}`))).toEqual([]), { timeout: 30_000, interval: 100 });
  });
});
