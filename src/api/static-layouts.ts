/**
 * @module
 * The layouts of a route's static files (`country/{code}`, `countries/region/{region}/{sort}-{order}/{page}`),
 * read from its precomputed questions: for the API reference and the OpenAPI document.
 */
import type { Api } from './context.ts';
import type { Route } from './route.ts';
import { slug } from '../lib/slug.ts';
import { wholePartsOf } from '../lib/path-part.ts';

/**
 * The layouts of a route's static files: each precomputed path with the values of its question
 * put back as `{parameter}` (as they are, or as their slug), counted.
 */
export function staticLayouts(api: Api, route: Route): Array<{ layout: string; questions: number }> {
  const counts = new Map<string, number>();
  // Many questions share values (a region, a sort order): each is slugged once.
  const slugs = new Map<string, string>();
  const slugOf = (value: string) => {
    let s = slugs.get(value);
    if (s === undefined) slugs.set(value, (s = slug(value)));
    return s;
  };
  for (const params of route.precomputed(api)) {
    let layout = route.staticPath(api, params);
    if (layout === undefined) continue;
    const values = Object.entries(params)
      .filter(([name, v]) => name !== 'format' && v !== undefined && typeof v !== 'object')
      .map(([name, v]) => [name, String(v as string | number | boolean)] as const)
      .sort(([, a], [, b]) => b.length - a.length);
    for (const [name, value] of values) {
      for (const spelling of new Set([value, slugOf(value), value.toUpperCase()])) {
        const at: number | undefined = wholePartsOf(layout, spelling)[0];
        if (at === undefined) continue;
        layout = `${layout.slice(0, at)}{${name}}${layout.slice(at + spelling.length)}`;
        break;
      }
    }
    counts.set(layout, (counts.get(layout) ?? 0) + 1);
  }
  return [...counts].map(([layout, questions]) => ({ layout, questions }));
}
