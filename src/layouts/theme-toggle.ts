/**
 * @module
 * The theme button. Only a choice that differs from the system's is remembered, so pressing
 * it back to what the system says means "follow the system" again. The saved choice is
 * applied before the first paint by theme-init.js, inline in <head>.
 */
const KEY = 'theme';
const root = document.documentElement;
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
const system = () => (systemDark.matches ? 'dark' : 'light');
const current = () => root.getAttribute('data-theme') ?? system();

function showState(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(current() === 'dark'));
  }
}

function choose(theme: 'light' | 'dark'): void {
  const follow = theme === system();
  if (follow) root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  try {
    if (follow) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
  showState();
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  button.addEventListener('click', () => choose(current() === 'dark' ? 'light' : 'dark'));
}
systemDark.addEventListener('change', showState);
showState();
