/**
 * The built home page (the test build): content security policy, what the island is given,
 * what the page costs to load.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtDataset, outDir } from '../helpers.ts';
import { SLIM_INDEX_FILE } from '../../src/explorer/slim-index.ts';

const dist = outDir();
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const { countries } = builtDataset();
// Styles are inline (one round trip less before the first paint), or in files where a build links them.
const css = [
  ...[...html.matchAll(/\shref="(\/_astro\/[^"]+\.css)"/g)].map((m) => readFileSync(join(dist, m[1] ?? ''), 'utf8')),
  ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? ''),
].join('\n');

const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const directive = (name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = (tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '').filter((body) => body !== '');

describe('content security policy', () => {
  it('is set, without unsafe-inline for scripts', () => {
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('allows every inline script and style by its hash', () => {
    const missing = [
      ...inline('script').filter((body) => !directive('script-src').includes(sha256(body))),
      ...inline('style').filter((body) => !directive('style-src').includes(sha256(body))),
    ].map((body) => body.slice(0, 60));
    expect(inline('script').length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('has no inline style attributes, which the policy would block', () => {
    expect(html.match(/<[^>]+\sstyle="/g) ?? []).toEqual([]);
  });
});

describe('the server HTML', () => {
  it('lists every country in the table, so the page reads without JavaScript', () => {
    const rows = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]?.match(/<tr[ >]/g) ?? [];
    expect(rows).toHaveLength(countries.length);
  });

  it('marks the rows after the first page, which only a page with JavaScript hides (as the island pages)', () => {
    const rows = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]?.match(/<tr[^>]*>/g) ?? [];
    expect(rows.slice(0, 50).every((tr) => tr === '<tr>')).toBe(true);
    expect(rows.slice(50).every((tr) => tr === '<tr class="later-page">')).toBe(true);
    expect(css).toMatch(/html\.js \.countries tr\.later-page\s*\{\s*display:\s*none/);
  });

  it('gives the island only small props, not the records', () => {
    const props = [...html.matchAll(/<astro-island[^>]*\sprops="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(props).toHaveLength(1);
    expect(props[0]?.length).toBeLessThan(12_000);
    // A translation appears in no table cell: if it is in the page, records were serialised.
    const germany = countries.find((c) => c.cca2 === 'DE');
    expect(germany?.translations['fra']?.common).toBe('Allemagne');
    expect(html).not.toContain('Allemagne');
  });

  // 250 rows, each flag with its description as alt text (about 12 KB of the total).
  it('stays small: under 34 KB gzipped for 250 rows', () => {
    expect(gzipSync(html).length).toBeLessThan(34_000);
  });

  it('preloads the slim index the island reads first (not the bulk export), and the file is there', () => {
    const href = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/.exec(html)?.[1];
    expect(href).toBe(`/${SLIM_INDEX_FILE}`);
    expect(existsSync(join(dist, SLIM_INDEX_FILE))).toBe(true);
  });

  it('loads nothing from another origin', () => {
    const urls = [...html.matchAll(/\s(?:src|href|component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(urls.filter((u) => /^(https?:)?\/\//.test(u) && !u.startsWith('https://github.com/'))).toEqual([]);
  });
});

/** The module scripts the page loads at once: the island's, the renderer's, and their static imports. */
function initialScripts(): string[] {
  const entries = [...html.matchAll(/\s(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) visit(new URL(m[1] ?? '', `http://x${url}`).pathname);
  };
  entries.forEach(visit);
  return [...seen];
}

describe('JavaScript of the home page', () => {
  const files = initialScripts();
  const gzip =
    files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) + inline('script').reduce((sum, s) => sum + gzipSync(s).length, 0);

  it('is at most 120 KB gzipped', () => {
    expect(files.length).toBeGreaterThan(1);
    expect(gzip).toBeLessThanOrEqual(120 * 1024);
  });

  it('leaves the serializers of "Download this view" to a chunk loaded on click', () => {
    const eager = files.filter((f) => /\/download\.[^/]+\.js$/.test(f));
    expect(eager).toEqual([]);
    expect(files.some((f) => readFileSync(join(dist, f), 'utf8').includes('./download.'))).toBe(true);
  });
});
