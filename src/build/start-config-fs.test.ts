import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStartConfig } from './start-config-fs.ts';
import { outputIsStale, siteFilesRecord, stampOf, writeBuildStamp } from './staleness-fs.ts';
import { writeSiteFiles } from '../server/node/site-files-fs.ts';
import { buildOptionsFromEnv } from './options.ts';

const root = mkdtempSync(join(tmpdir(), 'cr-start-config-'));
mkdirSync(join(root, 'data'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's configuration", () => {
  it('reads the defaults without a problem', () => {
    const { config, problems } = readStartConfig(root, {});
    expect(problems).toEqual([]);
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 4321, plans: false, outDir: join(root, 'dist') });
    expect(config.server.limits.workers).toBeGreaterThanOrEqual(1);
  });

  it('names every bad value in one line each (the variable, the value, what is accepted), before any work', () => {
    const env = { PORT: 'abc', HOST: 'not a host', SITE_URL: 'notaurl', BASE_PATH: '/a b', WORKERS: '0', RENDER_QUEUE: '0', SKIP_BUILD: 'yes' };
    const { problems } = readStartConfig(root, env);
    expect(problems.map((p) => p.slice(0, p.indexOf(':')))).toEqual(
      expect.arrayContaining(["PORT='abc'", "HOST='not a host'", "SITE_URL='notaurl'", "WORKERS='0'", "RENDER_QUEUE='0'", "SKIP_BUILD='yes'"]),
    );
    expect(problems.some((p) => p.startsWith('BASE_PATH='))).toBe(true);
    expect(problems).toHaveLength(7);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('names a DEPLOY_HOST that is no host in one line, as it does any other mistake', () => {
    const { problems } = readStartConfig(root, { DEPLOY_HOST: 'foo' });
    expect(problems).toEqual(["DEPLOY_HOST='foo': must be one host's upload (cloudflare, vercel, netlify, static) or all (the default)."]);
  });

  it('with SKIP_BUILD=1 and no build, says that in one line, naming only what the user set', () => {
    const { problems } = readStartConfig(root, { SKIP_BUILD: '1', OUT_DIR: join(root, 'never-built') });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SKIP_BUILD='1': serves OUT_DIR as it is, but .*never-built holds no build: run npm run build first/);
    expect(problems[0]).not.toContain('DATASET_FILE');
  });

  it('with SKIP_BUILD=1 over a folder its build did not record (copied, or changed since), says so', () => {
    const outDir = join(root, 'copied');
    mkdirSync(join(outDir, 'api'), { recursive: true });
    writeFileSync(join(outDir, 'api', 'health.json'), '{}');
    const { problems } = readStartConfig(root, { SKIP_BUILD: '1', OUT_DIR: outDir });
    expect(problems).toEqual([expect.stringMatching(/was not built here or has changed since \(no record of its site's files\)/)]);
  });

  it('accepts IPv6 addresses and host names', () => {
    for (const HOST of ['::', '::1', '0.0.0.0', 'localhost', 'example.internal']) expect(readStartConfig(root, { HOST }).problems).toEqual([]);
  });
});

describe('a build made with other settings', () => {
  it('is stale when DATA_DIR, SITE_URL or BASE_PATH changed, and names the one that did', () => {
    const outDir = join(root, 'out');
    mkdirSync(join(outDir, 'api'), { recursive: true });
    writeFileSync(join(outDir, 'api', 'health.json'), JSON.stringify({ dataset: { id: 'x' } }));
    const datasetFile = join(root, 'dataset.json');
    writeFileSync(datasetFile, JSON.stringify({ meta: { id: 'x' } }));
    const made = buildOptionsFromEnv(root, { OUT_DIR: outDir, SITE_URL: 'https://a.example' });
    writeBuildStamp(root, made);
    writeSiteFiles(siteFilesRecord(root, outDir), outDir, ['api/health.json']);
    const asked = (env: Record<string, string>) =>
      outputIsStale(root, outDir, datasetFile, { settings: stampOf(buildOptionsFromEnv(root, { OUT_DIR: outDir, ...env })) });
    expect(asked({ SITE_URL: 'https://a.example' }).stale).toBe(false);
    expect(asked({ SITE_URL: 'https://b.example' }).reason).toContain('SITE_URL');
    expect(asked({ SITE_URL: 'https://a.example', BASE_PATH: '/ref' }).reason).toContain('BASE_PATH');
    expect(asked({ SITE_URL: 'https://a.example', DATA_DIR: 'elsewhere' }).reason).toContain('DATA_DIR');
  });
});
