/**
 * @module
 * The cities a country's locator marks: a dot for each of its largest cities and its capitals,
 * and the names of the few largest, placed where they overlap neither each other nor another
 * dot. The dots are drawn in the map's own coordinates (they grow with it); the names are text
 * of a fixed size, placed in percentages of the drawing, so they stay readable at any width.
 * Placed for the narrowest drawing a page has (a 320 px phone): wider, the dots move apart and
 * the names keep their size, so what did not overlap there overlaps nowhere.
 */
import type { Box } from './projection.ts';

export interface MarkedCity {
  readonly name: string;
  readonly population: number;
  /** Its role among the country's capitals (`official`, `administrative`…); null for none. */
  readonly capital: string | null;
  readonly latlng: readonly [number, number];
}

export interface CityDot {
  readonly name: string;
  /** In the map's coordinates (the box's). */
  readonly x: number;
  readonly y: number;
  readonly capital: boolean;
}

export interface CityLabel {
  readonly name: string;
  /** Where the dot is, in percent of the drawing's width and height. */
  readonly left: number;
  readonly top: number;
  /** Where the name is written: beside the dot, right or left of it, or centred above or below it. */
  readonly side: LabelSide;
  readonly capital: boolean;
}

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface CityMarks {
  readonly dots: readonly CityDot[];
  readonly labels: readonly CityLabel[];
}

/** The drawing's width over its height (the locator's, see LOCATOR_DEFAULTS). */
const ASPECT = 2;
/** The narrowest drawing: a 320 px phone's card, inside its margins and padding. */
export const NARROWEST_PX = 250;
/** The names' size (the site's smallest text), a character's width at most, and a line's height, in px. */
export const LABEL_FONT_PX = 12;
export const CHAR_PX = 7.2;
export const LINE_PX = 14;
/** From the dot's centre to its name, and the room a dot takes, in px. */
export const LABEL_GAP_PX = 5;
const DOT_PX = 4;

export interface CityMarkOptions {
  /** How many cities are named at most (a capital among them). */
  readonly named: number;
  readonly narrowestPx: number;
}

const DEFAULTS: CityMarkOptions = { named: 4, narrowestPx: NARROWEST_PX };

/** The sides a name may take, in order of preference. */
const SIDES: readonly LabelSide[] = ['right', 'left', 'above', 'below'];

/** The box a name of that width takes on that side of a dot at (x, y), in px. */
export function labelRect(side: LabelSide, x: number, y: number, textWidth: number): Rect {
  if (side === 'right') return { x0: x + LABEL_GAP_PX, y0: y - LINE_PX / 2, x1: x + LABEL_GAP_PX + textWidth, y1: y + LINE_PX / 2 };
  if (side === 'left') return { x0: x - LABEL_GAP_PX - textWidth, y0: y - LINE_PX / 2, x1: x - LABEL_GAP_PX, y1: y + LINE_PX / 2 };
  // A line above or below the line of the names beside it.
  const y0 = side === 'above' ? y - LINE_PX * 1.5 : y + LINE_PX / 2;
  return { x0: x - textWidth / 2, y0, x1: x + textWidth / 2, y1: y0 + LINE_PX };
}

/** How a name is written on each side: its anchor, and from the dot to its baseline, in px (a line's middle is 0.35em above it). */
export const LABEL_PLACEMENT: Readonly<Record<LabelSide, { anchor: 'start' | 'end' | 'middle'; dx: number; dy: number }>> = {
  right: { anchor: 'start', dx: LABEL_GAP_PX, dy: 0.35 * LABEL_FONT_PX },
  left: { anchor: 'end', dx: -LABEL_GAP_PX, dy: 0.35 * LABEL_FONT_PX },
  above: { anchor: 'middle', dx: 0, dy: -LINE_PX + 0.35 * LABEL_FONT_PX },
  below: { anchor: 'middle', dx: 0, dy: LINE_PX + 0.35 * LABEL_FONT_PX },
};

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The dots and names of `cities` (largest first) on a locator framing `box`, `project` placing a
 * `[lng, lat]` on the map. Cities outside the frame (an overseas territory's) get no dot.
 */
export function cityMarks(
  cities: readonly MarkedCity[],
  box: Box,
  project: (lngLat: [number, number]) => [number, number] | null,
  options: CityMarkOptions = DEFAULTS,
): CityMarks {
  const dots: CityDot[] = [];
  for (const city of cities) {
    const at = project([city.latlng[1], city.latlng[0]]);
    if (!at || at[0] < box.x || at[0] > box.x + box.width || at[1] < box.y || at[1] > box.y + box.height) continue;
    dots.push({ name: city.name, x: at[0], y: at[1], capital: city.capital !== null });
  }
  // The drawing as `preserveAspectRatio="xMidYMid meet"` fits the box into it, in fractions of its width.
  const scale = Math.min(ASPECT / box.width, 1 / box.height);
  const offsetX = (ASPECT - box.width * scale) / 2;
  const offsetY = (1 - box.height * scale) / 2;
  const width = options.narrowestPx;
  const height = width / ASPECT;
  const placed = dots.map((d) => ({ dot: d, left: ((offsetX + (d.x - box.x) * scale) / ASPECT) * 100, top: (offsetY + (d.y - box.y) * scale) * 100 }));
  const dotRect = (p: (typeof placed)[number]): Rect => {
    const [x, y] = [(p.left / 100) * width, (p.top / 100) * height];
    return { x0: x - DOT_PX / 2, y0: y - DOT_PX / 2, x1: x + DOT_PX / 2, y1: y + DOT_PX / 2 };
  };
  const taken: Rect[] = [];
  const labels: CityLabel[] = [];
  // Capitals first, then the largest.
  const order = [...placed.filter((p) => p.dot.capital), ...placed.filter((p) => !p.dot.capital)];
  for (const p of order) {
    if (labels.length >= options.named) break;
    const [x, y] = [(p.left / 100) * width, (p.top / 100) * height];
    const textWidth = [...p.dot.name].length * CHAR_PX;
    const others = placed.filter((o) => o !== p).map(dotRect);
    const inside = (r: Rect) => r.x0 >= 0 && r.x1 <= width && r.y0 >= 0 && r.y1 <= height && !taken.some((t) => overlaps(t, r));
    const clear = (r: Rect) => inside(r) && !others.some((t) => overlaps(t, r));
    const sides = SIDES.map((side) => ({ side, rect: labelRect(side, x, y, textWidth) }));
    // Where no other dot is, else over a smaller city's dot (the name has a halo): never over another name.
    const chosen = sides.find((c) => clear(c.rect)) ?? sides.find((c) => inside(c.rect));
    if (!chosen) continue;
    taken.push(chosen.rect);
    labels.push({ name: p.dot.name, left: p.left, top: p.top, side: chosen.side, capital: p.dot.capital });
  }
  return { dots, labels };
}
