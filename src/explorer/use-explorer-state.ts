/**
 * @module
 * The explorer state, kept in the URL. The first render uses the default state, like the
 * server HTML (reading the URL then would break hydration); the URL is applied right after
 * mount and again on back/forward. Discrete changes push a history entry; typing replaces
 * the current one once the user pauses.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_STATE, paramsToState, queryString, type ExplorerState } from './url-state.ts';

/** push: a new history entry; replace: rewrite the current one; type: replace after a pause. */
export type WriteMode = 'push' | 'replace' | 'type';
export type UpdateState = (change: (state: ExplorerState) => ExplorerState, mode: WriteMode) => void;

const TYPING_PAUSE_MS = 350;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useExplorerState(): [ExplorerState, UpdateState] {
  const [state, setState] = useState<ExplorerState>(DEFAULT_STATE);
  const current = useRef(state);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useIsomorphicLayoutEffect(() => {
    const fromUrl = () => {
      clearTimeout(pending.current);
      const { search } = window.location;
      current.current = search === '' ? DEFAULT_STATE : paramsToState(new URLSearchParams(search));
      setState(current.current);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => {
      window.removeEventListener('popstate', fromUrl);
      clearTimeout(pending.current);
    };
  }, []);

  const update = useCallback<UpdateState>((change, mode) => {
    const next = change(current.current);
    if (next === current.current) return;
    current.current = next;
    setState(next);
    clearTimeout(pending.current);
    if (mode === 'type') pending.current = setTimeout(() => writeUrl(current.current, 'replace'), TYPING_PAUSE_MS);
    else writeUrl(next, mode);
  }, []);

  return [state, update];
}

function writeUrl(state: ExplorerState, mode: 'push' | 'replace'): void {
  const { pathname, search, hash } = window.location;
  const next = queryString(state);
  if (next === search) return;
  const url = `${pathname}${next}${hash}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}
