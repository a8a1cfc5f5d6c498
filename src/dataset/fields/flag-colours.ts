/**
 * @module
 * A flag's colours, measured on its own image (rendered at build time without anti-aliasing, so
 * its pixels are the flag's own colours): every colour's share of the flag's area, shades of one
 * colour (a coat of arms' shading) counted together, and the six swatches of the Vibrant
 * algorithm (node-vibrant's default generator) chosen among them.
 */
import { Swatch } from '@vibrant/color';
import { DefaultGenerator } from '@vibrant/generator-default';
import type { FlagColours } from '../schema.ts';

/** Colours closer than this (Euclidean distance in RGB) are shades of one colour. */
const SHADE_DISTANCE = 32;
/** A colour of a smaller share is a detail (a star's outline, a letter of a motto), not part of the palette. */
const MIN_PROPORTION = 0.005;
const MAX_PALETTE = 8;

const hexOf = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;
const channels = (rgb: number): [number, number, number] => [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
const distance = (a: number, b: number) => {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
};

/** The colours of a flag from its pixels (RGBA, 8 bits a channel); transparent pixels are no part of it. */
export function flagColours(rgba: Uint8Array | Uint8ClampedArray): FlagColours {
  const counts = new Map<number, number>();
  let area = 0;
  // Counted by runs of one colour (a flag's rows are mostly long runs), each run added at once.
  let run = -1;
  let length = 0;
  const endRun = () => {
    if (length > 0) counts.set(run, (counts.get(run) ?? 0) + length);
    area += length;
  };
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < 128) continue;
    const rgb = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
    if (rgb === run) {
      length++;
      continue;
    }
    endRun();
    run = rgb;
    length = 1;
  }
  endRun();
  const byArea = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  // Each colour joins the largest colour it is a shade of, if any: that colour names the group.
  const groups: Array<{ rgb: number; count: number }> = [];
  for (const [rgb, count] of byArea) {
    const group = groups.find((g) => distance(g.rgb, rgb) < SHADE_DISTANCE);
    if (group) group.count += count;
    else groups.push({ rgb, count });
  }
  groups.sort((a, b) => b.count - a.count || a.rgb - b.rgb);
  const share = (count: number) => Math.round((count / area) * 10_000) / 10_000;
  const palette = groups.filter((g) => g.count / area >= MIN_PROPORTION).slice(0, MAX_PALETTE);
  const generated = DefaultGenerator(palette.map((g) => new Swatch(channels(g.rgb), g.count)));
  // The generator makes up a colour for a missing swatch (population 0): the flag has none of that kind.
  const swatch = (name: string) => {
    const found = (generated as Record<string, Swatch | null>)[name];
    return found && found.population > 0 ? found.hex : null;
  };
  return {
    dominant: palette[0] ? hexOf(palette[0].rgb) : '',
    prominent: byArea[0] ? hexOf(byArea[0][0]) : '',
    palette: palette.map((g) => ({ hex: hexOf(g.rgb), proportion: share(g.count) })),
    swatches: {
      vibrant: swatch('Vibrant'),
      muted: swatch('Muted'),
      dark_vibrant: swatch('DarkVibrant'),
      dark_muted: swatch('DarkMuted'),
      light_vibrant: swatch('LightVibrant'),
      light_muted: swatch('LightMuted'),
    },
  };
}
