/**
 * @module
 * What defines an endpoint, once: its parameters, the static file of a normalised question,
 * the questions written at build time, and the pure function that answers.
 */
import type { z } from 'zod';
import type { ApiDocument } from '../formats/document.ts';
import type { FormatExtension } from '../formats/registry.ts';
import type { Api } from './context.ts';

export interface RouteExample {
  /** Query-form URL relative to the API root, e.g. `country?code=DE`. */
  query: string;
  description: string;
}

export interface Route<P extends { format?: FormatExtension | undefined }> {
  /** Query-form path under the API root, e.g. `country` or `rest/v1/all`. */
  readonly name: string;
  readonly summary: string;
  /** Formats the endpoint answers in; errors are always JSON. */
  readonly formats: readonly FormatExtension[];
  /** Zod schema of the query string (built per dataset, since accepted values come from it). */
  params(api: Api): z.ZodType<P, Readonly<Record<string, string>>>;
  /** Static file of a normalised question, relative to the API root and without extension; undefined when not precomputed. */
  staticPath(api: Api, params: P): string | undefined;
  /** The questions written as static files. */
  precomputed(api: Api): Iterable<P>;
  /** The answer, or a thrown {@link ApiError}. Pure. */
  answer(api: Api, params: P): ApiDocument;
  readonly examples: readonly RouteExample[];
}

/** Keeps the parameter type of each route while collecting them in one list. */
export const defineRoute = <P extends { format?: FormatExtension | undefined }>(route: Route<P>): Route<P> => route;
