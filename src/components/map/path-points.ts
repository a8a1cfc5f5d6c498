/**
 * @module
 * Reading path data back (for the tests of the maps' drawings).
 */

/**
 * The points a path draws, read the way the SVG grammar reads path data (a number ends where
 * a "-" or a second "." begins), with relative commands made absolute.
 */
export function pathPoints(d: string): [number, number][][] {
  const rings: [number, number][][] = [];
  let [x, y] = [0, 0];
  for (const [, cmd, args] of d.matchAll(/([MLZmlz])([^MLZmlz]*)/g)) {
    const n = (args!.match(/[-+]?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (cmd === 'Z' || cmd === 'z') continue;
    for (let i = 0; i < n.length; i += 2) {
      const relative = cmd === 'l' || cmd === 'm';
      [x, y] = relative ? [x + n[i]!, y + n[i + 1]!] : [n[i]!, n[i + 1]!];
      if ((cmd === 'M' || cmd === 'm') && i === 0) rings.push([]);
      // + 0 folds -0 into 0: the same point either way.
      rings.at(-1)!.push([Math.round(x * 10) / 10 + 0, Math.round(y * 10) / 10 + 0]);
    }
  }
  return rings;
}
