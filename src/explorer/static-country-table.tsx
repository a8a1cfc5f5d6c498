/**
 * @module
 * The table as the server writes it into the page (all records, default view), rendered
 * without a client directive: no JavaScript, and no records serialised into the HTML. The
 * island shows it until it has fetched the records itself.
 */
import type { CountryData } from '../dataset/schema.ts';
import { CountryTable } from './country-table.tsx';
import { tableCaption } from './describe-view.ts';
import { useCountryTable } from './use-country-table.ts';
import { DEFAULT_STATE } from './url-state.ts';

export default function StaticCountryTable({ countries }: { countries: readonly CountryData[] }) {
  const table = useCountryTable(countries, DEFAULT_STATE);
  const caption = tableCaption(countries.length, countries.length, DEFAULT_STATE);
  return <CountryTable table={table} caption={caption} interactive={false} />;
}
