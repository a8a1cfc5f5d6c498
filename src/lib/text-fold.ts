/**
 * @module
 * Every way the project folds text to compare it, in one place, each for its own reason: the
 * API's comparison (case-, accent- and whitespace-insensitive) and the ASCII slug of a static
 * path; the search's letter-by-letter fold, which must agree with match-sorter's; and the
 * compact key that ignores punctuation too, for matching names across sources.
 */
import slugify from '@sindresorhus/slugify';
import removeAccents from 'remove-accents';

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

/**
 * The search's fold: accents removed letter by letter (the remove-accents table) and lower case,
 * nothing else, so positions within a term stay put. match-sorter removes accents with a smaller
 * table, then lower-cases: this fold is at least as strong, so "the query's letters in order in
 * the term" under match-sorter's fold implies the same under this one.
 */
export const foldForSearch = (text: string): string => removeAccents(text).toLowerCase();

/**
 * Letters and digits alone, without marks, in lower case: "Côte d’Ivoire" is "cotedivoire" and
 * "Washington D.C." is "Washington, D.C.", for matching a name written by another source or a
 * person, where spaces and punctuation are noise.
 */
export const compactKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
