/**
 * Keeps docs/deploy.md honest: it names every host file the build writes, and its table of
 * examples Netlify cannot answer says what the host tests show for each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtApi, outDir } from '../helpers.ts';
import { EXAMPLES_ON_STATIC_HOSTS, documentedExamples } from './cases.ts';
import { hostFigures } from '../../src/build/host-figures-fs.ts';
import { hostsTable } from '../../src/docs/hosts-table.ts';
import { generateStaticApi } from '../../src/static/generate.ts';
import { routes } from '../../src/api/routes.ts';

const doc = readFileSync(resolve('docs/deploy.md'), 'utf8');
const rows = doc.split('\n').filter((l) => l.startsWith('| `/api/'));
const cells = (row: string) =>
  row
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());

/** A Markdown table's cells, whatever its column widths. */
const tableCells = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[\s|:-]+\|$/.test(l))
    .map(cells);

describe('docs/deploy.md', () => {
  it("gives each host's figures as the test build measures them (npm run docs writes them from the last build)", () => {
    const block = doc.slice(doc.indexOf('<!-- generated: hosts -->'), doc.indexOf('<!-- end generated: hosts -->'));
    const measured = hostsTable(hostFigures(outDir(), [...generateStaticApi(builtApi(), routes)]));
    expect(tableCells(block), 'run npm run build, then npm run docs').toEqual(tableCells(measured));
    expect(tableCells(block).length).toBe(5);
  });

  it('names every host file the build writes at the top of dist/', () => {
    const hostFiles = readdirSync(outDir()).filter((name) => /^[_.]/.test(name) && name !== '_astro');
    expect(hostFiles.length).toBeGreaterThanOrEqual(5);
    // A folder is named with its path (`.vercel/output/`).
    expect(hostFiles.filter((name) => !doc.includes(`\`${name}\``) && !doc.includes(`\`${name}/`))).toEqual([]);
    expect(doc).toContain('`.vercel/output/config.json`');
  });

  it('lists every documented example Netlify cannot answer, with the 404 it gives', () => {
    const notAnswered = documentedExamples().filter((q) => {
      const e = EXAMPLES_ON_STATIC_HOSTS[q];
      return e !== undefined && 'notFound' in e;
    });
    const wrong = notAnswered.filter((query) => {
      const expected = EXAMPLES_ON_STATIC_HOSTS[query]!;
      const row = rows.find((r) => cells(r)[0] === `\`/api/${query.replace(/&fields=.*/, '&fields=…')}\``);
      if (!row || !('notFound' in expected)) return true;
      const [, , netlify] = cells(row);
      const netlify404 = !('netlify' in expected) ? 'JSON 404' : expected.netlify === 'html' ? 'HTML 404' : 'JSON 404';
      return !netlify?.startsWith(netlify404);
    });
    expect(wrong).toEqual([]);
    expect(rows.length).toBe(notAnswered.length);
  });
});
