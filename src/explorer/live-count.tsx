/**
 * @module
 * The polite live region that tells screen-reader users how many countries the view holds.
 * It speaks once the view settles, not on every keystroke.
 */
import { useEffect, useState } from 'react';

const SETTLE_MS = 500;

export function LiveCount({ text }: { text: string }) {
  const [spoken, setSpoken] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p id="view-count" className="visually-hidden" role="status" aria-live="polite">
      {spoken}
    </p>
  );
}
