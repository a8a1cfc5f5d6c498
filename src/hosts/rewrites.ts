/**
 * @module
 * The query form as host-neutral rewrite rules, derived from the route table: for each route,
 * one rule per set of parameters a static question can be asked with (optional parameters left
 * out get their defaults in the target), most specific first. Netlify's `_redirects` is a
 * serialization of this list (where the app runs, on Cloudflare and Vercel, it needs none). Pure.
 */
import type { Api } from '../api/context.ts';
import type { Route } from '../api/route.ts';
import { API_ROOT } from '../api/paths.ts';
import { fileFormats } from '../api/files.ts';
import { defaultFormat } from '../api/question.ts';
import { staticQuestions, type StaticQuestion } from './questions.ts';
import { templatesOf, type QueryCondition } from './templates.ts';

export type { QueryCondition } from './templates.ts';

/** The file a static host answers unknown API paths with (written by generate.ts). */
export const NOT_FOUND_FILE = `${API_ROOT}/404.json`;

export interface QueryRewrite {
  /** Query-form path, e.g. `/api/country`. */
  readonly path: string;
  /** Parameters that must be present: `code=:code`, `region=Europe`. */
  readonly query: readonly QueryCondition[];
  /**
   * Parameters that must be absent: those that would make the question another rule's.
   * Any other parameter makes it a question no rule answers, refused by the route's `refused`.
   */
  readonly missing: readonly string[];
  /** Static file, with the placeholders of `query`: `/api/country/:code.json`. */
  readonly to: string;
}

export interface RouteRewrites {
  readonly route: string;
  readonly path: string;
  /** Every parameter the route accepts. */
  readonly params: readonly string[];
  /**
   * The smallest parameter sets with no static answer that contain a rule's parameters
   * (`q`, `limit`, `region`+`language`): a host answers them 404 before trying any rule,
   * so that no rule answers a part of the question.
   */
  readonly refused: readonly (readonly string[])[];
  /** Its rules, in the order a first-match host must try them. */
  readonly rules: readonly QueryRewrite[];
}

const shapeKey = (names: readonly string[]) => [...names].sort().join('&');

/**
 * A minimal set is one parameter more than some rule's set: if it held a rule's set and two
 * more parameters, adding one of them would already give a refused set or a rule's set.
 */
function refusedSets(params: readonly string[], shapes: ReadonlySet<string>, ruleNames: readonly (readonly string[])[]): string[][] {
  const candidates = new Map<string, string[]>();
  for (const names of ruleNames) {
    for (const extra of params.filter((p) => !names.includes(p))) {
      const set = [...names, extra].sort();
      if (!shapes.has(shapeKey(set))) candidates.set(shapeKey(set), set);
    }
  }
  const all = [...candidates.values()];
  const within = (a: string[], b: string[]) => a.length < b.length && a.every((n) => b.includes(n));
  return all.filter((set) => !all.some((other) => within(other, set))).sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

function shapes(questions: readonly StaticQuestion[]): Map<string, { names: string[]; questions: StaticQuestion[] }> {
  const byShape = new Map<string, { names: string[]; questions: StaticQuestion[] }>();
  for (const q of questions) {
    const names = Object.keys(q.query);
    const key = shapeKey(names);
    const shape = byShape.get(key) ?? { names, questions: [] };
    shape.questions.push(q);
    byShape.set(key, shape);
  }
  return byShape;
}

export function routeRewrites(api: Api, route: Route): RouteRewrites {
  const { params, questions } = staticQuestions(api, route);
  const path = `${API_ROOT}/${route.name}`;
  const withFormat = params.includes('format');
  const rules: QueryRewrite[] = [];
  for (const { names, questions: asked } of shapes(questions).values()) {
    for (const t of templatesOf(route.name, names, asked)) {
      const base = `${API_ROOT}/${t.to}`;
      // Without `format`, the file of the format the query form answers in (GeoJSON for the shapes).
      rules.push({ path, query: t.query, missing: [], to: `${base}.${defaultFormat(route)}` });
      if (!withFormat) continue;
      // `format` is the extension: captured when the route has several, a literal `json` otherwise.
      const written = fileFormats(route);
      const format: QueryCondition =
        written.length > 1 ? { name: 'format', placeholder: 'format', values: [...written].sort() } : { name: 'format', value: written[0]! };
      rules.push({ path, query: [...t.query, format], missing: [], to: `${base}.${format.placeholder ? ':format' : format.value}` });
    }
  }
  const ruleNames = rules.map((r) => r.query.map((c) => c.name));
  const shapeSet = new Set(ruleNames.map(shapeKey));
  const withMissing = rules.map((r, i) => ({
    ...r,
    missing: params.filter((p) => !ruleNames[i]!.includes(p) && shapeSet.has(shapeKey([...ruleNames[i]!, p]))),
  }));
  // Most parameters first, so that on a host where unlisted parameters do not stop a match, the
  // rule for the whole question comes before the rule for a part of it.
  const ordered = withMissing
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.query.length - a.r.query.length || a.i - b.i)
    .map(({ r }) => r);
  return { route: route.name, path, params, refused: refusedSets(params, shapeSet, ruleNames), rules: ordered };
}

export const queryRewrites = (api: Api, routes: readonly Route[]): RouteRewrites[] => routes.map((route) => routeRewrites(api, route));
