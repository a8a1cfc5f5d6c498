/**
 * @module
 * The ASCII slug of a name (a static path's, a download's name) and the key names are compared
 * by. Apart from text-fold.ts so that the slugger's transliteration tables load only where a
 * slug is made, not with every page that searches.
 */
import slugify from '@sindresorhus/slugify';
import { fold } from './text-fold.ts';

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
