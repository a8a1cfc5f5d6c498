/**
 * @module
 * The global search field. `/` anywhere on the page (outside a field) focuses it; Enter shows
 * the results (on a phone it also closes the keyboard). Without JavaScript it is a plain form
 * that loads `/?q=…`, whose server table lists every country (the island applies the search).
 */
import { useEffect, useRef } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The field has focus: someone is about to search. */
  onFocus: () => void;
  /** Enter: bring the results into view. */
  onSubmit: () => void;
}

export function SearchBox({ value, onChange, onFocus, onSubmit }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isEditable(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form
      className="search needs-js"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="country-search">Search countries</label>
      <input
        ref={input}
        id="country-search"
        name="q"
        type="search"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts="/"
        aria-describedby="country-search-hint"
      />
      <p id="country-search-hint" className="hint">
        Names in any language, capitals, cities and codes; accents and typos are forgiven.{' '}
        <span className="key-hint">
          Press <kbd>/</kbd> to search.
        </span>
      </p>
    </form>
  );
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}
