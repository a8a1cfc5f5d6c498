/**
 * @module
 * The full records, fetched from the API's bulk export once the island is on the page (the
 * page preloads it), with the export's own metadata (dataset, sources, licences), which the
 * downloads cite. Until then the island shows the server-rendered table.
 */
import { startTransition, useEffect, useState } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { exportUrl } from './site-paths.ts';
import { basePathOf } from '../lib/base-path.ts';
import { withSubdivisionTerms } from './search.ts';
import { SUBDIVISION_TERMS_FILE, readSubdivisionTerms } from './subdivision-terms.ts';
import { fetchFormerCountries, withFormerTerms } from './former-countries.ts';
import type { FormerCountry } from '../dataset/former-schema.ts';

/** The bulk export's `meta`: the dataset, its licence and its sources, as the API writes them. */
export interface ExportMeta {
  readonly dataset?: { readonly id?: string; readonly builtAt?: string; readonly countries?: number };
  readonly licence?: string;
  readonly sources?: readonly { readonly name: string; readonly licence?: string; readonly url?: string; readonly attribution?: string }[];
}

export type CountriesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly countries: readonly CountryData[]; readonly meta: ExportMeta; readonly formers: readonly FormerCountry[] }
  | { readonly status: 'failed'; readonly message: string };

export function useCountries(): CountriesLoad {
  const [load, setLoad] = useState<CountriesLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchCountries(controller.signal).then(
      // A transition: React builds the live table's 250 rows in slices between other work
      // instead of one long task (the server's table stays until the live one is complete).
      ({ countries, meta, formers }) => startTransition(() => setLoad({ status: 'ready', countries, meta, formers })),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);
  return load;
}

/**
 * The records, searched with their subdivisions' names and the names of the former countries they
 * went to too once those arrive; without them when they cannot be had.
 */
async function fetchCountries(signal: AbortSignal): Promise<{ countries: readonly CountryData[]; meta: ExportMeta; formers: readonly FormerCountry[] }> {
  const names = fetchSubdivisionTerms(signal);
  const former = fetchFormerCountries(signal);
  const { countries, meta } = await fetchRecords(signal);
  const formers = await former;
  const terms = withFormerTerms(await names, formers);
  return { countries: terms ? withSubdivisionTerms(countries, terms) : countries, meta, formers };
}

async function fetchSubdivisionTerms(signal: AbortSignal) {
  try {
    const response = await fetch(`${basePathOf(import.meta.env.BASE_URL)}/${SUBDIVISION_TERMS_FILE}`, { signal });
    return response.ok ? readSubdivisionTerms(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchRecords(signal: AbortSignal): Promise<{ countries: readonly CountryData[]; meta: ExportMeta }> {
  // Same mode and credentials as the page's <link rel="preload" as="fetch" crossorigin>, so
  // the browser reuses the preloaded response.
  const response = await fetch(exportUrl('json'), { signal, mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${exportUrl('json')} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown; meta?: ExportMeta };
  if (!Array.isArray(body.data)) throw new Error(`${exportUrl('json')} has no data list`);
  return { countries: body.data as CountryData[], meta: body.meta ?? {} };
}
