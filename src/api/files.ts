/**
 * @module
 * A route's static files as facts of the route: each precomputed question's file, the family
 * (layout and per-host policy) it belongs to, the formats it is written in, and the question it
 * is an alias of; and the way back, from a file's path to the question it answers, which lets a
 * host that runs code (the Worker, `npm start` over a host's upload) answer a file it was not
 * given. The static build, the host configurations and the server all read these.
 */
import type { FormatExtension } from '../formats/extensions.ts';
import type { Api } from './context.ts';
import { parameterNames, type RawQuery } from './params.ts';
import { API_DIR } from './paths.ts';
import { outcomeOf, schemaOf, tryParseQuestion, type Outcome, type Question } from './question.ts';
import { computedWhereCodeRuns, type BaseParams, type FileFamily, type Route } from './route.ts';
import { ApiError } from './errors.ts';
import { escapeRegExp } from '../lib/escape-regexp.ts';

/** Placeholders in a layout: `{code}`. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a layout, in order: `countries/region/{region}/{sort}-{order}/{page}` → region, sort, order, page. */
export const layoutParameters = (layout: string): string[] => [...layout.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const patterns = new Map<string, RegExp>();
/** A layout as a pattern of static paths: each placeholder one or more characters of one path segment. */
export function layoutPattern(layout: string): RegExp {
  let pattern = patterns.get(layout);
  if (!pattern) {
    const parts = layout.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? `(?<${part}>[^/]+?)` : escapeRegExp(part)));
    patterns.set(layout, (pattern = new RegExp(`^${parts.join('')}$`)));
  }
  return pattern;
}

/** The family of the route whose layout a static path (relative to the API root, no extension) matches; the build checks there is exactly one. */
export function familiesOf(route: Route, staticPath: string): FileFamily[] {
  return route.files.filter((f) => layoutPattern(f.layout).test(staticPath));
}

/**
 * The families of a route that have files, each with how many precomputed questions it holds, in
 * the order of those questions: what the API reference and the OpenAPI document list.
 */
export function familyCounts(api: Api, route: Route): Array<{ layout: string; questions: number }> {
  const counts = new Map<string, number>();
  for (const params of route.precomputed(api)) {
    const staticPath = route.staticPath(api, params);
    const family = staticPath === undefined ? undefined : familiesOf(route, staticPath)[0];
    if (family) counts.set(family.layout, (counts.get(family.layout) ?? 0) + 1);
  }
  return [...counts].map(([layout, questions]) => ({ layout, questions }));
}

/** The formats a route's static files are written in: those it chose (`Route.fileFormats`), else every format it answers in. */
export const fileFormats = (route: Route): readonly FormatExtension[] => route.fileFormats ?? route.formats;

/** The formats a question's files are written in: a referral (300, 410) is JSON whatever the format asked, so it has a `.json` file only. */
export const writtenFormats = (route: Route, outcome: Outcome): readonly FormatExtension[] => ('referral' in outcome ? ['json'] : fileFormats(route));

/** One precomputed question's files, with what hosts need to know of them. */
export interface RouteFile {
  readonly route: Route;
  readonly params: BaseParams;
  readonly family: FileFamily;
  /** Relative to the API root, without extension (`country/DEU`); one file per format it is written in. */
  readonly staticPath: string;
  /** The static path of the files with the same bytes (`country/DE`), when these are aliases of them (`Route.canonical`). */
  readonly aliasOf?: string;
}

/**
 * Every precomputed question of the routes, once per static path (two routes may name one file,
 * as REST Countries v1's root and `all` do), each checked against its route's declared families.
 */
export function* routeFiles(api: Api, routes: readonly Route[]): Generator<RouteFile> {
  const seen = new Set<string>();
  for (const route of routes) {
    for (const params of route.precomputed(api)) {
      const staticPath = route.staticPath(api, params);
      if (staticPath === undefined) throw new Error(`route ${route.name}: precomputed question ${JSON.stringify(params)} has no static path`);
      if (seen.has(staticPath)) continue;
      seen.add(staticPath);
      const families = familiesOf(route, staticPath);
      if (families.length !== 1)
        throw new Error(
          `route ${route.name}: the file ${staticPath} matches ${families.length} of its declared layouts (${route.files.map((f) => f.layout).join(', ') || 'none'}); declare exactly one in its \`files\`.`,
        );
      const canonical = route.canonical?.(api, params);
      const canonicalPath = canonical && route.staticPath(api, canonical);
      yield {
        route,
        params,
        family: families[0]!,
        staticPath,
        ...(canonicalPath !== undefined && canonicalPath !== staticPath ? { aliasOf: canonicalPath } : {}),
      };
    }
  }
}

/** Splits `api/country/DE.json` into the static path under the API root and the extension; undefined for any other path. */
function apiFile(path: string): { rel: string; ext: string } | undefined {
  const root = `${API_DIR}/`;
  const dot = path.lastIndexOf('.');
  return path.startsWith(root) && dot > root.length ? { rel: path.slice(root.length, dot), ext: path.slice(dot + 1) } : undefined;
}

/**
 * Whether a path under the output folder (`api/country/DE.json`) is a file of a family a host
 * that runs code computes (`computed`): it is not given those, so it need not look for them.
 */
export function isComputedFile(routes: readonly Route[], path: string): boolean {
  const file = apiFile(path);
  if (!file) return false;
  return routes.some(
    (route) =>
      (fileFormats(route) as readonly string[]).includes(file.ext) &&
      route.files.some((f) => computedWhereCodeRuns(f.policy) && layoutPattern(f.layout).test(file.rel)),
  );
}

/** A static file read back as the question it answers: the raw query its path spells, and that query understood. */
export interface FileQuestion {
  readonly route: Route;
  readonly raw: RawQuery;
  readonly question: Question;
}

/**
 * The question a static file answers, read back through its route's layouts (`api/country/DEU.json`
 * is `country?code=DEU&format=json`), or undefined when no route writes a file at that path: the
 * values must read back to that very path, and the format must be one the question is written in.
 */
export function fileQuestion(api: Api, routes: readonly Route[], path: string): FileQuestion | undefined {
  const file = apiFile(path);
  if (!file) return undefined;
  const { rel, ext } = file;
  for (const route of routes) {
    if (!(fileFormats(route) as readonly string[]).includes(ext)) continue;
    for (const family of route.files) {
      const match = layoutPattern(family.layout).exec(rel);
      if (!match) continue;
      const raw: Record<string, string> = { ...match.groups };
      if (parameterNames(schemaOf(api, route)).includes('format')) raw.format = ext;
      const question = tryParseQuestion(api, route, raw);
      if (question?.file !== `${rel}.${ext}`) continue;
      // A question of the layout with no answer (a page past the last) has no file: the host's 404.
      let outcome: Outcome;
      try {
        outcome = outcomeOf(api, route, question.params);
      } catch (e) {
        if (e instanceof ApiError) return undefined;
        throw e;
      }
      return writtenFormats(route, outcome).includes(question.format) ? { route, raw, question } : undefined;
    }
  }
  return undefined;
}
