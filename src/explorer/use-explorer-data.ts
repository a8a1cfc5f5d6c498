/**
 * @module
 * The records the explorer works on, fetched as views need them: the slim index first (one file,
 * a tenth of the bulk export: the default columns and every facet, `slim-index.ts`), the full
 * records of the bulk export once a view shows a column the index lacks, and the search terms
 * with the city names and the former countries the first time someone searches (`search-terms-file.ts`,
 * `city-names-file.ts`, `former-countries.ts`). Each file is fetched once. Until the first arrives the island shows
 * the server-rendered table.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import type { FormerCountry } from '../dataset/former-schema.ts';
import type { Term } from '../api/search-terms.ts';
import type { DataNeeds } from './data-needs.ts';
import { withSearchTerms } from './search.ts';
import type { SearchTerms } from './search-terms-file.ts';
import { withCityNames } from './city-names-file.ts';
import { fetchCityNames, fetchFormerCountries, fetchFull, fetchSearchTerms, fetchSlimIndex, type ExportMeta, type Records } from './data-files.ts';

export type { ExportMeta } from './data-files.ts';

export interface ExplorerData {
  /** Slim or full records, searched with the terms file once it is in. */
  readonly countries: readonly CountryData[];
  readonly meta: ExportMeta;
  /** The full records are in. */
  readonly full: boolean;
  /** The search terms are in, or could not be had (the search then reads names, codes and capitals alone). */
  readonly terms: 'ready' | 'failed' | 'none';
  /** The former countries a search may name (none until the search terms are in, or when they cannot be had). */
  readonly formers: readonly FormerCountry[];
  /** Why the full records could not be had, when a view asked for them and they could not. */
  readonly fullFailed?: string;
}

export type DataLoad =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: ExplorerData } | { readonly status: 'failed'; readonly message: string };

interface Searching {
  readonly terms: SearchTerms;
  readonly formers: readonly FormerCountry[];
}

/**
 * The data for the views asked for: `needs` is the current view's, `wantTerms` says someone is
 * about to search (the search box has focus). Each arrival is a transition: React builds the
 * live table's rows in slices between other work instead of one long task.
 */
export function useExplorerData(needs: DataNeeds, wantTerms: boolean): DataLoad {
  const [records, setRecords] = useState<Records | { failed: string } | undefined>(undefined);
  const [terms, setTerms] = useState<Searching | 'failed' | undefined>(undefined);
  const [fullFailed, setFullFailed] = useState<string | undefined>(undefined);
  const haveFull = records !== undefined && 'full' in records && records.full;
  const needFull = needs.full && !haveFull;
  const needTerms = (needs.terms || wantTerms) && terms === undefined;

  useEffect(() => {
    let live = true;
    // A link whose view needs the full records starts with them; the slim index would add nothing.
    (needFull ? fetchFull() : fetchSlimIndex()).then(
      (got) => live && startTransition(() => setRecords((now) => (now && 'full' in now && now.full ? now : got))),
      (error: unknown) => live && setRecords((now) => now ?? { failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // Once at mount; the full records follow as views need them (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!needFull || records === undefined) return;
    let live = true;
    fetchFull().then(
      (got) =>
        live &&
        startTransition(() => {
          setRecords(got);
          setFullFailed(undefined);
        }),
      (error: unknown) => live && setFullFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [needFull, records]);

  useEffect(() => {
    if (!needTerms) return;
    let live = true;
    // Together: the terms find a former country's successors, the list shows the former country above
    // them; the city names find the country of a city ("lagos"), and Enter acts on the results with them.
    Promise.all([fetchSearchTerms(), fetchFormerCountries(), fetchCityNames()]).then(
      ([got, formers, cities]) => live && startTransition(() => setTerms({ terms: withCityNames(got, cities), formers })),
      () => live && setTerms('failed'),
    );
    return () => {
      live = false;
    };
  }, [needTerms]);

  return useMemo((): DataLoad => {
    if (records === undefined) return { status: 'loading' };
    if ('failed' in records) return { status: 'failed', message: records.failed };
    const searched = terms === undefined ? undefined : terms === 'failed' ? basicTerms(records.countries) : terms.terms;
    return {
      status: 'ready',
      data: {
        countries: searched ? withSearchTerms(records.countries, searched) : records.countries,
        meta: records.meta,
        full: records.full,
        terms: terms === undefined ? 'none' : terms === 'failed' ? 'failed' : 'ready',
        formers: terms === undefined || terms === 'failed' ? [] : terms.formers,
        ...(fullFailed === undefined ? {} : { fullFailed }),
      },
    };
  }, [records, terms, fullFailed]);
}

/** Without the terms file: each country by its name, codes and capitals, which every record holds. */
function basicTerms(countries: readonly CountryData[]): SearchTerms {
  return new Map(
    countries.map((c): [string, Term[]] => [
      c.cca2,
      [
        { text: c.name.common, kind: 'name' },
        ...[c.cca2, c.cca3].map((text): Term => ({ text, kind: 'code' })),
        { text: c.name.official, kind: 'official name' },
        ...c.capital.map((text): Term => ({ text, kind: 'capital' })),
      ],
    ]),
  );
}

/** Whether the data in hand serves a view that needs this. */
export const serves = (data: ExplorerData, needs: DataNeeds): boolean => (data.full || !needs.full) && (data.terms !== 'none' || !needs.terms);
