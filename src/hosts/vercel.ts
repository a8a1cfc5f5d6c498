/**
 * @module
 * `vercel.json` from the host-neutral rules. A rewrite matches its `source` path, every `has`
 * item (a query value tested by a regular expression whose named groups fill the destination)
 * and no `missing` parameter; rewrites are tried after the files, in order, and one whose
 * destination does not exist passes the request on with that destination as its path, so a
 * question without a file reaches the final rule: the JSON 404, with status 404. Questions no
 * rule may answer in part (`q`, two filters) are refused first, with the same 404.
 * @see https://vercel.com/docs/project-configuration/vercel-json
 */
import type { HeaderRule } from './headers.ts';
import { NOT_FOUND_FILE, type QueryCondition, type RouteRewrites } from './rewrites.ts';
import { API_DIR, API_ROOT } from '../api/paths.ts';
import { escapeRegExp } from '../lib/escape-regexp.ts';
import type { PathRewrites } from './path-rewrites.ts';

/** Vercel's limits: routes per deployment (rewrites and headers), `has`/`missing` items per rule, characters per value. */
export const VERCEL_LIMITS = { routes: 2048, conditions: 16, valueLength: 4096 } as const;

type QueryMatcher = { type: 'query'; key: string; value?: string };
export interface VercelRewrite {
  source: string;
  destination: string;
  has?: QueryMatcher[];
  missing?: QueryMatcher[];
  statusCode?: number;
}
export interface VercelHeader {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
export interface VercelConfig {
  $schema: string;
  rewrites: VercelRewrite[];
  headers: VercelHeader[];
}

/**
 * What a capture accepts: its few values exactly, or the characters and lengths its values
 * have (`[0-9A-Z]{2,3}` for country codes); a value of that form without a file falls through.
 */
export function capturePattern(values: readonly string[]): string {
  if (values.length <= 8) return values.map(escapeRegExp).join('|');
  const classes = [
    ['0-9', /[0-9]/],
    ['A-Z', /[A-Z]/],
    ['a-z', /[a-z]/],
  ] as const;
  const chars = new Set(values.flatMap((v) => [...v]));
  const others = [...chars].filter((ch) => !classes.some(([, re]) => re.test(ch)));
  const set = [
    ...others.map((ch) => (ch === '-' ? '\\-' : escapeRegExp(ch))),
    ...classes.filter(([, re]) => [...chars].some((ch) => re.test(ch))).map(([c]) => c),
  ].join('');
  const lengths = values.map((v) => [...v].length);
  const [min, max] = [Math.min(...lengths), Math.max(...lengths)];
  return `[${set}]{${min === max ? min : `${min},${max}`}}`;
}

const matcher = (c: QueryCondition): QueryMatcher => ({
  type: 'query',
  key: c.name,
  value: c.value !== undefined ? `^${escapeRegExp(c.value)}$` : `^(?<${c.placeholder}>${capturePattern(c.values ?? [])})$`,
});

/** A `*` path pattern in the path-to-regexp syntax of `source`. */
const source = (pattern: string) =>
  pattern
    .split('*')
    .map((part) => part.replace(/\./g, '\\.'))
    .join('(.*)');

/**
 * The path form: one rewrite per lookup route onto `:value.json` (every lookup's file is its URL
 * plus `.json`) unless another of its parameters is given; a lookup without a file falls
 * through to its family's not-found body.
 */
const pathRules = (paths: PathRewrites): VercelRewrite[] => [
  ...paths.routes.map((route) => ({
    source: `${route.path}/:${route.parameter}`,
    destination: `${route.path}/:${route.parameter}.json`,
    ...(route.others.length > 0 ? { missing: route.others.map((key): QueryMatcher => ({ type: 'query', key })) } : {}),
  })),
  ...paths.families.map((family) => ({ source: `${family.prefix}:path*`, destination: family.notFoundFile, statusCode: 404 })),
];

/** An alias file (`api/country/DEU.json`) and the file with its bytes (`api/country/DE.json`). */
export interface AliasFile {
  readonly path: string;
  readonly aliasOf: string;
}

/**
 * One rewrite per canonical file for all its aliases, in every format:
 * `/api/:alias(country/DEU|country/name/germany|…).:format(json|csv|xml)` → `/api/country/DE.:format`.
 * They follow the query rules, whose destination may be an alias (`country?code=DEU`): Vercel
 * tries the later rewrites on a destination that is not a file.
 */
export function aliasRewrites(aliases: readonly AliasFile[]): VercelRewrite[] {
  const split = (path: string) => {
    const dot = path.lastIndexOf('.');
    return { stem: path.slice(0, dot), format: path.slice(dot + 1) };
  };
  const byTarget = new Map<string, { stems: Set<string>; formats: Set<string> }>();
  for (const alias of aliases) {
    const from = split(alias.path);
    const to = split(alias.aliasOf).stem;
    const group = byTarget.get(to) ?? { stems: new Set(), formats: new Set() };
    group.stems.add(from.stem.slice(API_DIR.length + 1));
    group.formats.add(from.format);
    byTarget.set(to, group);
  }
  return [...byTarget].map(([to, { stems, formats }]) => ({
    source: `${API_ROOT}/:alias(${[...stems].map(escapeRegExp).join('|')}).:format(${[...formats].join('|')})`,
    destination: `/${to}.:format`,
  }));
}

export function vercelConfig(
  routes: readonly RouteRewrites[],
  headers: readonly HeaderRule[],
  paths: PathRewrites = { routes: [], families: [] },
  aliases: readonly AliasFile[] = [],
): VercelConfig {
  const refusals = routes.flatMap((route) =>
    route.refused.map((set): VercelRewrite => ({
      source: route.path,
      destination: NOT_FOUND_FILE,
      has: set.map((key) => ({ type: 'query', key })),
      statusCode: 404,
    })),
  );
  const rewrites: VercelRewrite[] = refusals.concat(
    routes.flatMap((route) =>
      route.rules.map((rule) => ({
        source: rule.path,
        destination: rule.to,
        ...(rule.query.length > 0 ? { has: rule.query.map(matcher) } : {}),
        ...(rule.missing.length > 0 ? { missing: rule.missing.map((key): QueryMatcher => ({ type: 'query', key })) } : {}),
      })),
    ),
  );
  rewrites.push(...aliasRewrites(aliases), ...pathRules(paths), { source: `${API_ROOT}/:path*`, destination: NOT_FOUND_FILE, statusCode: 404 });
  const config: VercelConfig = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    rewrites,
    headers: headers.map((h) => ({ source: source(h.path), headers: Object.entries(h.headers).map(([key, value]) => ({ key, value })) })),
  };
  const routeCount = config.rewrites.length + config.headers.length;
  if (routeCount > VERCEL_LIMITS.routes) throw new Error(`vercel.json would have ${routeCount} routes, more than Vercel's ${VERCEL_LIMITS.routes}.`);
  return config;
}
