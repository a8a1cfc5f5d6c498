/**
 * @module
 * How the API compares text: case-, accent- and whitespace-insensitive, and how a name
 * becomes the ASCII slug of its static path.
 */
import slugify from '@sindresorhus/slugify';

/** Lower case, no diacritics, one space between words, typographic apostrophes unified. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** ASCII slug of a name (`Côte d'Ivoire` → `cote-d-ivoire`); empty for scripts it cannot transliterate. */
export function slug(text: string): string {
  return slugify(text);
}

/**
 * The key two names are compared by: their slug, so punctuation and spacing don't matter, or the
 * folded text for names without a Latin transliteration (日本).
 */
export function nameKey(text: string): string {
  return slug(text) || fold(text);
}
