import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeSite, siteDirOf } from './output-layout-fs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'countries-layout-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A finished build folder, as the build leaves it before its files are placed for one host. */
function build(name: string): string {
  const dir = join(scratch, name);
  for (const sub of ['api', 'country/DE', '.vercel/output/functions/api.func']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'api/health.json'), '{}');
  writeFileSync(join(dir, '.vercel/output/config.json'), '{"version":3}');
  return dir;
}

describe("the site's place in a build folder", () => {
  it('stays at the top for every build but Vercel’s', () => {
    const dir = build('all');
    placeSite(dir, undefined);
    placeSite(dir, 'cloudflare');
    expect(siteDirOf(dir)).toBe(dir);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  });

  it("moves into `.vercel/output/static/` for Vercel's, beside its routes and function, and is found there", () => {
    const dir = build('vercel');
    placeSite(dir, 'vercel');
    expect(readdirSync(dir)).toEqual(['.vercel']);
    expect(readdirSync(join(dir, '.vercel/output')).sort()).toEqual(['config.json', 'functions', 'static']);
    expect(siteDirOf(dir)).toBe(join(dir, '.vercel/output/static'));
    expect(readdirSync(siteDirOf(dir)).sort()).toEqual(['api', 'country', 'index.html']);
    expect(existsSync(join(siteDirOf(dir), 'api/health.json'))).toBe(true);
  });
});
