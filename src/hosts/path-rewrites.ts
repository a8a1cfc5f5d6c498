/**
 * @module
 * The path form of the routes whose lookup is the last path segment (REST Countries'
 * `/api/rest/v3.1/alpha/DE`), derived from the route table like the query rules: the URL of every
 * precomputed lookup and its static file (`/api/rest/v3.1/alpha/DE.json`), and for each family
 * of routes with an error shape of its own, where its misses go (`/api/rest/*` →
 * `/api/rest/404.json`). Pure.
 */
import type { Api } from '../api/context.ts';
import { parameterNames } from '../api/params.ts';
import { schemaOf, tryParseQuestion } from '../api/question.ts';
import type { Route } from '../api/route.ts';
import { NOT_FOUND_FILE } from './rewrites.ts';
import { API_ROOT } from '../api/paths.ts';

export interface PathRewrite {
  /** A lookup's URL: `/api/rest/v3.1/alpha/DE`. */
  readonly from: string;
  /** Its static file: `/api/rest/v3.1/alpha/DE.json`. */
  readonly to: string;
}

export interface PathRoute {
  /** The route's path, `/api/rest/v3.1/alpha`, and its lookup parameter. */
  readonly path: string;
  readonly parameter: string;
  /**
   * Its other parameters (`fields`, `fullText`): a lookup asked with one is another question
   * than the file's, so a host refuses it with `notFoundFile` rather than answer with the file.
   */
  readonly others: readonly string[];
  readonly notFoundFile: string;
  /** Every precomputed lookup; each one's file is its URL plus `.json` (the layout of these routes, checked when they are made). */
  readonly rewrites: readonly PathRewrite[];
}

export interface PathFamily {
  /** Paths under this prefix (`/api/rest/`) that no file or rule answers… */
  readonly prefix: string;
  /** …are answered with this file, status 404 (`/api/rest/404.json`). */
  readonly notFoundFile: string;
}

export interface PathRewrites {
  readonly routes: readonly PathRoute[];
  readonly families: readonly PathFamily[];
}

function pathRoute(api: Api, route: Route, parameter: string): PathRoute {
  const path = `${API_ROOT}/${route.name}`;
  const rewrites: PathRewrite[] = [];
  for (const params of route.precomputed(api)) {
    const value = params[parameter];
    if (typeof value !== 'string') continue;
    // Only a question asked by the path alone (`fields`, `fullText` left out) is the lookup's URL.
    const question = tryParseQuestion(api, route, { [parameter]: value });
    if (question?.file === undefined) continue;
    const from = `${path}/${encodeURIComponent(value)}`;
    const to = `${API_ROOT}/${question.file}`;
    if (to !== `${from}.json`) throw new Error(`${route.name}: the lookup ${from} is answered by ${to}, not by its URL plus .json.`);
    rewrites.push({ from, to });
  }
  const others = parameterNames(schemaOf(api, route)).filter((name) => name !== parameter);
  const notFoundFile = route.errorShape ? `${API_ROOT}/${route.errorShape.notFoundFile}.json` : NOT_FOUND_FILE;
  return { path, parameter, others, notFoundFile, rewrites };
}

export function pathRewrites(api: Api, routes: readonly Route[]): PathRewrites {
  const families = new Map<string, PathFamily>();
  for (const route of routes) {
    const file = route.errorShape?.notFoundFile;
    if (file === undefined) continue;
    // A family's not-found file sits at the root of its paths (`rest/404` answers under `rest/`).
    const root = file.slice(0, file.lastIndexOf('/') + 1);
    if (!route.name.startsWith(root)) throw new Error(`${route.name}: its not-found file ${file} is not at the root of its paths.`);
    families.set(file, { prefix: `${API_ROOT}/${root}`, notFoundFile: `${API_ROOT}/${file}.json` });
  }
  return {
    routes: routes.flatMap((route) => (route.pathParameter ? [pathRoute(api, route, route.pathParameter)] : [])),
    families: [...families.values()],
  };
}
