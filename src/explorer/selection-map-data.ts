/**
 * @module
 * The world map of the explorer's map view: every country's outline (or a point for those too
 * small for the 1:110m atlas), projected and written at build time as static files that the
 * island fetches the first time the map view opens: the world centred on Greenwich, with the box
 * of each country's main part in that framing and in the one centred on the Pacific (so a
 * selection can be framed), and the Pacific framing's drawing in a file of its own, fetched only
 * for a selection that lies across the Pacific (Oceania). The shape of those files, shared by the
 * pages that write them and the island that reads them.
 */

/** Under the site root. */
export const SELECTION_MAP_FILE = 'maps/countries-110m.json';
export const PACIFIC_MAP_FILE = 'maps/countries-110m-pacific.json';

/** x, y, width, height in the map's coordinates. */
export type MapBox = readonly [number, number, number, number];

/** A part of the map shown enlarged, where countries are too small to tell apart on the world map. */
export interface MapInset {
  readonly id: string;
  readonly label: string;
  readonly box: MapBox;
}

/** The world in one framing. */
export interface MapDrawing {
  readonly width: number;
  readonly height: number;
  /** The globe's outline (path data). */
  readonly sphere: string;
  /** Path data by alpha-2 code. */
  readonly shapes: Readonly<Record<string, string>>;
  /** Where to mark the countries that have no shape at this scale, by alpha-2 code. */
  readonly points: Readonly<Record<string, readonly [number, number]>>;
}

export type FrameName = 'atlantic' | 'pacific';

export interface SelectionMapData extends MapDrawing {
  readonly insets: readonly MapInset[];
  /** The box of each country's main part (its largest polygon, or its point), in each framing, by alpha-2 code. */
  readonly boxes: Readonly<Record<string, Readonly<Record<FrameName, MapBox>>>>;
}
