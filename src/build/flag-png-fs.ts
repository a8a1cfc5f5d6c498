/**
 * @module
 * The flags' PNG renderings (REST Countries v3.1's `flags.png`, the table's thumbnails), each kept
 * in a cache folder under the hash of everything that makes it: the SVG's bytes, the rendering
 * and encoding settings, and the versions of resvg, sharp and libvips. A flag whose SVG is
 * unchanged is read back rather than rendered and quantised again (about 2.1 s of CPU for the
 * 250); a changed SVG, setting or version hashes to another name, so nothing stale is served.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** REST Countries' `flags.png` was 320 pixels wide. */
export const FLAG_PNG_WIDTH = 320;

// The flags draw no text, so no fonts are loaded.
const RESVG_OPTIONS = { fitTo: { mode: 'width', value: FLAG_PNG_WIDTH }, font: { loadSystemFonts: false } } as const;
// A palette of at most 256 colours (libimagequant): a third of the bytes, no visible change for
// flags, and no image over 15 KB where full-colour ones reached 45 KB (Saint Pierre and Miquelon).
// Not dithered: flags are flat colours, the bytes are the same, and the quantisation takes 14 %
// less CPU. Quantising at effort 3 rather than sharp's 7 takes half the CPU (1.2 s rather than
// 2.3 s for the 250): 500 KB rather than 495, the largest 14.5 KB, the same error against the
// full-colour rendering (mean squared error 12.9 rather than 12.6 of 65,025).
const SHARP_PNG_OPTIONS = { palette: true, quality: 90, effort: 3, compressionLevel: 9, dither: 0 } as const;

/** One flag: its code and its SVG file. */
export interface FlagSource {
  cca2: string;
  svgFile: string;
}

/**
 * Renders each flag's SVG at FLAG_PNG_WIDTH by resvg on libuv's thread pool, so that it runs
 * beside the pages' build, or reads it from `cacheDir`; kept in memory, since the pages' build
 * empties the output folder.
 */
export async function renderFlagPngs(flags: readonly FlagSource[], cacheDir: string): Promise<ReadonlyMap<string, Uint8Array>> {
  const [{ renderAsync }, { default: sharp }] = await Promise.all([import('@resvg/resvg-js'), import('sharp')]);
  const resvgVersion = (createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version;
  const recipe = JSON.stringify({ resvg: resvgVersion, sharp: sharp.versions.sharp, vips: sharp.versions.vips, RESVG_OPTIONS, SHARP_PNG_OPTIONS });
  mkdirSync(cacheDir, { recursive: true });
  const render = async (svg: Buffer): Promise<Uint8Array> => {
    const file = join(cacheDir, `${createHash('sha256').update(recipe).update('\0').update(svg).digest('hex')}.png`);
    try {
      return new Uint8Array(readFileSync(file));
    } catch {
      const png = (await renderAsync(svg, RESVG_OPTIONS)).asPng();
      const palette = new Uint8Array(await sharp(png).png(SHARP_PNG_OPTIONS).toBuffer());
      // Written aside and renamed: a build reading the cache at the same time sees a whole file or none.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, palette);
      renameSync(partial, file);
      return palette;
    }
  };
  return new Map(await Promise.all(flags.map(async (f) => [f.cca2, await render(readFileSync(f.svgFile))] as const)));
}

/** Writes the renderings as `/flags/DE.png` beside the SVG files. */
export function writeFlagPngs(pngs: ReadonlyMap<string, Uint8Array>, outDir: string): number {
  const dir = join(outDir, 'flags');
  mkdirSync(dir, { recursive: true });
  for (const [cca2, png] of pngs) writeFileSync(join(dir, `${cca2}.png`), png);
  return pngs.size;
}
