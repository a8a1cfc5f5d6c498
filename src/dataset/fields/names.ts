/**
 * @module
 * Names as the sources write them, with one repair: world-countries' Slovak names spell the
 * digraph dž with the one-character compatibility letters of Unicode's Croatian digraphs
 * (`Taǆikistan`, `ǅibutsko`), which search, sorting and most fonts treat apart from d + ž.
 */

/** The Latin digraph letters DŽ Dž dž LJ Lj lj NJ Nj nj (U+01C4–U+01CC), each as its two letters. */
const DIGRAPH_LETTER = /[\u01C4-\u01CC]/g;

export const splitDigraphs = (name: string): string => name.replace(DIGRAPH_LETTER, (letter) => letter.normalize('NFKC'));

type NamePair = { common: string; official: string };

/** Translations keyed by ISO 639-3 code (the source's `per` is `fas`), their digraphs split. */
export function translationsOf(translations: Readonly<Record<string, NamePair>>): Record<string, NamePair> {
  return Object.fromEntries(
    Object.entries(translations).map(([language, { common, official }]) => [
      language === 'per' ? 'fas' : language,
      { common: splitDigraphs(common), official: splitDigraphs(official) },
    ]),
  );
}
