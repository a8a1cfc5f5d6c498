/**
 * The compare page in the browser: reads `?c=` from the URL, fetches each country's static
 * API file and draws the table with DOM text nodes (country data is never parsed as HTML).
 * The picker keeps working as a plain form when this script does not run.
 */
import type { Country } from '../../dataset/schema.ts';
import { compareRows, MIN_COUNTRIES, parseSelection, selectionQuery } from './compare-model.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

export function startCompare(form: HTMLFormElement): void {
  const base = form.dataset.base ?? '';
  const selects = [...form.querySelectorAll('select')];
  const known = new Set([...(selects[0]?.options ?? [])].map((o) => o.value).filter(Boolean));
  const status = document.getElementById('compare-status')!;
  const output = document.getElementById('compare-output')!;
  const onlyDiffs = document.getElementById('only-differences') as HTMLInputElement | null;
  const cache = new Map<string, Promise<Country>>();
  const fetchCountry = (code: string) => {
    if (!cache.has(code))
      cache.set(
        code,
        fetch(`${base}/api/country/${code}.json`).then((r) => (r.ok ? (r.json() as Promise<Country>) : Promise.reject(new Error(`${code}: HTTP ${r.status}`)))),
      );
    return cache.get(code)!;
  };
  let drawn = 0;

  const selection = () => [...new Set(selects.map((s) => s.value).filter(Boolean))];

  async function draw(codes: string[]) {
    try {
      await drawTable(codes);
    } finally {
      // Set before the first paint by pending-view.js when the URL asks for a selection: the
      // output kept the table's room until now, so the footer never jumps.
      document.documentElement.classList.remove('view-pending');
    }
  }

  async function drawTable(codes: string[]) {
    const ticket = ++drawn;
    if (codes.length < MIN_COUNTRIES) {
      output.replaceChildren();
      status.textContent = `Choose at least ${MIN_COUNTRIES} countries to compare.`;
      return;
    }
    status.textContent = 'Loading…';
    let countries: Country[];
    try {
      countries = await Promise.all(codes.map(fetchCountry));
    } catch (error) {
      status.textContent = `Could not load the data (${String(error)}).`;
      return;
    }
    if (ticket !== drawn) return; // a newer choice was made meanwhile
    output.replaceChildren(table(countries));
    const rows = compareRows(countries);
    const names = countries.map((c) => c.name.common);
    status.textContent = `Comparing ${names.join(', ')}: ${rows.filter((r) => r.differs).length} of ${rows.length} rows differ.`;
  }

  function table(countries: Country[]): HTMLTableElement {
    const t = el('table', undefined, 'comparison');
    t.append(el('caption', `Comparison of ${countries.map((c) => c.name.common).join(', ')}`));
    const head = el('tr');
    head.append(Object.assign(el('th', 'Field'), { scope: 'col' }));
    for (const c of countries) {
      const th = Object.assign(el('th'), { scope: 'col' });
      const img = Object.assign(el('img'), { src: `${base}/flags/${c.cca2}.svg`, alt: '', width: 36, height: 24 });
      const link = Object.assign(el('a', c.name.common), { href: `${base}/country/${c.cca2}/` });
      th.append(img, link);
      head.append(th);
    }
    t.createTHead().append(head);
    const body = t.createTBody();
    for (const row of compareRows(countries)) {
      const tr = el('tr', undefined, row.differs ? 'differs' : 'same');
      const th = Object.assign(el('th', row.label), { scope: 'row' });
      if (row.differs) th.append(el('span', 'differs', 'tag'));
      tr.append(th);
      for (const cell of row.cells) {
        const td = el('td', cell.text);
        if (cell.rank) td.append(el('span', cell.rank === 'highest' ? '▲ highest' : '▼ lowest', `rank ${cell.rank}`));
        tr.append(td);
      }
      body.append(tr);
    }
    return t;
  }

  function apply(codes: string[]) {
    selects.forEach((s, i) => (s.value = codes[i] ?? ''));
    void draw(codes);
  }

  form.addEventListener('change', () => {
    const codes = selection();
    // replaceState: each keystroke in a select is a change; the history should not fill with them.
    history.replaceState(null, '', `${location.pathname}${selectionQuery(codes)}`);
    void draw(codes);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const codes = selection();
    history.replaceState(null, '', `${location.pathname}${selectionQuery(codes)}`);
    apply(codes);
  });
  onlyDiffs?.addEventListener('change', () => output.classList.toggle('only-differences', onlyDiffs.checked));
  window.addEventListener('popstate', () => apply(parseSelection(location.search, known)));

  const initial = parseSelection(location.search, known);
  // The picker form submits `?c=DE&c=FR`: show the shareable `?c=DE,FR` instead.
  if (location.search && location.search !== selectionQuery(initial)) history.replaceState(null, '', `${location.pathname}${selectionQuery(initial)}`);
  form.classList.add('enhanced');
  apply(initial);
}
