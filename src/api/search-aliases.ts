/**
 * @module
 * What people type for a country that its record does not hold: former names, demonyms the
 * record lacks (English, Scottish) and abbreviations (PRC, UAE), the constituent countries of the
 * United Kingdom, capitals in other languages and old spellings, common
 * misspellings, and everyday currency words. Curated by hand in `search-aliases.json`, each
 * with the Wikipedia article where it can be checked; an exact hit on one of them ranks first,
 * and the table says which one matched.
 *
 * Currency names themselves are searched too ("Japanese yen" finds Japan): the currency aliases
 * are words the names lack, or a currency only one country uses, whose exact word should put that
 * country first.
 */
import data from '../../data/search-aliases.json' with { type: 'json' };

export const ALIAS_KINDS = ['former name', 'demonym', 'abbreviation', 'part of the country', 'capital', 'misspelling', 'currency'] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];

export interface Alias {
  readonly text: string;
  /** Alpha-2 codes of the countries it stands for. */
  readonly countries: readonly string[];
  readonly kind: AliasKind;
  /** Where it can be checked. */
  readonly source: string;
}

const groups: Readonly<Record<string, readonly (readonly string[])[]>> = data.aliases;

export const ALIASES: readonly Alias[] = ALIAS_KINDS.flatMap((kind) =>
  (groups[kind] ?? []).map(([text = '', countries = '', article = '']) => ({
    text,
    countries: countries.split(' '),
    kind,
    source: `${data.source}${article}`,
  })),
);
