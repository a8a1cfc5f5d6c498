/**
 * @module
 * The colours a flag's text alternative names, and the basic colours a measured colour may be
 * called, so that a flag can be checked against its own description
 * (src/dataset/references/flag-alt.test.ts).
 */

export const BASIC_COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'white', 'black'] as const;
export type BasicColour = (typeof BASIC_COLOURS)[number];

/** The words of a description for each basic colour (gold is yellow, maroon red, turquoise blue). */
const WORDS: Readonly<Record<BasicColour, RegExp>> = {
  red: /\b(red|maroon|crimson|scarlet|vermilion|burgundy)\b/i,
  orange: /\b(orange|saffron|copper)/i,
  yellow: /\b(yellow|gold|golden)\b/i,
  green: /\bgreen\b/i,
  blue: /\b(blue|azure|navy|ultramarine|turquoise|aquamarine|teal|cyan)\b/i,
  white: /\bwhite\b/i,
  black: /\bblack\b/i,
};
/** A description that names the Union Jack names its red, white and blue. */
const UNION_JACK = /\b(UK flag|Union Jack|flag of the United Kingdom)\b/i;

/** The basic colours a description names. */
export function coloursNamed(alt: string): Set<BasicColour> {
  const named = new Set(BASIC_COLOURS.filter((c) => WORDS[c].test(alt)));
  if (UNION_JACK.test(alt)) for (const c of ['red', 'white', 'blue'] as const) named.add(c);
  return named;
}

/**
 * The basic colours `#rrggbb` may be called, by hue, lightness and saturation: one, or two at a
 * boundary that descriptions draw either way (gold is yellow or orange, teal green or blue); none
 * for greys and browns.
 */
export function basicColours(hex: string): BasicColour[] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (lightness > 0.85 && chroma < 0.2) return ['white'];
  if (lightness < 0.18 && chroma < 0.25) return ['black'];
  if (chroma < 0.15) return [];
  const hue = max === r ? (60 * ((g - b) / chroma) + 360) % 360 : max === g ? 60 * ((b - r) / chroma) + 120 : 60 * ((r - g) / chroma) + 240;
  if (hue >= 330 || hue < 8) return ['red'];
  if (hue < 20) return ['red', 'orange'];
  if (hue < 35) return ['orange'];
  if (hue < 50) return ['orange', 'yellow'];
  if (hue < 70) return ['yellow'];
  if (hue < 155) return ['green'];
  if (hue < 195) return ['green', 'blue'];
  if (hue < 265) return ['blue'];
  return [];
}
