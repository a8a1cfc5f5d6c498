/**
 * @module
 * The leaders in office by Wikidata (CC0), from its public query service, as proposals for the
 * curated leaders rather than data: the dataset's leaders are the Factbook's of its final edition
 * (2026-01-22), and a proposal is a current head of state or government (no end date) whose name
 * none of the country's Factbook leaders bears, for a maintainer to check against a source.
 */
import { z } from 'zod';
import { fold } from '../lib/text-fold.ts';

export const LEADERS_QUERY = `SELECT ?cca2 ?role ?personLabel ?start WHERE {
  ?country wdt:P297 ?cca2 .
  { ?country p:P35 ?st . ?st ps:P35 ?person . BIND("headOfState" AS ?role) }
  UNION { ?country p:P6 ?st . ?st ps:P6 ?person . BIND("headOfGovernment" AS ?role) }
  OPTIONAL { ?st pq:P580 ?start . }
  FILTER NOT EXISTS { ?st pq:P582 ?end . }
  SERVICE wikibase:label { bd:serviceParam wikibase:language "en". }
}`;

export const wikidataUrl = () => `https://query.wikidata.org/sparql?format=json&query=${encodeURIComponent(LEADERS_QUERY)}`;

const value = z.object({ value: z.string() });
const Answer = z.object({
  results: z.object({ bindings: z.array(z.object({ cca2: value, role: value, personLabel: value, start: value.optional() })) }),
});

export interface WikidataLeader {
  readonly cca2: string;
  readonly role: 'headOfState' | 'headOfGovernment';
  readonly name: string;
  readonly since: string | null;
}

export function readWikidataLeaders(text: string): WikidataLeader[] {
  const parsed = Answer.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`Wikidata: not an answer of the query service (${z.prettifyError(parsed.error).split('\n')[0]})`);
  return parsed.data.results.bindings.flatMap((b) =>
    /^[A-Z]{2}$/.test(b.cca2.value) && (b.role.value === 'headOfState' || b.role.value === 'headOfGovernment')
      ? [{ cca2: b.cca2.value, role: b.role.value, name: b.personLabel.value, since: b.start?.value.slice(0, 10) ?? null }]
      : [],
  );
}

export interface LeaderProposal extends WikidataLeader {
  /** The country's leaders in the dataset (the Factbook's), for comparison. */
  readonly current: readonly string[];
  readonly source: string;
}

/** The Wikidata leaders no leader of their country in the dataset is named as. */
export function leaderProposals(
  wikidata: readonly WikidataLeader[],
  countries: readonly { cca2: string; government: { leaders: readonly { name: string | null }[] } | null }[],
  fetchedOn: string,
): LeaderProposal[] {
  const byCode = new Map(countries.map((c) => [c.cca2, (c.government?.leaders ?? []).flatMap((l) => (l.name === null ? [] : [l.name]))]));
  return wikidata
    .filter((w) => byCode.has(w.cca2) && !byCode.get(w.cca2)!.some((n) => fold(n) === fold(w.name)))
    .map((w) => ({ ...w, current: byCode.get(w.cca2)!, source: `Wikidata (CC0), query service, ${fetchedOn}` }))
    .sort((a, b) => a.cca2.localeCompare(b.cca2) || a.role.localeCompare(b.role));
}
