/**
 * @module
 * The explorer state, kept in the URL. The first render uses the default state, like the
 * server HTML (reading the URL then would break hydration); the URL is applied right after
 * mount and again on back/forward. How changes become history: `history-writer.ts`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createHistoryWriter, type HistoryWriter, type WriteMode } from './history-writer.ts';
import { DEFAULT_STATE, paramsToState, queryString, type ExplorerState } from './url-state.ts';

export type { WriteMode } from './history-writer.ts';
export type UpdateState = (change: (state: ExplorerState) => ExplorerState, mode: WriteMode) => void;

const TYPING_PAUSE_MS = 350;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function browserHistory(): HistoryWriter {
  const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return createHistoryWriter(
    {
      current: here,
      push: (url) => window.history.pushState(null, '', url),
      replace: (url) => window.history.replaceState(null, '', url),
    },
    {
      schedule: (run, ms) => setTimeout(run, ms),
      cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      // The animation frame runs just before the paint; a task posted from it runs just after.
      afterPaint: (run) => requestAnimationFrame(() => setTimeout(run)),
    },
    TYPING_PAUSE_MS,
  );
}

const urlOf = (state: ExplorerState) => `${window.location.pathname}${queryString(state)}${window.location.hash}`;

/** The state, how to change it, and how many times the URL has replaced it (after mount, and on each Back and Forward). */
export function useExplorerState(): [ExplorerState, UpdateState, number] {
  const [state, setState] = useState<ExplorerState>(DEFAULT_STATE);
  const [restored, setRestored] = useState(0);
  const current = useRef(state);
  const writer = useRef<HistoryWriter | null>(null);

  useIsomorphicLayoutEffect(() => {
    const history = (writer.current = browserHistory());
    const fromUrl = () => {
      history.reset();
      const { search } = window.location;
      current.current = search === '' ? DEFAULT_STATE : paramsToState(new URLSearchParams(search));
      setState(current.current);
      setRestored((n) => n + 1);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => {
      window.removeEventListener('popstate', fromUrl);
      history.reset();
    };
  }, []);

  const update = useCallback<UpdateState>((change, mode) => {
    const next = change(current.current);
    if (next === current.current) return;
    current.current = next;
    setState(next);
    // The URL is made after the paint, and not at all if Back or Forward replaces this state first.
    writer.current?.write(() => urlOf(next), mode);
  }, []);

  return [state, update, restored];
}
