/**
 * Every country page stays within its budget on a first visit (issue 22: ≤ 40 KB transferred):
 * the page and every file a first visit loads with it (its styles, scripts and their imports,
 * its flag, its icon), as the server sends them to a browser on plain HTTP (gzip; Chromium asks
 * for brotli, the smaller, only on secure origins), status line and headers included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRY_BUDGET_KB, pageAssets } from '../../scripts/bench/page-weights.ts';
import { builtDataset, outDir } from '../helpers.ts';
import { request } from '../server/server-app.ts';

/** Bytes on the wire for one response: status line, headers, and the body as the app sends it. */
async function sentBytes(path: string): Promise<number> {
  const response = await request(path, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  expect(response.status, path).toBe(200);
  let bytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n\r\n`.length + (await response.arrayBuffer()).byteLength;
  response.headers.forEach((value, name) => (bytes += `${name}: ${value}\r\n`.length));
  return bytes;
}

describe('every country page on a first visit', () => {
  it(`transfers at most ${COUNTRY_BUDGET_KB} KB with all it loads, for each of the 250`, async () => {
    const readText = (path: string) => readFileSync(join(outDir(), path), 'utf8');
    const assetBytes = new Map<string, number>();
    const weights: { cca2: string; bytes: number }[] = [];
    for (const { cca2 } of builtDataset().countries) {
      const files = pageAssets(readText(`country/${cca2}/index.html`), readText);
      // The count is of what a page really loads: its flag and its icon at least.
      expect(files, cca2).toEqual(expect.arrayContaining([`flags/${cca2}.png`, 'favicon.svg']));
      let bytes = await sentBytes(`/country/${cca2}/`);
      for (const file of files) {
        if (!assetBytes.has(file)) assetBytes.set(file, await sentBytes(`/${file}`));
        bytes += assetBytes.get(file)!;
      }
      weights.push({ cca2, bytes });
    }
    expect(weights).toHaveLength(250);
    weights.sort((a, b) => b.bytes - a.bytes);
    const kb = (w: { cca2: string; bytes: number }) => `${w.cca2} ${(w.bytes / 1024).toFixed(1)} KB`;
    const over = weights.filter((w) => w.bytes > COUNTRY_BUDGET_KB * 1024).map(kb);
    expect(over, `heaviest ${kb(weights[0]!)}`).toEqual([]);
    // And the count is of real bytes: the heaviest page carries more than its flag.
    expect(weights[0]!.bytes).toBeGreaterThan(20 * 1024);
  });
});
