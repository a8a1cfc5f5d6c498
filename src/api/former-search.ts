/**
 * @module
 * Former countries in a search: the names each current country is also found by (the former
 * countries it went to: "ussr" finds the fifteen, each saying why), and the former countries a
 * query finds itself. Light, as the API's search is: the explorer's island imports it.
 */
import { rankItem } from '@tanstack/match-sorter-utils';
import type { FormerCountryData } from '../dataset/former-schema.ts';
import { normaliseCode } from './codes.ts';
import { historyOf } from './former-history.ts';
import { thresholdFor } from './search.ts';
import type { Term } from './search-terms.ts';

/** The names a former country is found by. */
export const formerNames = (f: FormerCountryData): string[] => [...new Set([f.name, f.isoName, ...f.otherNames])];
/** The codes it had, alpha-4 first. */
export const formerCodes = (f: FormerCountryData): string[] => [f.alpha4, f.alpha2, f.alpha3, ...(f.numeric ? [f.numeric] : [])];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * By alpha-2 code of a current country: the names of the former countries it went to, as search
 * terms of the kind "former name", each with its line of history as the reason
 * (`part of the Soviet Union until 1991`).
 */
export function formerSearchTerms(all: readonly FormerCountryData[]): Map<string, Term[]> {
  const terms = new Map<string, Term[]>();
  for (const cca2 of new Set(all.flatMap((f) => f.currentSuccessors)))
    terms.set(
      cca2,
      historyOf(cca2, all).flatMap((line) =>
        formerNames(all.find((f) => f.alpha4 === line.former)!).map((text): Term => ({ text, kind: 'former name', detail: lowerFirst(line.text) })),
      ),
    );
  return terms;
}

/**
 * The former countries a free-text query finds, best first: by a code typed in full that no
 * current country holds (`isCurrent`), or, from three letters on, by a name as the country
 * search ranks names (`ussr`, `czechoslov`, `East Germany`).
 */
export function searchFormer(all: readonly FormerCountryData[], q: string, isCurrent: (code: string) => boolean): FormerCountryData[] {
  const query = q.trim();
  if (!query) return [];
  const code = normaliseCode(query);
  const byCode = isCurrent(code) ? [] : all.filter((f) => formerCodes(f).includes(code));
  const hits = [...query].length < 3 ? [] : all.map((f) => ({ f, rank: Math.max(...formerNames(f).map((name) => rankItem(name, query).rank)) }));
  const minimum = thresholdFor(query, Math.max(0, ...hits.map((hit) => hit.rank)));
  const ranked = hits
    .filter((hit) => hit.rank >= minimum)
    .sort((a, b) => b.rank - a.rank || a.f.name.localeCompare(b.f.name, 'en'))
    .map((hit) => hit.f);
  return [...new Set([...byCode, ...ranked])];
}
