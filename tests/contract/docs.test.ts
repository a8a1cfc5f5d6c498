/**
 * Keeps the hand-written parts of docs/api.md honest (the per-route parts, the record fields,
 * the errors and the corrections are generated, and tests/unit/docs.test.ts keeps them
 * current): every static URL it curls exists in the test build, every complete JSON excerpt is
 * the real answer, the notes quote the code where they cite it, and the hosting budget states
 * the file counts of the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { routeMatcher } from '../../src/api/route-match.ts';
import { FORMAT_EXTENSIONS } from '../../src/formats/extensions.ts';
import { ask } from '../rest/ask.ts';
import { SIMILARITY_RULES } from '../../src/api/similar.ts';
import { V1_KEYS } from '../../src/api/rest/v1-record.ts';
import type { Api } from '../../src/api/context.ts';
import { builtApi, outDir } from '../helpers.ts';

const doc = readFileSync(resolve('docs/api.md'), 'utf8');

let apiMemo: Api | undefined;
const api = () => (apiMemo ??= builtApi());

/** Text under each heading of the given level, up to the next heading of that level or above; fenced code is never a heading. */
function sections(text: string, level: number): Map<string, string> {
  const out = new Map<string, string>();
  let current: string | undefined;
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^(#+) (.+)$/.exec(line);
    if (heading && heading[1]!.length <= level) current = heading[1]!.length === level ? heading[2]!.trim() : undefined;
    else if (current !== undefined) out.set(current, (out.get(current) ?? '') + line + '\n');
  }
  return out;
}
const section = (title: string) => sections(doc, 2).get(title) ?? '';

/** Cells of the body rows of every Markdown table in the text (header and rule rows included; callers filter). */
const tableRows = (text: string): string[][] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
const code = (cell: string | undefined) => /^`([^`]+)`$/.exec(cell ?? '')?.[1];

const CURL = /curl -s '?(http:\/\/127\.0\.0\.1:4321\/[^\s']+)'?/g;
const curlUrls = (text: string) => [...text.matchAll(CURL)].map((m) => new URL(m[1]!));
const isStatic = (url: URL) => new RegExp(`\\.(${FORMAT_EXTENSIONS.join('|')})$`).test(url.pathname);
const matchRoute = routeMatcher(routes);
const routeOf = (url: URL) => matchRoute(decodeURIComponent(url.pathname));

/** What the query form answers, computed in-process the way the server answers it; an error is its body. */
const answerOf = (url: URL): unknown => ask(api(), url.pathname + url.search).body;

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe("docs/api.md's notes quote the code", () => {
  it('quotes the similarity rules exactly as the code states them', () => {
    const missing = Object.entries(SIMILARITY_RULES)
      .filter(([, rule]) => !section('similar').includes(rule))
      .map(([by]) => by);
    expect(missing).toEqual([]);
  });

  it('gives the REST v1 key order exactly', () => {
    expect(section('rest/v1/all')).toContain(`\`${V1_KEYS.join(', ')}\``);
  });
});

describe('docs/api.md examples are real', () => {
  it('curls only static files that exist in the build', () => {
    const missing = curlUrls(doc)
      .filter(isStatic)
      .map((u) => decodeURIComponent(u.pathname))
      .filter((path) => !existsSync(join(outDir(), path)));
    expect(missing).toEqual([]);
  });

  it('curls query-form URLs only of routes in the table', () => {
    const unknown = curlUrls(doc)
      .filter((u) => !isStatic(u) && !routeOf(u))
      .map((u) => u.href);
    expect(unknown).toEqual([]);
  });

  it('shows complete JSON excerpts that equal the answer of the curl above them', () => {
    const blocks = [...doc.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, body: m[2]! }));
    const wrong: string[] = [];
    let compared = 0;
    blocks.forEach((block, i) => {
      const previous = blocks[i - 1];
      if (block.lang !== 'json' || block.body.includes('…') || previous?.lang !== 'sh') return;
      const urls = curlUrls(previous.body);
      const file = urls.find(isStatic);
      const url = file ?? urls[0];
      if (!url) return;
      const actual: unknown = file ? JSON.parse(readFileSync(join(outDir(), decodeURIComponent(file.pathname)), 'utf8')) : answerOf(url);
      compared++;
      let shown: unknown;
      try {
        shown = JSON.parse(block.body);
      } catch {
        return void wrong.push(`${url.href}: excerpt is not JSON (mark elisions with …)`);
      }
      if (!isDeepStrictEqual(shown, actual)) wrong.push(`${url.href}: got ${JSON.stringify(actual)}`);
    });
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(0);
  });
});

describe('docs/api.md hosting budget', () => {
  it('states the file count of each folder as the build writes it', () => {
    const rows = tableRows(section('Hosting budget')).filter((cells) => code(cells[0])?.endsWith('/'));
    const wrong = rows
      .map(([folder, files]) => ({ folder: code(folder)!, stated: Number(files), actual: filesUnder(join(outDir(), code(folder)!)).length }))
      .filter((r) => r.stated !== r.actual)
      .map((r) => `${r.folder}: doc says ${r.stated}, build has ${r.actual}`);
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  // Each host's upload against its limit: tests/hosts/uploads.test.ts.
  it('holds: the build has no .br or .gz siblings', () => {
    expect(filesUnder(outDir()).filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
  });
});
