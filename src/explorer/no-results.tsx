/**
 * @module
 * An empty view says so, offers the names closest to what was typed ("did you mean"), and the
 * way out: clearing the search and filters.
 */
import { useMemo } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { suggestions } from './search-explain.ts';

interface Props {
  query: string;
  countries: readonly CountryData[];
  onClear: () => void;
  onQuery: (q: string) => void;
}

export function NoResults({ query, countries, onClear, onQuery }: Props) {
  const suggested = useMemo(() => suggestions(countries, query), [countries, query]);
  return (
    <div className="no-results">
      <p>No country matches this search and these filters.</p>
      {suggested.length > 0 && (
        <p>
          Did you mean{' '}
          {suggested.map((s, i) => (
            <span key={s.text}>
              {i > 0 && (i === suggested.length - 1 ? ' or ' : ', ')}
              <button type="button" className="link-button" onClick={() => onQuery(s.text)}>
                {s.text}
              </button>
              {s.text !== s.country && ` (${s.country})`}
            </span>
          ))}
          ?
        </p>
      )}
      <button type="button" className="link-button" onClick={onClear}>
        Clear search and filters
      </button>
    </div>
  );
}
