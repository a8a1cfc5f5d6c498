/**
 * Keeps docs/deploy.md honest: it names every host file the build writes, and its table of
 * examples a static host cannot answer says what the host tests show for each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';
import { EXAMPLES_ON_STATIC_HOSTS, documentedExamples } from './cases.ts';

const doc = readFileSync(resolve('docs/deploy.md'), 'utf8');
const rows = doc.split('\n').filter((l) => l.startsWith('| `/api/'));
const cells = (row: string) =>
  row
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());

describe('docs/deploy.md', () => {
  it('names every host file the build writes at the top of dist/', () => {
    const hostFiles = readdirSync(outDir()).filter((name) => /^[_.]/.test(name) && name !== '_astro');
    expect(hostFiles.length).toBeGreaterThanOrEqual(5);
    expect(hostFiles.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
    expect(doc).toContain('`vercel.json`');
  });

  it('lists every documented example a static host cannot answer, with the 404 Netlify gives', () => {
    const notAnswered = documentedExamples().filter((q) => {
      const e = EXAMPLES_ON_STATIC_HOSTS[q];
      return e !== undefined && 'notFound' in e;
    });
    const wrong = notAnswered.filter((query) => {
      const expected = EXAMPLES_ON_STATIC_HOSTS[query]!;
      const row = rows.find((r) => cells(r)[0] === `\`/api/${query.replace(/&fields=.*/, '&fields=…')}\``);
      if (!row || !('notFound' in expected)) return true;
      const [, , netlify, vercel] = cells(row);
      const netlify404 = !('netlify' in expected) ? 'JSON 404' : expected.netlify === 'html' ? 'HTML 404' : 'JSON 404';
      return !netlify?.startsWith(netlify404) || vercel !== 'JSON 404';
    });
    expect(wrong).toEqual([]);
    expect(rows.length).toBe(notAnswered.length);
  });
});
