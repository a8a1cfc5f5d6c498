/**
 * @module
 * Which route a request path names: a route's own path (`/api/country`), or, for a route whose
 * lookup may be the last path segment, that path and the segment (`/api/rest/v3.1/alpha/de` is
 * `rest/v3.1/alpha` with `code=de`), or two (`/api/rest/v5/codes.alpha_2/AZ` is `rest/v5` with
 * `property=codes.alpha_2&value=AZ`). A last segment with a format extension (`DE.json`) names a
 * static file, never a value.
 */
import { FORMAT_EXTENSIONS } from '../formats/extensions.ts';
import type { RawQuery } from './params.ts';
import type { Route } from './route.ts';
import { API_ROOT } from './paths.ts';

/** What matching needs of a route: a route itself, or the outline the server's HTTP side has of it. */
export type Matchable = Pick<Route, 'name' | 'pathParameter' | 'valueParameter'>;

export interface RouteMatch<R extends Matchable = Route> {
  readonly route: R;
  /** The parameter the path carries (`{ code: 'de' }`), or none. */
  readonly pathValues: RawQuery;
}

const STATIC_FILE = new RegExp(`\\.(${FORMAT_EXTENSIONS.join('|')})$`);

/** A matcher of decoded request paths under `apiRoot` (a trailing slash is ignored). */
export function routeMatcher<R extends Matchable>(routes: readonly R[], apiRoot = API_ROOT): (path: string) => RouteMatch<R> | undefined {
  const byPath = new Map(routes.map((r) => [`${apiRoot}/${r.name}`, r]));
  return (path) => {
    const trimmed = path.replace(/\/$/, '');
    const route = byPath.get(trimmed);
    if (route) return { route, pathValues: {} };
    const cut = trimmed.lastIndexOf('/');
    const value = trimmed.slice(cut + 1);
    if (value === '' || STATIC_FILE.test(value)) return undefined;
    const parent = byPath.get(trimmed.slice(0, cut));
    if (parent?.pathParameter) return { route: parent, pathValues: { [parent.pathParameter]: value } };
    const cut2 = trimmed.lastIndexOf('/', cut - 1);
    const grandparent = byPath.get(trimmed.slice(0, cut2));
    const first = trimmed.slice(cut2 + 1, cut);
    if (!grandparent?.pathParameter || !grandparent.valueParameter || first === '') return undefined;
    return { route: grandparent, pathValues: { [grandparent.pathParameter]: first, [grandparent.valueParameter]: value } };
  };
}

/**
 * The route whose error shape an unknown path under its family takes (`/api/rest/v3.1/nothing`
 * is REST Countries' 404, as on static hosts, where `/api/rest/*` misses get `rest/404.json`):
 * a family's not-found file sits at the root of its paths.
 */
export function routeFamily<R extends { readonly errorShape?: { readonly notFoundFile: string } | undefined }>(
  routes: readonly R[],
  apiRoot = API_ROOT,
): (path: string) => R | undefined {
  const families = routes.flatMap((route) => {
    const file = route.errorShape?.notFoundFile;
    return file === undefined ? [] : [{ route, prefix: `${apiRoot}/${file.slice(0, file.lastIndexOf('/') + 1)}` }];
  });
  // The most specific family first: `/api/rest/v5/` before `/api/rest/`.
  families.sort((a, b) => b.prefix.length - a.prefix.length);
  return (path) => families.find((f) => path.startsWith(f.prefix))?.route;
}
