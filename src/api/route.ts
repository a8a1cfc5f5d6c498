/**
 * @module
 * What defines an endpoint, once: its parameters, the static file of a normalised question,
 * the questions written at build time, the pure function that answers, and what every delivery
 * and document needs to know of its answers (their schema, how a question may miss, its family).
 */
import type { z } from 'zod';
import type { ApiDocument, JsonObject } from '../formats/document.ts';
import type { FormatExtension } from '../formats/extensions.ts';
import type { Api } from './context.ts';
import type { ApiError } from './errors.ts';
import type { RawQuery } from './params.ts';
import { fillLayout } from './layouts.ts';

export interface RouteExample {
  /** Query-form URL relative to the API root, e.g. `country?code=DE`. */
  query: string;
  description: string;
}

/** An example's URL as a shell takes it: `country?name=Côte d’Ivoire` → `country?name=C%C3%B4te%20d%E2%80%99Ivoire` (commas kept readable), path segments encoded too. */
export function encodeExampleQuery(query: string): string {
  const [rawPath, search = ''] = query.split('?', 2) as [string, string?];
  const path = rawPath.split('/').map(encodeURIComponent).join('/');
  if (!search) return path;
  const pairs = [...new URLSearchParams(search)].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replaceAll('%2C', ',')}`);
  return `${path}?${pairs.join('&')}`;
}

/**
 * Errors in a shape of the route's own instead of the API's (REST Countries answers
 * `{"status":404,"message":"Not Found"}`): every delivery writes them through it.
 */
export interface ErrorShape {
  body(error: ApiError): JsonObject;
  /** The file, relative to the API root and without extension, a static host answers the route's misses with. */
  readonly notFoundFile: string;
}

/**
 * What a host does with the files of a family (docs/deploy.md, "Files per host"): every
 * precomputed question is a file in `dist/`, for the hosts that serve files and nothing else
 * (GitHub Pages, S3, nginx, and Netlify); a host that runs the app (the Cloudflare Worker, the
 * Vercel function) is given fewer of them.
 * - `file`: a file on every host. For answers that cost more to compute than to read (the bulk
 *   export, the statistics, the OpenAPI document) or that a host must have as files.
 * - `computed`: a file where no code runs; where code runs, the app computes it from the
 *   question its path names, so that host's upload leaves it out. For the many cheap answers:
 *   one country, one list page, one REST Countries lookup, one subdivision.
 */
export type FilePolicy = 'file' | 'computed';

/** Whether a host that runs the app computes a family's files rather than being given them: every policy but `file`. */
export const computedWhereCodeRuns = (policy: FilePolicy): boolean => policy !== 'file';

/** A family of a route's static files: one layout, one treatment per host. */
export interface FileFamily {
  /**
   * The files' paths relative to the API root, without extension, with `{parameter}` where a
   * value of the question stands, as the route's own schema reads it back: `country/{code}`,
   * `countries/region/{region}/{sort}-{order}/{page}`. Every precomputed file matches exactly one
   * family of its route (the build checks), and a path matching a layout is read back as the
   * question its values ask (`country/DEU.json` is `country?code=DEU&format=json`).
   */
  readonly layout: string;
  readonly policy: FilePolicy;
}

/**
 * The answers besides a 200 that a question of a route may get, other than those any question
 * may (400, 304, 414, and the access plans'): `404` nothing is found, `300` several are (a name
 * two countries share), `410` only a former country had the code or name.
 */
export type Miss = 300 | 404 | 410;

/**
 * The family a route belongs to: the API's own, or one of the REST Countries versions it answers
 * like (src/api/families.ts). The OpenAPI document tags its operations with it and describes its
 * errors with its error schema; the API page offers its bulk file where a question has no file.
 */
export interface RouteFamily {
  /** `REST Countries v2`: the OpenAPI tag of its operations. */
  readonly name: string;
  /** The tag's description. */
  readonly description: string;
  /** The file of every country in the family's format (`rest/v2/all`), to filter on the reader's side on a plain static host. */
  readonly bulkFile: string;
  /** Its errors' body, when not the API's own: what its routes' `errorShape` writes. */
  readonly errorShape?: ErrorShape;
  /** The schema of its errors' body, as the OpenAPI document describes it (a component of src/api/response-schemas.ts). */
  readonly errorSchema: z.ZodType;
}

/** What every route's parsed parameters have in common (a type, not an interface, so it reads as a record of values). */
export type BaseParams = { readonly format?: FormatExtension | undefined; readonly [parameter: string]: unknown };

/** A route's parameter schema: the raw query string in, its normalised parameters out. */
export type ParamsSchema<P extends BaseParams = BaseParams> = z.ZodType<P, RawQuery>;

/**
 * An endpoint. `P` is the output of its own parameter schema (`defineRoute` infers it). The
 * members are methods, which TypeScript compares bivariantly: that is what lets every route sit
 * in one `Route[]` (the route table, where `P` is erased to {@link BaseParams}) while each
 * endpoint's own functions keep their precise parameter type.
 */
export interface Route<P extends BaseParams = BaseParams> {
  /** Query-form path under the API root, e.g. `country` or `rest/v1/all`. */
  readonly name: string;
  readonly summary: string;
  /** Formats the endpoint answers in; errors are always JSON. */
  readonly formats: readonly FormatExtension[];
  /** Those of its formats its precomputed questions are written in as static files; all of them unless set (see `fileFormats`, src/api/files.ts). */
  readonly fileFormats?: readonly FormatExtension[];
  /** Zod schema of the query string (built per dataset, since accepted values come from it). */
  params(api: Api): ParamsSchema<P>;
  /** Static file of a normalised question, relative to the API root and without extension; undefined when not precomputed. */
  staticPath(api: Api, params: P): string | undefined;
  /** The questions written as static files. */
  precomputed(api: Api): Iterable<P>;
  /** The families of its static files: their layouts and what each host does with them. */
  readonly files: readonly FileFamily[];
  /**
   * The question whose answer is the same document, when it is another (`country?name=germany`
   * and `country?code=DEU` are `country?code=DE`): its file is an alias of that question's,
   * which a host with rewrite rules serves in its place, and the Worker computes.
   */
  canonical?(api: Api, params: P): P | undefined;
  /** The answer, or a thrown {@link ApiError}. Pure. */
  answer(api: Api, params: P): ApiDocument;
  /**
   * The schemas of its answer's JSON body (several: it is one of them), each a component of the
   * OpenAPI document (src/api/response-schemas.ts), as Fastify puts a route's response schema on it.
   */
  readonly response: readonly z.ZodType[];
  /**
   * How its questions may miss (see {@link Miss}); `[]` for a route that always answers (a
   * document, every country). Required: a forgotten fact would promise clients a 404 that cannot
   * happen, or hide one that can.
   */
  readonly misses: readonly Miss[];
  /** The family it belongs to; the API's own (`API_FAMILY`, src/api/families.ts) unless set. */
  readonly family?: RouteFamily;
  /** Its answer describes the instant it is given (the healthcheck): no validator, never a 304, and a 503 says what is down. */
  readonly live?: boolean;
  readonly examples: readonly RouteExample[];
  /**
   * A parameter that may also be the last path segment (`rest/v3.1/alpha/DE` is
   * `rest/v3.1/alpha?code=DE`): REST Countries' URLs carry their lookup in the path.
   */
  readonly pathParameter?: string;
  /** A parameter a second segment after `pathParameter`'s may carry (`rest/v5/codes.alpha_2/AZ`: `property`, then `value`). */
  readonly valueParameter?: string;
  /**
   * Its answers carry absolute URLs (flags a client on another origin loads): built with
   * SITE_URL, or, without it, made absolute on the request's origin by the server that answers.
   */
  readonly absoluteLinks?: boolean;
  /** Comma-separated list parameters a client may also repeat (`fields=name&fields=flags`), as REST Countries read them. */
  readonly listParameters?: readonly string[];
  /** Its errors' body when not the API's own; its family's (`RouteFamily.errorShape`) unless set. */
  readonly errorShape?: ErrorShape;
}

/** A family of files as a route defines it: with the values a question gives its layout, from which the question's static path is made. */
export interface FileFamilyDefinition<P extends BaseParams = BaseParams> extends FileFamily {
  /**
   * The values of the layout's placeholders for a question, as its file spells them
   * (`country?code=deu` gives `country/{code}` `{ code: 'DE' }`), or undefined when no file of
   * the family answers it (a code with no country, a question with `fields`).
   */
  values?(api: Api, params: P): Readonly<Record<string, string | number | boolean>> | undefined;
}

/** A route as written: its static paths made from its families' values unless it writes them itself (`staticPath`). */
export interface RouteDefinition<P extends BaseParams> extends Omit<Route<P>, 'staticPath' | 'files'> {
  /** For a route some of whose static paths are not its own families' (a subdivision list is `country/subdivisions`' file). */
  staticPath?(api: Api, params: P): string | undefined;
  readonly files: readonly FileFamilyDefinition<P>[];
}

/**
 * Defines a route; its parameter type is inferred from the output of its schema. A question's
 * static path is its first family's with values for it, unless the route writes it; its error
 * shape is its family's unless it has its own.
 */
export function defineRoute<P extends BaseParams>(def: RouteDefinition<P>): Route<P> {
  const families = def.files;
  if (!def.staticPath && families.some((f) => !f.values))
    throw new Error(`route ${def.name}: give each of its file families its values, or the route a staticPath`);
  const fromFamilies = (api: Api, params: P) => {
    for (const family of families) {
      const values = family.values?.(api, params);
      if (values) return fillLayout(family.layout, values);
    }
    return undefined;
  };
  const errorShape = def.errorShape ?? def.family?.errorShape;
  return {
    ...def,
    staticPath: (api, params) => (def.staticPath ? def.staticPath(api, params) : fromFamilies(api, params)),
    files: families.map(({ layout, policy }) => ({ layout, policy })),
    ...(errorShape ? { errorShape } : {}),
  };
}
