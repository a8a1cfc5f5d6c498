import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FLAG_PNG_WIDTH, renderFlagPngs } from './flag-png-fs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'countries-flag-png-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><rect width="3" height="2" fill="${fill}"/></svg>`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const widthOf = (png: Uint8Array) => Buffer.from(png).readUInt32BE(16);

describe('renderFlagPngs', () => {
  const svgFile = join(scratch, 'flag.svg');
  const cacheDir = join(scratch, 'cache');

  it('renders each flag as a PNG of the width REST Countries used', async () => {
    writeFileSync(svgFile, svg('#c00'));
    const png = (await renderFlagPngs([{ cca2: 'XA', svgFile }], cacheDir)).get('XA')!;
    expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(widthOf(png)).toBe(FLAG_PNG_WIDTH);
    // What it rendered is kept for the next build, and is the same bytes as a fresh rendering.
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const fresh = (await renderFlagPngs([{ cca2: 'XA', svgFile }], join(scratch, 'other-cache'))).get('XA')!;
    expect(Buffer.from(fresh).equals(Buffer.from(png))).toBe(true);
  });

  it('reads an unchanged flag back from the cache, and renders a changed one again', async () => {
    writeFileSync(svgFile, svg('#c00'));
    const [cached] = readdirSync(cacheDir);
    // A marker in place of the cached rendering: seen only if the cache is read.
    writeFileSync(join(cacheDir, cached!), 'cached');
    expect(Buffer.from((await renderFlagPngs([{ cca2: 'XA', svgFile }], cacheDir)).get('XA')!).toString()).toBe('cached');

    writeFileSync(svgFile, svg('#00c'));
    const changed = (await renderFlagPngs([{ cca2: 'XA', svgFile }], cacheDir)).get('XA')!;
    expect([...changed.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });
});
