/**
 * @module
 * Turns the static questions of one shape (one set of parameter names) into rewrite templates:
 * a parameter whose value appears as is in the static path becomes a capture
 * (`code=:code` → `country/:code`); any other (a region name slugged into the path, a sort
 * whose default order differs) stays a literal value with a rule of its own.
 */
import type { StaticQuestion } from './questions.ts';
import { wholePartsOf } from '../lib/path-part.ts';

/** One query parameter of a rule: a literal value, or a value captured into the target. */
export interface QueryCondition {
  readonly name: string;
  /** The exact value the parameter must have. */
  readonly value?: string;
  /** Name of the `:placeholder` the value fills in the target. */
  readonly placeholder?: string;
  /** For a capture: the values that have a static file (a host may test them, or a pattern of them). */
  readonly values?: readonly string[];
}

export interface Template {
  readonly query: readonly QueryCondition[];
  /** Static path with `:placeholder`s, relative to the API root, without extension. */
  readonly to: string;
}

/** Where a value stands in the path as a whole segment part (between `/`, `-`, `.` or the ends); only a single place counts. */
function placeOf(rel: string, value: string): [number, number] | undefined {
  if (value === '') return undefined;
  const found = wholePartsOf(rel, value);
  return found.length === 1 ? [found[0]!, found[0]! + value.length] : undefined;
}

/** A template with its `:placeholder`s filled. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => values[name] ?? whole);

interface Draft {
  captured: Set<string>;
  to: string;
  samples: StaticQuestion[];
}

/** The template of one question, capturing the parameters in `capturable` that stand as is in its path. */
function draftOf(q: StaticQuestion, capturable: readonly string[]): { captured: Set<string>; to: string } {
  const places = capturable
    .map((name) => ({ name, at: placeOf(q.rel, q.query[name]!) }))
    .filter((p): p is { name: string; at: [number, number] } => p.at !== undefined)
    .sort((a, b) => a.at[0] - b.at[0]);
  const kept = places.filter((p, i) => (i === 0 || places[i - 1]!.at[1] <= p.at[0]) && (i === places.length - 1 || p.at[1] <= places[i + 1]!.at[0]));
  let to = q.rel;
  for (const p of [...kept].reverse()) to = `${to.slice(0, p.at[0])}:${p.name}${to.slice(p.at[1])}`;
  return { captured: new Set(kept.map((p) => p.name)), to };
}

const literalKey = (q: StaticQuestion, names: readonly string[], captured: Set<string>) =>
  names
    .filter((n) => !captured.has(n))
    .map((n) => `${n}=${q.query[n]}`)
    .join('&');

function group(questions: readonly StaticQuestion[], names: readonly string[], capturable: (q: StaticQuestion) => readonly string[]): Draft[] {
  const drafts = new Map<string, Draft>();
  for (const q of questions) {
    const { captured, to } = draftOf(q, capturable(q));
    const id = `${literalKey(q, names, captured)}|${[...captured].join(',')}|${to}`;
    const draft = drafts.get(id) ?? { captured, to, samples: [] };
    draft.samples.push(q);
    drafts.set(id, draft);
  }
  return [...drafts.values()];
}

/**
 * The templates of one shape, most specific first. A capture seen with a single value, or one
 * that two templates would share (so a host could not tell them apart by the query alone),
 * becomes literal values. Throws when the first matching template would send a question to a
 * file other than its own: the layout could then not be served by rewrites at all.
 */
export function templatesOf(route: string, names: readonly string[], questions: readonly StaticQuestion[]): Template[] {
  const forced = new Map<StaticQuestion, Set<string>>();
  const force = (d: Draft, name: string) => d.samples.forEach((q) => forced.set(q, (forced.get(q) ?? new Set()).add(name)));
  const valuesOf = (d: Draft, name: string) => new Set(d.samples.map((q) => q.query[name]!));
  let drafts: Draft[];
  for (;;) {
    drafts = group(questions, names, (q) => names.filter((n) => !forced.get(q)?.has(n)));
    const single = drafts.flatMap((d) => [...d.captured].filter((n) => valuesOf(d, n).size === 1).map((n) => [d, n] as const));
    single.forEach(([d, n]) => force(d, n));
    if (single.length > 0) continue;
    const bySignature = new Map<string, Draft[]>();
    for (const d of drafts) {
      const signature = `${literalKey(d.samples[0]!, names, d.captured)}|${[...d.captured].join(',')}`;
      bySignature.set(signature, [...(bySignature.get(signature) ?? []), d]);
    }
    // Two literal templates with one signature are one question with two files: left to the check below.
    const clashes = [...bySignature.values()].filter((same) => same.length > 1 && same[0]!.captured.size > 0);
    // Of the captures two templates share, the one with the fewest values becomes literal (a sort, not a language).
    for (const same of clashes) {
      const domain = (n: string) => new Set(same.flatMap((d) => [...valuesOf(d, n)])).size;
      const name = [...same[0]!.captured].sort((a, b) => domain(a) - domain(b))[0]!;
      same.forEach((d) => force(d, name));
    }
    if (clashes.length === 0) break;
  }

  // Fewer captures first: a literal rule must be tried before a capture that would also match it.
  const templates = drafts
    .sort((a, b) => a.captured.size - b.captured.size)
    .map((d): Template => ({
      to: d.to,
      query: names.map((name) =>
        d.captured.has(name) ? { name, placeholder: name, values: [...valuesOf(d, name)].sort() } : { name, value: d.samples[0]!.query[name]! },
      ),
    }));

  for (const q of questions) {
    const first = templates.find((t) => t.query.every((c) => c.value === undefined || c.value === q.query[c.name]));
    const to = first && fillTemplate(first.to, Object.fromEntries(first.query.map((c) => [c.placeholder ?? '', q.query[c.name]!])));
    if (to !== q.rel) throw new Error(`${route}: no rewrite rule can send ${JSON.stringify(q.query)} to ${q.rel} (the first match gives ${to}).`);
  }
  return templates;
}
