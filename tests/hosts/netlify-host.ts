/**
 * A small evaluator of Netlify's `_redirects` and `_headers`, written from Netlify's
 * documentation (docs.netlify.com/routing/redirects, redirect-options, rewrites-proxies,
 * headers): rules are tried top to bottom and the first match wins; every `key=value` listed
 * must be in the query (`:name` captures a non-empty value, anything else must equal the
 * decoded value); a rule without `!` does not shadow an existing file; a 200 rule rewrites to
 * its target and a target without a file gets the site's 404 page (one rewrite per request);
 * a 404 rule serves its target with status 404; custom headers are matched against the request
 * path. Netlify does not document whether parameters a rule does not list stop it matching, so
 * both readings can be evaluated.
 */
import { addHeader, notFoundPage, serveFile, type Served, type Site } from './site.ts';

export interface NetlifyRule {
  from: string;
  query: Array<[string, string]>;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderBlock {
  path: string;
  headers: Array<[string, string]>;
}

/** `from [key=value …] to status[!]`: the query tokens are those before the first token that starts with `/`. */
export function parseRedirects(text: string): NetlifyRule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from, ...rest] = l.split(/\s+/);
      const toAt = rest.findIndex((t) => t.startsWith('/'));
      if (!from || toAt < 0) throw new Error(`Unreadable _redirects line: ${l}`);
      const statusToken = rest[toAt + 1] ?? '301';
      return {
        from,
        query: rest.slice(0, toAt).map((t): [string, string] => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]),
        to: rest[toAt]!,
        status: Number(statusToken.replace('!', '')),
        force: statusToken.endsWith('!'),
      };
    });
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) blocks.push({ path: raw.trim(), headers: [] });
    else blocks.at(-1)!.headers.push([raw.slice(0, raw.indexOf(':')).trim(), raw.slice(raw.indexOf(':') + 1).trim()]);
  }
  return blocks;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `*` is a splat (any characters), `:name` one path segment. */
function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '(?<splat>.*)' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escape(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

export type UnlistedParameters = 'ignored' | 'refused';

export interface NetlifyHost {
  serve(url: string): Served;
}

export function netlifyHost(redirects: string, headersFile: string, site: Site, unlisted: UnlistedParameters): NetlifyHost {
  const rules = parseRedirects(redirects).map((rule) => ({ rule, from: pathPattern(rule.from) }));
  const blocks = parseHeaders(headersFile).map((b) => ({ ...b, pattern: pathPattern(b.path) }));

  function match(rule: NetlifyRule, from: RegExp, path: string, query: URLSearchParams): Record<string, string> | undefined {
    const m = from.exec(path);
    if (!m) return undefined;
    const params: Record<string, string> = { ...m.groups };
    if (unlisted === 'refused' && rule.query.length > 0 && new Set(query.keys()).size !== rule.query.length) return undefined;
    for (const [key, value] of rule.query) {
      const given = query.get(key);
      if (given === null || given === '') return undefined;
      if (value.startsWith(':')) params[value.slice(1)] = given;
      else if (decodeURIComponent(value) !== given) return undefined;
    }
    return params;
  }

  return {
    serve(url) {
      const { pathname, searchParams } = new URL(url, 'https://netlify.invalid');
      const path = decodeURIComponent(pathname);
      const headers = new Map<string, string[]>();
      for (const b of blocks) if (b.pattern.test(path)) for (const [k, v] of b.headers) addHeader(headers, k, v);

      let found: { rule: NetlifyRule; params: Record<string, string> } | undefined;
      for (const { rule, from } of rules) {
        const params = match(rule, from, path, searchParams);
        if (params) {
          found = { rule, params };
          break;
        }
      }
      if (!found || (!found.rule.force && site.has(path))) return site.has(path) ? serveFile(site, 200, path, headers) : notFoundPage(site, headers);
      const target = found.rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => found.params[name] ?? whole);
      if (!site.has(target)) return notFoundPage(site, headers);
      if (found.rule.status === 200 || found.rule.status === 404) return serveFile(site, found.rule.status, target, headers);
      throw new Error(`The evaluator does not model status ${found.rule.status} (${found.rule.from}).`);
    },
  };
}
