/**
 * @module
 * The table as the server writes it into the page (all records, default order), rendered
 * without a client directive: no JavaScript, and no records serialised into the HTML. The
 * island shows it until it has fetched the records itself.
 */
import type { CountryData } from '../dataset/schema.ts';
import { CountryTable } from './country-table.tsx';
import { tableCaption } from './describe-view.ts';
import { useCountryTable } from './use-country-table.ts';
import { DEFAULT_STATE } from './url-state.ts';

const EVERY_ROW = { ...DEFAULT_STATE, pageSize: 'all' } as const;

export default function StaticCountryTable({ countries }: { countries: readonly CountryData[] }) {
  const table = useCountryTable(countries, EVERY_ROW);
  const caption = tableCaption(countries.length, countries.length, DEFAULT_STATE);
  const firstPage = DEFAULT_STATE.pageSize === 'all' ? undefined : DEFAULT_STATE.pageSize;
  return <CountryTable table={table} caption={caption} interactive={false} laterPageFrom={firstPage} />;
}
