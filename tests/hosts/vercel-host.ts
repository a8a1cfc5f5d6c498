/**
 * A small evaluator of `vercel.json` rewrites and headers, written from Vercel's documentation
 * (vercel.com/docs/project-configuration/vercel-json: rewrites, headers, `has`/`missing`) and
 * its router (vercel/vercel packages/routing-utils, which turns rewrites into routes with
 * `check: true`, and the dev router that emulates them): headers whose `source` matches the
 * request path apply; a file at the path is served before any rewrite; rewrites are tried in
 * order; a rewrite matches its `source`, every `has` item (a query value, the whole value
 * matching its regular expression, named groups becoming destination parameters; without a
 * value any value does, under the key's name) and no `missing` item; `statusCode` answers with
 * the destination at that status; otherwise a destination that is a file is served, and one that
 * is not becomes the path the next rewrites see. With no rewrite left, the site's 404 page.
 * Sources use path-to-regexp; only the forms the build writes are understood.
 */
import type { VercelConfig, VercelRewrite } from '../../src/hosts/vercel.ts';
import { addHeader, notFoundPage, serveFile, type Served, type Site } from './site.ts';

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The end of the parenthesised group that starts at `i` (its closing parenthesis). */
function groupEnd(source: string, i: number): number {
  let depth = 0;
  let j = i;
  do depth += source[j] === '(' ? 1 : source[j] === ')' ? -1 : 0;
  while (depth > 0 && ++j < source.length);
  return j;
}

/** path-to-regexp, as far as `vercel.json` here uses it: literals, `\x`, `(regex)`, `:name`, `:name(regex)`, `/:name*`. */
export function sourcePattern(source: string): RegExp {
  let out = '';
  for (let i = 0; i < source.length;) {
    const rest = source.slice(i);
    const param = /^(\/)?:([A-Za-z]\w*)(\*)?/.exec(rest);
    if (param && !param[3] && rest[param[0].length] === '(') {
      // A parameter with its own pattern: `:code(DEU|276)`.
      const start = i + param[0].length;
      const end = groupEnd(source, start);
      out += `${param[1] ? '\\/' : ''}(?<${param[2]}>${source.slice(start + 1, end)})`;
      i = end + 1;
    } else if (param && (param[1] || !param[3])) {
      out += param[3] ? `(?:/(?<${param[2]}>[^/]+(?:/[^/]+)*))?` : `${param[1] ? '\\/' : ''}(?<${param[2]}>[^/]+)`;
      i += param[0].length;
    } else if (rest[0] === '(') {
      const j = groupEnd(source, i);
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (rest[0] === '\\') {
      out += escape(rest[1]!);
      i += 2;
    } else if (/[?*+{}]/.test(rest[0]!)) {
      throw new Error(`The evaluator does not understand '${rest[0]}' in source ${source}.`);
    } else {
      out += escape(rest[0]!);
      i += 1;
    }
  }
  return new RegExp(`^${out}$`);
}

type Matcher = NonNullable<VercelRewrite['has']>[number];

/** The parameters a `has` list gives, or undefined when an item does not match. */
function hasParams(items: readonly Matcher[], query: URLSearchParams): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const item of items) {
    const value = query.getAll(item.key).at(-1);
    if (value === undefined) return undefined;
    if (item.value === undefined) {
      params[item.key] = value;
      continue;
    }
    const m = new RegExp(`^${item.value}$`).exec(value);
    if (!m) return undefined;
    Object.assign(params, m.groups);
  }
  return params;
}

export interface VercelHost {
  serve(url: string): Served;
}

export function vercelHost(config: VercelConfig, site: Site): VercelHost {
  const headers = config.headers.map((h) => ({ ...h, pattern: sourcePattern(h.source) }));
  const rewrites = config.rewrites.map((r) => ({ ...r, pattern: sourcePattern(r.source) }));
  return {
    serve(url) {
      const { pathname, searchParams } = new URL(url, 'https://vercel.invalid');
      const path = decodeURIComponent(pathname);
      const set = new Map<string, string[]>();
      for (const h of headers) if (h.pattern.test(path)) for (const { key, value } of h.headers) addHeader(set, key, value);
      if (site.has(path)) return serveFile(site, 200, path, set);

      let current = path;
      for (const r of rewrites) {
        const m = r.pattern.exec(current);
        if (!m) continue;
        const fromHas = hasParams(r.has ?? [], searchParams);
        if (!fromHas || (r.missing ?? []).some((item) => searchParams.has(item.key))) continue;
        const params: Record<string, string> = { ...m.groups, ...fromHas };
        const destination = r.destination.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => params[name] ?? whole);
        if (r.statusCode !== undefined) return site.has(destination) ? serveFile(site, r.statusCode, destination, set) : notFoundPage(site, set);
        if (site.has(destination)) return serveFile(site, 200, destination, set);
        current = destination;
      }
      return notFoundPage(site, set);
    },
  };
}
