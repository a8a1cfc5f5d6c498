/**
 * @module
 * Routes that answer one document and take no question but its format (statistics, health,
 * the bulk export, the OpenAPI document, REST Countries' `all`): one static file each, and no
 * question that can miss.
 */
import { z } from 'zod';
import type { ApiDocument } from '../formats/document.ts';
import type { Api } from './context.ts';
import { format } from './params.ts';
import { defineRoute, type FilePolicy, type Route } from './route.ts';

export interface DocumentRouteDefinition extends Pick<Route, 'name' | 'summary' | 'formats' | 'examples' | 'listParameters' | 'response' | 'family' | 'live'> {
  /** The static file, relative to the API root and without extension; the route's name unless set. */
  readonly file?: string;
  /** What hosts do with its file; `file` (one document, read rather than computed) unless set. */
  readonly policy?: FilePolicy;
  /** `ignore` for families whose clients send parameters of their own (a jQuery `_=` cache-buster); default `refuse`. */
  readonly unknownParameters?: 'refuse' | 'ignore';
  answer(api: Api): ApiDocument;
}

export function documentRoute(def: DocumentRouteDefinition): Route {
  const { file = def.name, policy = 'file', unknownParameters = 'refuse', ...route } = def;
  const shape = { format: format(def.formats) };
  return defineRoute({
    ...route,
    params: () => (unknownParameters === 'ignore' ? z.object(shape) : z.strictObject(shape)),
    precomputed: () => [{}],
    files: [{ layout: file, policy, values: () => ({}) }],
    misses: [],
    answer: (api) => def.answer(api),
  });
}
