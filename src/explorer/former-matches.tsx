/**
 * @module
 * A search that names a former country (`ussr`, `Czechoslovakia`, `DDR`) shows it above the
 * results, with its years and what became of it, linked to its page; the table below lists the
 * countries it went to, each saying why. A code a current country holds now (`GE`) is that
 * country's, never a former one's.
 */
import { memo, useMemo } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import type { FormerCountry } from '../dataset/former-schema.ts';
import { searchFormer } from '../api/former-search.ts';
import { fateSentence, yearsOf } from '../api/former-history.ts';

interface Props {
  query: string;
  formers: readonly FormerCountry[];
  countries: readonly CountryData[];
}

/** How many former countries a search shows at most, and how many successors each names (more are counted: the table lists them). */
const SHOWN = 3;
const NAMED = 4;

export const FormerMatches = memo(function FormerMatches({ query, formers, countries }: Props) {
  const current = useMemo(() => new Set(countries.flatMap((c) => [c.cca2, c.cca3, ...(c.ccn3 ? [c.ccn3] : [])])), [countries]);
  const found = useMemo(() => (query.trim() ? (searchFormer(formers, query, (code) => current.has(code)) as FormerCountry[]) : []), [formers, query, current]);
  if (found.length === 0) return null;
  return (
    <section className="former-matches" aria-label="Former countries">
      <ul>
        {found.slice(0, SHOWN).map((f) => {
          const years = yearsOf(f);
          return (
            <li key={f.alpha4}>
              Former country: <a href={f.links.explorer}>{f.name}</a> ({[f.alpha2, years].filter(Boolean).join(', ')}). {fateSentence(f, NAMED)}.
            </li>
          );
        })}
      </ul>
    </section>
  );
});
