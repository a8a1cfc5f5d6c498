/**
 * @module
 * Every way the project folds text to compare it, in one place, each for its own reason: the
 * API's comparison (case-, accent- and whitespace-insensitive); the search's letter-by-letter fold, which must agree with match-sorter's; and the
 * compact key that ignores punctuation too, for matching names across sources. The ASCII slug
 * and the name key are in slug.ts: the slugger's tables stay out of the pages that only search.
 */
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
