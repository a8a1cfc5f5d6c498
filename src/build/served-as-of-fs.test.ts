import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asOfOfBuild, servedDataWarning } from './served-as-of-fs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'countries-as-of-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A build folder whose health file names `asOf`, at the top or where Vercel's upload keeps the site. */
function build(name: string, asOf: string, site = ''): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, site, 'api'), { recursive: true });
  const health = { status: 'ok', version: '0.1.0', dataset: { id: 'abc', builtAt: '2026-12-02T00:00:00.000Z', asOf, countries: 250 } };
  writeFileSync(join(dir, site, 'api/health.json'), JSON.stringify(health));
  return dir;
}

describe('the as-of date of the build npm start serves', () => {
  it('is read from the build’s health file, wherever the site sits', () => {
    expect(asOfOfBuild(build('top', '2026-12-01'))).toBe('2026-12-01');
    expect(asOfOfBuild(build('vercel', '2026-11-15', '.vercel/output/static'))).toBe('2026-11-15');
    expect(asOfOfBuild(join(scratch, 'none'))).toBeUndefined();
  });

  it('makes npm start warn when the data is months behind the clock, the build being however recent', () => {
    const dir = build('served', '2026-12-01');
    expect(servedDataWarning(dir, new Date('2027-01-15T00:00:00Z'))).toBeUndefined();
    expect(servedDataWarning(dir, new Date('2027-06-02T00:00:00Z'))).toMatch(/^⚠ The data is as of 2026-12-01, 6 months before today \(2027-06-02\)/);
    expect(servedDataWarning(join(scratch, 'none'), new Date('2030-01-01T00:00:00Z'))).toBeUndefined();
  });
});
