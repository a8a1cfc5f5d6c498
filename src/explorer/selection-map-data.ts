/**
 * @module
 * The world map of the explorer's map view: every country's outline (or a point for those too
 * small for the 1:110m atlas), projected and written at build time as one static file that the
 * island fetches the first time the map view opens. The shape of that file, shared by the page
 * that writes it and the island that reads it.
 */

/** Under the site root. */
export const SELECTION_MAP_FILE = 'maps/countries-110m.json';

/** A part of the map shown enlarged, where countries are too small to tell apart on the world map. */
export interface MapInset {
  readonly id: string;
  readonly label: string;
  /** x, y, width, height in the map's coordinates. */
  readonly box: readonly [number, number, number, number];
}

export interface SelectionMapData {
  readonly width: number;
  readonly height: number;
  /** The globe's outline (path data). */
  readonly sphere: string;
  /** Path data by alpha-2 code. */
  readonly shapes: Readonly<Record<string, string>>;
  /** Where to mark the countries that have no shape at this scale, by alpha-2 code. */
  readonly points: Readonly<Record<string, readonly [number, number]>>;
  readonly insets: readonly MapInset[];
}
