/**
 * @module
 * How the API compares text: case-, accent- and whitespace-insensitive, and how a name
 * becomes the ASCII slug of its static path.
 */
import slugify from '@sindresorhus/slugify';

/** Lower case, no diacritics, one space between words, typographic apostrophes unified. */
export function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      // Only the combining diacritics of Latin, Greek and Cyrillic: Indic vowel signs are letters.
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** ASCII slug of a name (`Côte d'Ivoire` → `cote-d-ivoire`); empty for scripts it cannot transliterate. */
export function slug(text: string): string {
  return slugify(text);
}

/**
 * The key two names are compared by: their slug, so punctuation and spacing don't matter, or the
 * folded text for names without a Latin transliteration (日本). Folded before slugging because the
 * slugger spells umlauts out (`ü` → `ue`), which would make `Turkiye` miss `Türkiye`.
 */
export function nameKey(text: string): string {
  const folded = fold(text);
  return slug(folded) || folded;
}

/** A country code as the files name it: upper case, a numeric code padded to three digits (`76` → `076`). */
export function normaliseCode(code: string): string {
  const trimmed = code.trim().toUpperCase();
  return /^\d{1,3}$/.test(trimmed) ? trimmed.padStart(3, '0') : trimmed;
}
