/**
 * @module
 * Answers shortened for the reference: every top-level key of a record, values on one line
 * when they fit, long lists and objects cut with `…`. The elision makes an excerpt invalid JSON
 * on purpose: it is never mistaken for a whole answer.
 */
const WIDTH = 110;
const LIST_ITEMS = 3;
const OBJECT_KEYS = 6;
const MAX_LINES = 60;

/** JSON on one line, with the spaces Prettier would put there. */
const oneLine = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  const entries = Object.entries(value);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(', ')} }`;
};

/** One line, cut: the first items or keys that fit, then `…`; an item too long is cut in turn. */
const cutLine = (value: unknown, room: number): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries: Array<[string | undefined, unknown]> = Array.isArray(value) ? value.map((v) => [undefined, v]) : Object.entries(value);
  const part = ([key, v]: [string | undefined, unknown], width: number) => {
    const label = key === undefined ? '' : `${JSON.stringify(key)}: `;
    const whole = oneLine(v);
    return label + (label.length + whole.length <= width ? whole : cutLine(v, width - label.length));
  };
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  const kept: string[] = [];
  for (const entry of entries) {
    const next = part(entry, kept.length === 0 ? room - 8 : room);
    if (kept.length > 0 && [...kept, next, '…'].join(', ').length + 4 > room) break;
    kept.push(next);
  }
  return `${open}${[...kept, ...(kept.length < entries.length ? ['…'] : [])].join(', ')}${close}`;
};

function lines(value: unknown, indent: string, depth: number): string[] {
  const flat = oneLine(value);
  if (flat.length + indent.length <= WIDTH || value === null || typeof value !== 'object') return [flat];
  if (depth >= 2) return [cutLine(value, WIDTH - indent.length)];
  const inner = `${indent}  `;
  const entries: Array<[string | undefined, unknown]> = Array.isArray(value) ? value.map((v) => [undefined, v]) : Object.entries(value);
  const keep = Array.isArray(value) ? LIST_ITEMS : depth === 0 ? entries.length : OBJECT_KEYS;
  const shown = entries.slice(0, keep);
  const items = shown.flatMap(([key, v], i) => {
    const [first = '', ...rest] = lines(v, inner, depth + 1);
    const item = [`${inner}${key === undefined ? '' : `${JSON.stringify(key)}: `}${first}`, ...rest];
    if (i < shown.length - 1 || entries.length > keep) item[item.length - 1] += ',';
    return item;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return [open, ...items, ...(entries.length > keep ? [`${inner}…`] : []), `${indent}${close}`];
}

/** A JSON answer, shortened. */
export function jsonExcerpt(value: unknown): string {
  const all = lines(value, '', 0);
  return all.length <= MAX_LINES ? all.join('\n') : [...all.slice(0, MAX_LINES - 1), '…'].join('\n');
}

/** A CSV or XML answer: its first lines, each cut to a readable width. */
export function textExcerpt(text: string, lineCount: number, width = 200): string {
  const all = text.split(/\r?\n/).filter((l) => l !== '');
  const shown = all.slice(0, lineCount).map((l) => (l.length > width ? `${l.slice(0, width)}…` : l));
  return [...shown, ...(all.length > lineCount ? ['…'] : [])].join('\n');
}
