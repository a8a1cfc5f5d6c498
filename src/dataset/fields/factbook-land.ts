/**
 * @module
 * The Factbook's Geography entries for elevations and coastlines, in every form its profiles
 * write them (each form has a test in factbook-land.test.ts):
 * - elevation: `Zugspitze 2,963 m`; the unit left out (`Mont Blanc 4,810`: the entry is in metres
 *   by the Factbook's definition); a remark in brackets before or after the figure
 *   (`Cerro Aconcagua (located in …; highest point in South America) 6,962 m`); a note after a
 *   line break or a semicolon (`Pik Khan-Tengri 7,010 m\nnote - …`); several places, one per
 *   island (`Baker Island, unnamed location 8 m; Howland Island, …`: the highest or the lowest of
 *   them). Not read: a bound (`more than -3,500 m`) and a past height (`… height was 915 m`).
 * - coastline: `2,389 km`; `0 km (landlocked)`; its parts or a remark in brackets
 *   (`3,444 km (excludes islands)`); one line per island (`Baker Island: 4.8 km`…: their sum).
 *   Not read: a figure for a whole island that the territory shares (`58.9 km (for entire
 *   island)`), and a list with an island without a figure.
 */

const NUMBER = String.raw`-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?`;
const toNumber = (digits: string) => Number(digits.replace(/,/g, ''));

/** Splits on a separator outside brackets. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
    }
  }
  return [...parts, text.slice(start)].map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * A name without the remarks in brackets that describe it (`(highest point in Africa)`,
 * `(a volcano on Fogo Island)`, `(located …)`: they begin in lower case or hold a figure); other
 * names in brackets stay (`Sapitwa (Mount Mlanje)`).
 */
export function placeName(text: string): string {
  return text
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => (/^[a-z]/.test(inner) || /\d/.test(inner) ? '' : whole))
    .replace(/[,;:\s]+$/, '')
    .trim();
}

/** One place and its elevation: `Name 2,963 m`, the unit optional, a remark in brackets after it allowed. */
function readPlace(part: string): { name: string; metres: number } | undefined {
  const bare = part.replace(/\s*\([^()]*\)$/, '');
  const m = new RegExp(String.raw`^(.+?),?\s+(${NUMBER})(?:\s*m)?$`).exec(bare);
  if (!m || /\b(?:was|more than|less than|about)\b/.test(m[1]!)) return undefined;
  return { name: placeName(m[1]!), metres: toNumber(m[2]!) };
}

/** The highest or lowest point an elevation entry names; undefined for a form it does not read. */
export function readElevation(text: string, which: 'highest' | 'lowest' = 'highest'): { name: string; metres: number } | undefined {
  const withoutNote = text
    .split(/\n\s*note\b|;\s*note\b/i)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  const parts = splitOutside(withoutNote, ';');
  const places = parts.map(readPlace);
  const first = places[0];
  if (!first) return undefined;
  // Several places, one per island or part: each must read; a following remark without a figure is not a place.
  const read = places.filter((p, i) => p !== undefined || !new RegExp(String.raw`(?:${NUMBER})\s*m\b`).test(parts[i]!));
  if (read.length !== places.length) return undefined;
  const found = places.filter((p): p is { name: string; metres: number } => p !== undefined);
  return found.reduce((best, p) => ((which === 'highest' ? p.metres > best.metres : p.metres < best.metres) ? p : best));
}

/** The coastline in km; undefined for a form it does not read. */
export function readCoastline(text: string): number | undefined {
  const trimmed = text.trim();
  const lines = trimmed.split(/\n/).map((l) => l.trim());
  if (lines.length > 1) {
    // One line per island: `Saint Helena: 60 km`; the total is their sum when every island has one.
    const figures = lines.map((l) => new RegExp(String.raw`^[^:]+:\s*(${NUMBER})\s*km$`).exec(l));
    if (figures.some((f) => !f)) return undefined;
    return Number(figures.reduce((sum, f) => sum + toNumber(f![1]!), 0).toFixed(3));
  }
  const m = new RegExp(String.raw`^(${NUMBER})\s*km(?:\s*\(([^()]*)\))?$`).exec(trimmed);
  if (!m) return undefined;
  if (m[2] !== undefined && /\bentire island\b/i.test(m[2])) return undefined;
  return toNumber(m[1]!);
}
