/**
 * @module
 * A value that follows another one frame late: after the browser has painted the change that
 * set it. The explorer keeps its controls on the state as it is (the tick, the typed letter
 * show in the very next frame) and its table, counts and map on this late copy, whose rendering
 * (re-ranking 250 countries, showing and moving rows) then never holds up that frame: what the
 * Interaction to Next Paint metric, and a person, feel. The late render is a transition, so a
 * newer change interrupts it instead of waiting for it.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * `delay` may ask for more time after the paint (ms) for a change: typing waits for a pause, so
 * the work of one letter never lands on the release of the key or on the next letter.
 */
export function useAfterPaint<T>(value: T, delay: (shown: T, next: T) => number = () => 0): T {
  const [late, setLate] = useState(value);
  const wait = Object.is(late, value) ? 0 : delay(late, value);
  useEffect(() => {
    if (Object.is(late, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame runs just before the paint; a task posted from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLate(value)), wait);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, late, wait]);
  return late;
}
