/**
 * @module
 * How the map view frames a selection: in the world centred on Greenwich, or on the Pacific
 * where the selection lies across it (Oceania), zoomed to the main parts of its countries with a
 * margin, in the world map's own proportions (so the map keeps its size on the page); the whole
 * world when the selection spreads over most of it. Pure: from each country's box in each framing.
 */
import type { FrameName, MapBox } from './selection-map-data.ts';

export interface Framing {
  readonly frame: FrameName;
  /** The part of the map to show; null for the whole world. */
  readonly box: MapBox | null;
}

/** A selection wider or taller than this share of the world is shown whole. */
const WHOLE_WORLD = 0.7;
/** The margin around the selection, as a share of its size. */
const MARGIN = 0.08;
/** The least the map zooms out to, as a share of the world's width (a single small country is shown with its region). */
const SMALLEST = 0.12;

interface Extent {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function extentOf(codes: readonly string[], boxes: Readonly<Record<string, Readonly<Record<FrameName, MapBox>>>>, frame: FrameName): Extent | null {
  let extent: Extent | null = null;
  for (const code of codes) {
    const box = boxes[code]?.[frame];
    if (!box) continue;
    const [x, y, w, h] = box;
    extent = extent
      ? { x0: Math.min(extent.x0, x), y0: Math.min(extent.y0, y), x1: Math.max(extent.x1, x + w), y1: Math.max(extent.y1, y + h) }
      : { x0: x, y0: y, x1: x + w, y1: y + h };
  }
  return extent;
}

export function frameSelection(
  codes: readonly string[],
  boxes: Readonly<Record<string, Readonly<Record<FrameName, MapBox>>>>,
  world: { readonly width: number; readonly height: number },
): Framing {
  const atlantic = extentOf(codes, boxes, 'atlantic');
  const pacific = extentOf(codes, boxes, 'pacific');
  if (!atlantic || !pacific) return { frame: 'atlantic', box: null };
  const width = (e: Extent) => e.x1 - e.x0;
  // The Pacific framing only where it holds the selection much more tightly.
  const frame: FrameName = width(pacific) < width(atlantic) * 0.8 ? 'pacific' : 'atlantic';
  const e = frame === 'pacific' ? pacific : atlantic;
  const whole: Framing = { frame: 'atlantic', box: null };
  if (width(e) > world.width * WHOLE_WORLD || e.y1 - e.y0 > world.height * WHOLE_WORLD) return whole;
  const aspect = world.width / world.height;
  let w = Math.max(width(e) * (1 + 2 * MARGIN), world.width * SMALLEST);
  let h = Math.max((e.y1 - e.y0) * (1 + 2 * MARGIN), w / aspect);
  w = Math.max(w, h * aspect);
  h = w / aspect;
  if (w >= world.width || h >= world.height) return whole;
  const clamp = (v: number, size: number, total: number) => Math.min(Math.max(v, 0), total - size);
  const x = clamp((e.x0 + e.x1) / 2 - w / 2, w, world.width);
  const y = clamp((e.y0 + e.y1) / 2 - h / 2, h, world.height);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { frame, box: [round(x), round(y), round(w), round(h)] };
}
