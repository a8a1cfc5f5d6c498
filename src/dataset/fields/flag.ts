const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an alpha-2 code: two regional-indicator symbols (the source misses BQ's). */
export function flagEmoji(cca2: string): string {
  return String.fromCodePoint(...[...cca2.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}
