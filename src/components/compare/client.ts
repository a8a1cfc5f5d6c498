/**
 * The compare page in the browser: reads `?c=` from the URL (codes of any kind, or names),
 * says what it could not use, fetches each country's static API file and draws the table with
 * DOM text nodes (country data is never parsed as HTML). With JavaScript the picker is a field
 * that takes a name or a code, and the chosen countries as buttons that remove them (the page's
 * CSS shows this instead of the plain form from the first paint); every change is a step in
 * the history. Without JavaScript the picker is a plain form.
 */
import type { Country } from '../../dataset/schema.ts';
import { createPaths } from '../../api/paths.ts';
import { compareRows, countryFinder, MIN_COUNTRIES, readSelection, selectionNotes, selectionQuery, type CountryKey, type Selection } from './compare-model.ts';
import { stickyHeader } from '../../explorer/sticky-header.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string, ...children: Node[]): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  node.append(...children);
  return node;
};

const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the compare page has no #${id}`);
  return found as T;
};

/** The page's own title, with no country chosen. */
const PAGE_TITLE = 'Compare countries · Countries Reference';

export function startCompare(form: HTMLFormElement): void {
  const base = form.dataset.base ?? '';
  const paths = createPaths({ siteUrl: '', basePath: base });
  const max = Number(form.dataset.max ?? 6);
  const select = byId<HTMLSelectElement>('compare-select');
  const keys: CountryKey[] = [...select.options].map((o) => ({ cca2: o.value, cca3: o.dataset.cca3 ?? '', ccn3: o.dataset.ccn3 ?? null, name: o.text }));
  const nameOf = new Map(keys.map((k) => [k.cca2, k.name]));
  const sovereignName = (cca2: string) => nameOf.get(cca2) ?? cca2;
  const find = countryFinder(keys);
  const status = byId('compare-status');
  const notes = byId('compare-notes');
  const output = byId('compare-output');
  const addField = byId<HTMLInputElement>('compare-add');
  const addStatus = byId('compare-add-status');
  const chosenList = byId<HTMLUListElement>('compare-chosen');
  const choices = byId('compare-choices');
  const onlyDiffs = document.getElementById('only-differences') as HTMLInputElement | null;
  const cache = new Map<string, Promise<Country>>();
  const fetchCountry = (code: string) => {
    if (!cache.has(code))
      cache.set(
        code,
        fetch(paths.country(code)).then((r) => (r.ok ? (r.json() as Promise<Country>) : Promise.reject(new Error(`${code}: HTTP ${r.status}`)))),
      );
    return cache.get(code)!;
  };
  let codes: string[] = [];
  let drawn = 0;
  let unstick = () => {};

  async function draw() {
    try {
      await drawTable([...codes]);
    } finally {
      // Set before the first paint by pending-view.js when the URL asks for a selection: the
      // output kept the table's room until now, so the footer never jumps.
      document.documentElement.classList.remove('view-pending');
    }
  }

  async function drawTable(chosen: string[]) {
    const ticket = ++drawn;
    if (chosen.length < MIN_COUNTRIES) {
      unstick();
      output.replaceChildren();
      document.title = PAGE_TITLE;
      status.textContent = `Choose at least ${MIN_COUNTRIES} countries to compare.`;
      return;
    }
    status.textContent = 'Loading…';
    let countries: Country[];
    try {
      countries = await Promise.all(chosen.map(fetchCountry));
    } catch (error) {
      status.textContent = `Could not load the data (${String(error)}).`;
      return;
    }
    if (ticket !== drawn) return; // a newer choice was made meanwhile
    const drawnTable = table(countries);
    unstick();
    output.replaceChildren(drawnTable);
    // The countries' names stay over the screen's top while their rows pass under it.
    unstick = stickyHeader(output, drawnTable);
    const rows = compareRows(countries, sovereignName);
    // The tab, a bookmark and a shared link's preview name what is compared.
    document.title = `${countries.map((c) => c.name.common).join(', ')} compared · Countries Reference`;
    status.textContent = `Comparing ${countries.map((c) => c.name.common).join(', ')}: ${rows.filter((r) => r.differs).length} of ${rows.length} rows differ.`;
  }

  function table(countries: Country[]): HTMLTableElement {
    const t = el('table', undefined, `comparison columns-${countries.length}`);
    t.append(el('caption', `Comparison of ${countries.map((c) => c.name.common).join(', ')}`, 'visually-hidden'));
    const head = el('tr');
    head.append(Object.assign(el('th', 'Field'), { scope: 'col' }));
    for (const c of countries) {
      const th = Object.assign(el('th'), { scope: 'col' });
      // The palette PNG (a few KB; some SVGs weigh hundreds), no alt: the name follows it.
      const img = Object.assign(el('img'), { src: paths.flagPng(c.cca2), alt: '', width: 36, height: 24 });
      const link = Object.assign(el('a', c.name.common), { href: paths.explorerCountry(c.cca2) });
      th.append(img, link);
      head.append(th);
    }
    t.createTHead().append(head);
    const body = t.createTBody();
    for (const row of compareRows(countries, sovereignName)) {
      const tr = el('tr', undefined, row.differs ? 'differs' : 'same');
      const th = Object.assign(el('th', row.label), { scope: 'row' });
      if (row.differs) th.append(el('span', 'differs', 'tag'));
      tr.append(th);
      row.cells.forEach((cell, i) => {
        // The value and its mark as one: on a phone the mark stays on the value's (last) line,
        // beside it, never alone on a line nearer the next country (a no-break space between).
        const value = el('span', cell.text, 'value');
        if (cell.rank) value.append('\u00a0', el('span', cell.rank === 'highest' ? '▲ highest' : '▼ lowest', `rank ${cell.rank}`));
        const td = el('td', undefined, undefined, value);
        // On a phone each value is labelled with its country (the page's CSS stacks the rows).
        td.dataset.country = countries[i]!.name.common;
        tr.append(td);
      });
      body.append(tr);
    }
    return t;
  }

  /** The chosen countries as a list, each with its remove button. */
  function showChosen(focusAt?: number) {
    chosenList.replaceChildren(
      ...codes.map((code) => {
        const li = el('li');
        const remove = el('button', `${nameOf.get(code) ?? code} ✕`, 'chip');
        remove.type = 'button';
        remove.setAttribute('aria-label', `Remove ${nameOf.get(code) ?? code}`);
        remove.addEventListener('click', () => removeCountry(code));
        li.append(remove);
        return li;
      }),
    );
    for (const option of select.options) option.selected = codes.includes(option.value);
    addField.disabled = codes.length >= max;
    if (focusAt !== undefined) {
      const buttons = chosenList.querySelectorAll('button');
      (buttons[Math.min(focusAt, buttons.length - 1)] ?? addField).focus();
    }
  }

  function choose(next: string[], focusAt?: number) {
    codes = next;
    history.pushState(null, '', `${location.pathname}${selectionQuery(codes)}`);
    notes.replaceChildren();
    showChosen(focusAt);
    void draw();
  }

  function removeCountry(code: string) {
    const at = codes.indexOf(code);
    choose(
      codes.filter((c) => c !== code),
      at,
    );
    addStatus.textContent = `${nameOf.get(code) ?? code} removed.`;
  }

  function add(key: { cca2: string; name: string }) {
    choices.replaceChildren();
    if (codes.includes(key.cca2)) addStatus.textContent = `${key.name} is already compared.`;
    else if (codes.length >= max) addStatus.textContent = `At most ${max} countries fit side by side: remove one first.`;
    else {
      choose([...codes, key.cca2]);
      addField.value = '';
      addStatus.textContent = `${key.name} added.`;
    }
  }

  /** Several countries answer to the name: each is a button that adds it. */
  function offer(text: string, matches: readonly { cca2: string; name: string }[]) {
    addStatus.textContent = `“${text}” could be ${matches.length} countries: choose one.`;
    choices.replaceChildren(
      ...matches.map((m) => {
        const button = el('button', m.name, 'chip');
        button.type = 'button';
        button.addEventListener('click', () => {
          add(m);
          addField.focus();
        });
        return el('li', undefined, undefined, button);
      }),
    );
  }

  let asking = 0;
  async function addCountry() {
    const text = addField.value.trim();
    if (text === '') return;
    choices.replaceChildren();
    const key = find(text);
    if (key) return add(key);
    // Not a code or an English short name: ask the home page's search.
    const ticket = ++asking;
    addStatus.textContent = `Looking for “${text}”…`;
    try {
      const { answerFor, loadSearchable } = await import('./picker-search.ts');
      const answer = answerFor(await loadSearchable(), text);
      if (ticket !== asking) return;
      if (answer.kind === 'one') add(answer.match);
      else if (answer.kind === 'several') offer(text, answer.matches);
      else addStatus.textContent = `No country matches “${text}”: try its name in any language, its capital or an ISO code.`;
    } catch (error) {
      if (ticket === asking)
        addStatus.textContent = `“${text}” is not a country’s English name or ISO code, and the search could not be loaded (${String(error)}).`;
    }
  }

  async function fromUrl() {
    let selection = readSelection(location.search, keys, max);
    // Names in any language, abbreviations (`?c=Deutschland,uk`): as the home search reads them.
    if (selection.unknown.length > 0) {
      status.textContent = `Looking for ${selection.unknown.map((t) => `“${t}”`).join(', ')}…`;
      selection = await readNames(selection);
    }
    codes = selection.codes;
    notes.replaceChildren(...selectionNotes(selection, max).map((text) => el('p', text)));
    // The plain form submits `?c=DE&c=FR`, and people type `?c=deu,fra`: show the shareable `?c=DE,FR`.
    if (location.search !== selectionQuery(codes)) history.replaceState(null, '', `${location.pathname}${selectionQuery(codes)}`);
    showChosen();
    void draw();
  }

  /** The address's words that are no code nor English name, read by the home search: one country each, or left unknown. */
  async function readNames(selection: Selection): Promise<Selection> {
    try {
      const { answerFor, loadSearchable } = await import('./picker-search.ts');
      const countries = await loadSearchable();
      const asked = new URLSearchParams(location.search)
        .getAll('c')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      const found: string[] = [];
      const unknown: string[] = [];
      const ambiguous: { text: string; names: string[] }[] = [];
      for (const text of asked) {
        const known = find(text)?.cca2;
        const answer = known ? undefined : answerFor(countries, text);
        const cca2 = known ?? (answer?.kind === 'one' ? answer.match.cca2 : undefined);
        if (answer?.kind === 'several') ambiguous.push({ text, names: answer.matches.map((m) => m.name) });
        else if (!cca2) unknown.push(text);
        else if (!found.includes(cca2)) found.push(cca2);
      }
      return { ...selection, codes: found.slice(0, max), unknown, ambiguous, dropped: found.slice(max).map(sovereignName) };
    } catch {
      return selection;
    }
  }

  const names = byId('compare-names');
  names.replaceChildren(...keys.map((k) => Object.assign(el('option'), { value: k.name })));
  byId('compare-add-button').addEventListener('click', () => void addCountry());
  addField.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void addCountry();
  });
  // Picking one of the suggested names fills the field whole: add it at once.
  addField.addEventListener('input', (event) => {
    if ((event as InputEvent).inputType === 'insertReplacementText' && find(addField.value)) void addCountry();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void addCountry();
  });
  onlyDiffs?.addEventListener('change', () => output.classList.toggle('only-differences', onlyDiffs.checked));
  window.addEventListener('popstate', () => void fromUrl());

  void fromUrl();
}
