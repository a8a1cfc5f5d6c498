/**
 * @module
 * The theme button. Only a choice that differs from the system's is remembered, so pressing
 * it back to what the system says means "follow the system" again. The saved choice is
 * applied before the first paint by theme-init.js, inline in <head>.
 *
 * A press shows on the button in the next frame; the new theme follows in the frame after.
 * A theme restyles and repaints the whole page (about 150 ms on a phone-speed CPU, the home
 * page's table included), which the press would otherwise wait for before anything moved.
 */
type Theme = 'light' | 'dark';
const KEY = 'theme';
const root = document.documentElement;
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
const system = (): Theme => (systemDark.matches ? 'dark' : 'light');
/** Chosen by a press whose theme has not been applied yet. */
let pending: Theme | undefined;
const current = (): Theme => pending ?? (root.getAttribute('data-theme') as Theme | null) ?? system();

function showState(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(current() === 'dark'));
  }
}

function apply(theme: Theme): void {
  const follow = theme === system();
  if (follow) root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  try {
    if (follow) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
}

function choose(theme: Theme): void {
  pending = theme;
  showState();
  // After the next frame is painted (a task queued from the frame's callback runs after it).
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (pending === undefined) return;
      apply(pending);
      pending = undefined;
    }),
  );
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  button.addEventListener('click', () => choose(current() === 'dark' ? 'light' : 'dark'));
}
systemDark.addEventListener('change', showState);
showState();
