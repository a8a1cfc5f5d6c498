import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildConfig } from './build-config-fs.ts';

const root = mkdtempSync(join(tmpdir(), 'cr-build-config-'));
mkdirSync(join(root, 'data'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run build's configuration, checked before any work", () => {
  it('reads the defaults without a problem', () => {
    const { options, problems } = readBuildConfig(root, {});
    expect(problems).toEqual([]);
    expect(options).toMatchObject({ outDir: join(root, 'dist'), dataDir: join(root, 'data'), paths: { siteUrl: '', basePath: '' } });
    expect(options.host).toBeUndefined();
  });

  it('names each bad value in one line (the variable, the value, what is accepted): a build of a minute is not started to fail on them', () => {
    const env = { SITE_URL: 'countries.example', BASE_PATH: '/a b', DEPLOY_HOST: 'heroku', SOURCE_DATE_EPOCH: 'yesterday', DATA_DIR: 'nowhere' };
    const { problems } = readBuildConfig(root, env);
    expect(problems.map((p) => p.slice(0, p.indexOf('='))).sort()).toEqual(['BASE_PATH', 'DATA_DIR', 'DEPLOY_HOST', 'SITE_URL', 'SOURCE_DATE_EPOCH']);
    expect(problems.find((p) => p.startsWith('SITE_URL'))).toBe(
      "SITE_URL='countries.example': must be the origin the site is published at, an absolute http(s) URL, e.g. https://countries.example.",
    );
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it.each(['https://countries.example', 'http://127.0.0.1:4321', 'https://countries.example/'])('takes SITE_URL=%s', (SITE_URL) => {
    expect(readBuildConfig(root, { SITE_URL }).problems).toEqual([]);
  });

  it.each(['ftp://countries.example', 'https://countries.example/?x=1', 'https://user:pw@countries.example', '/relative'])(
    'refuses SITE_URL=%s',
    (SITE_URL) => {
      expect(readBuildConfig(root, { SITE_URL }).problems).toHaveLength(1);
    },
  );

  it('takes every host DEPLOY_HOST names, and all', () => {
    for (const DEPLOY_HOST of ['all', 'cloudflare', 'vercel', 'netlify', 'static', '']) expect(readBuildConfig(root, { DEPLOY_HOST }).problems).toEqual([]);
    expect(readBuildConfig(root, { DEPLOY_HOST: 'vercel' }).options.host).toBe('vercel');
  });
});
