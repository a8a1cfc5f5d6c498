/**
 * @module
 * The former countries as the API looks them up: by any of their codes (alpha-4, and the
 * alpha-2, alpha-3 and numeric codes they had: `CS` and `891` were each held by two), by any of
 * their names, by the current country they went to, and as search terms of those countries
 * (former-search.ts). A code or name a current country holds is never a former one's (`GE` is
 * Georgia, `BY` Belarus): the lookups ask the current countries first.
 */
import type { FormerCountryData } from '../dataset/former-schema.ts';
import { nameKey } from '../lib/slug.ts';
import { normaliseCode } from './codes.ts';
import { historyOf, type HistoryLine } from './former-history.ts';
import { formerCodes, formerNames, formerSearchTerms } from './former-search.ts';
import type { Term } from './search-terms.ts';

export interface FormerIndex {
  readonly all: readonly FormerCountryData[];
  /** By every code each had (normalised as `normaliseCode` does), in alpha-4 order. */
  readonly byCode: ReadonlyMap<string, readonly FormerCountryData[]>;
  /** By {@link nameKey} of its name, ISO's name and its other names. */
  readonly byName: ReadonlyMap<string, readonly FormerCountryData[]>;
  /** By alpha-2 code of a current country: the lines of its history, oldest first. */
  readonly history: ReadonlyMap<string, readonly HistoryLine[]>;
  /** By alpha-2 code of a current country: the names of the former countries it went to, as search terms. */
  readonly searchTerms: ReadonlyMap<string, readonly Term[]>;
}

export function createFormerIndex(all: readonly FormerCountryData[] = []): FormerIndex {
  const push = (map: Map<string, FormerCountryData[]>, key: string, f: FormerCountryData) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    if (!list.includes(f)) list.push(f);
    map.set(key, list);
  };
  const byCode = new Map<string, FormerCountryData[]>();
  const byName = new Map<string, FormerCountryData[]>();
  for (const f of all) {
    for (const code of formerCodes(f)) push(byCode, normaliseCode(code), f);
    for (const name of formerNames(f)) push(byName, nameKey(name), f);
  }
  const history = new Map([...new Set(all.flatMap((f) => f.currentSuccessors))].map((cca2) => [cca2, historyOf(cca2, all)]));
  return { all, byCode, byName, history, searchTerms: formerSearchTerms(all) };
}
