/**
 * @module
 * Shorter SVG path data for the build-time maps. d3-geo's path generator writes absolute
 * coordinates (`M493.1,53.2L495.6,54.1…`); the same outline as relative moves from one point to
 * the next (`M493.1 53.2l2.5.9…`) is about half the bytes, and the maps are most of a page.
 * `CompactPath` is a drawing context for d3-geo's path generator that writes that form at once
 * (writing d3's absolute form and then rewriting it took a locator twice as long). Points are
 * rounded to whole tenths, as d3's `digits(1)` rounds them, and the arithmetic stays in tenths,
 * so the points drawn are exactly d3's.
 */
import type { GeoContext } from 'd3-geo';

/** A number of tenths as the shortest decimal: 15 → "1.5", -3 → "-.3", 20 → "2". */
function fmt(tenths: number): string {
  const abs = Math.abs(tenths);
  const whole = Math.floor(abs / 10);
  const frac = abs % 10;
  return (tenths < 0 ? '-' : '') + (frac === 0 ? String(whole) : `${whole === 0 ? '' : whole}.${frac}`);
}

/**
 * The drawing context `geoPath(projection, context)` draws on: moves, lines and closes (d3-geo
 * draws points as arcs, which no map here has). `toString` is the path data drawn so far.
 */
export class CompactPath implements GeoContext {
  #out = '';
  #x = 0;
  #y = 0;
  #startX = 0;
  #startY = 0;
  /** The last number written to the current run of relative lines ('' when none is open). */
  #previous = '';

  /** Appends a number with the fewest separators a path parser still splits correctly. */
  #number(n: string): void {
    // "-" always starts a number; "." starts one only after a number that has its own ".".
    const glued = n.startsWith('-') || (n.startsWith('.') && this.#previous.includes('.'));
    this.#out += (this.#previous !== '' && !glued ? ' ' : '') + n;
    this.#previous = n;
  }

  /** Part of the context's type; d3-geo's path generator does not call it. */
  beginPath(): void {}

  moveTo(x: number, y: number): void {
    this.#x = this.#startX = Math.round(x * 10);
    this.#y = this.#startY = Math.round(y * 10);
    this.#out += 'M';
    this.#previous = '';
    this.#number(fmt(this.#x));
    this.#number(fmt(this.#y));
    this.#previous = '';
  }

  lineTo(x: number, y: number): void {
    const tx = Math.round(x * 10);
    const ty = Math.round(y * 10);
    if (this.#previous === '') this.#out += 'l';
    this.#number(fmt(tx - this.#x));
    this.#number(fmt(ty - this.#y));
    this.#x = tx;
    this.#y = ty;
  }

  closePath(): void {
    this.#out += 'z';
    this.#x = this.#startX;
    this.#y = this.#startY;
    this.#previous = '';
  }

  arc(): void {
    throw new Error('CompactPath draws no points: give the map polygons and lines.');
  }

  toString(): string {
    return this.#out;
  }
}
