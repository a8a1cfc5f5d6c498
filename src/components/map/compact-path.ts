/**
 * @module
 * Shorter SVG path data for the build-time maps. d3-geo writes absolute coordinates
 * (`M493.1,53.2L495.6,54.1…`); the same outline as relative moves from one point to the
 * next (`M493.1 53.2l2.5.9…`) is about half the bytes, and the maps are most of a page.
 * The arithmetic is in whole tenths, so the points are exactly those of the input.
 */

/** A number of tenths as the shortest decimal: 15 → "1.5", -3 → "-.3", 20 → "2". */
function fmt(tenths: number): string {
  const abs = Math.abs(tenths);
  const whole = Math.floor(abs / 10);
  const frac = abs % 10;
  return (tenths < 0 ? '-' : '') + (frac === 0 ? String(whole) : `${whole === 0 ? '' : whole}.${frac}`);
}

/** Joins numbers with the fewest separators a path parser still splits correctly. */
function joinNumbers(numbers: readonly string[]): string {
  let out = '';
  let previous = '';
  for (const n of numbers) {
    // "-" always starts a number; "." starts one only after a number that has its own ".".
    const glued = n.startsWith('-') || (n.startsWith('.') && previous.includes('.'));
    out += (out !== '' && !glued ? ' ' : '') + n;
    previous = n;
  }
  return out;
}

/**
 * Rewrites path data made of M, L and Z commands with absolute coordinates (what d3-geo's
 * path generator writes with `digits(1)`) as one absolute move per ring and relative lines.
 * Throws on any other command rather than silently drawing something else.
 */
export function compactPath(d: string): string {
  let out = '';
  let current: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  let pending: string[] = [];
  const flush = () => {
    if (pending.length > 0) out += 'l' + joinNumbers(pending);
    pending = [];
  };
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    if (command === 'Z' || command === 'z') {
      flush();
      out += 'z';
      current = start;
      continue;
    }
    if (command !== 'M' && command !== 'L') throw new Error(`compactPath: unsupported command ${command}`);
    const values = (args!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map((v) => Math.round(Number(v) * 10));
    if (values.length < 2 || values.length % 2 !== 0) throw new Error(`compactPath: bad coordinates after ${command}`);
    let i = 0;
    if (command === 'M') {
      flush();
      current = start = [values[0]!, values[1]!];
      out += 'M' + joinNumbers([fmt(values[0]!), fmt(values[1]!)]);
      i = 2;
    }
    for (; i < values.length; i += 2) {
      pending.push(fmt(values[i]! - current[0]), fmt(values[i + 1]! - current[1]));
      current = [values[i]!, values[i + 1]!];
    }
  }
  flush();
  return out;
}
