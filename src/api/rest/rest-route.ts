/**
 * @module
 * What the REST Countries routes (v1, v2 and v3.1) have in common: their URLs (`rest/v3.1/alpha/DE`,
 * the lookup in the last path segment), JSON only, REST Countries' error body, unknown query
 * parameters ignored (a jQuery `_=` cache-buster, v2-style `fields=`), a list answer or 404,
 * and one static file per precomputed lookup key (`rest/v3.1/region/europe.json`).
 */
import { z } from 'zod';
import type { CountryData } from '../../dataset/schema.ts';
import type { ApiDocument, JsonObject } from '../../formats/document.ts';
import { queryProblem, text } from '../params.ts';
import type { Api } from '../context.ts';
import { notFound } from '../errors.ts';
import { defineRoute, type BaseParams, type ParamsSchema, type Route, type RouteExample, type RouteFamily } from '../route.ts';
import { findByText, searchKey, type TextGroup } from './search.ts';
import { nameKey } from '../../lib/slug.ts';

/** REST Countries' list parameter, which clients may also repeat (`fields=name&fields=flags`); v1 ignores it. */
export const REST_LIST_PARAMETERS = ['fields'] as const;

/** A country code in the path: REST Countries answered one of the wrong length (`alpha/d`) with 400. */
export const restCode = (description: string) =>
  text()
    .refine((c) => c.length >= 2 && c.length <= 3, 'a code has 2 or 3 characters')
    .describe(description);

/** A list of records as an answer; REST Countries answers an empty result with 404. */
export function listDocument(body: readonly JsonObject[]): ApiDocument {
  if (body.length === 0) throw notFound('Not Found');
  return { body: [...body], rows: body, xmlRoot: 'countries' };
}

/** One record (v1's `alpha/{code}`, v3.1's `alpha/{code}?fields=`). */
export const recordDocument = (body: JsonObject): ApiDocument => ({ body, rows: [body], xmlRoot: 'country' });

/** Memoises a per-dataset value (the schemas and key sets are built once per Api). */
export function perApi<T>(make: (api: Api) => T): (api: Api) => T {
  const cache = new WeakMap<Api, T>();
  return (api) => {
    let value = cache.get(api);
    if (value === undefined) cache.set(api, (value = make(api)));
    return value;
  };
}

/** Every country of a family, with `fields` (`rest/v3.1/all`): one file without them, on every host (a bulk answer). */
export interface AllCountriesDefinition<F> {
  /** The route (`rest/v2/all`, or the bare `rest/v2`, which answers the same). */
  readonly name: string;
  readonly summary: string;
  readonly family: RouteFamily;
  /** The schema of its list (`RestV2List`). */
  readonly response: z.ZodType;
  /** The file of the answer without `fields` (`rest/v2/all`). */
  readonly file: string;
  /** The family's `fields` parameter, with its limit on `all`. */
  readonly fields: z.ZodOptional<z.ZodType<F, string>>;
  /** The records, with only the fields asked for. */
  records(api: Api, fields: F | undefined): readonly JsonObject[];
  readonly examples: readonly RouteExample[];
}

export const allCountriesRoute = <F>(def: AllCountriesDefinition<F>): Route<{ fields?: F | undefined }> =>
  defineRoute({
    name: def.name,
    summary: def.summary,
    formats: ['json'],
    params: () => z.object({ fields: def.fields }),
    absoluteLinks: true,
    listParameters: REST_LIST_PARAMETERS,
    family: def.family,
    response: [def.response],
    misses: [],
    precomputed: () => [{ fields: undefined }],
    files: [{ layout: def.file, policy: 'file', values: (_api, p) => (p.fields ? undefined : {}) }],
    answer: (api, p) => listDocument(def.records(api, p.fields)),
    examples: def.examples,
  });

export interface LookupRouteDefinition<P extends BaseParams> {
  /** The route's path under the API root, without the lookup: `rest/v3.1/capital`. */
  readonly name: string;
  readonly summary: string;
  readonly family: RouteFamily;
  /** The schemas of its answers (`RestV1Record` for one code, `RestV1List` for a list). */
  readonly response: readonly z.ZodType[];
  /** The parameter the last path segment carries (`capital`). */
  readonly pathParameter: string;
  /** Its records carry URLs a client on another origin loads (v3.1's flags): see `Route.absoluteLinks`. */
  readonly absoluteLinks?: boolean;
  params(api: Api): ParamsSchema<P>;
  /** The static file's key of a question (`helsinki`), when it is one a static file can answer. */
  staticKey?(api: Api, p: P): string | undefined;
  /** The keys written as static files, with the question each stands for; none without it. */
  precomputed?(api: Api): ReadonlyMap<string, P>;
  /** The question whose file has the same bytes (`alpha/DEU` is `alpha/DE`): see `Route.canonical`. */
  canonical?(api: Api, p: P): P | undefined;
  /** The answer's body; `[]` is REST Countries' 404. */
  answer(api: Api, p: P): readonly JsonObject[] | JsonObject;
  readonly examples: readonly RouteExample[];
}

/** A REST Countries lookup route: `name/{pathParameter}`, its static files `name/{key}.json`. */
export function lookupRoute<P extends BaseParams>(def: LookupRouteDefinition<P>): Route<P> {
  return defineRoute<P>({
    name: def.name,
    summary: def.summary,
    formats: ['json'],
    params: (api) => def.params(api),
    pathParameter: def.pathParameter,
    ...(def.absoluteLinks ? { absoluteLinks: true } : {}),
    listParameters: REST_LIST_PARAMETERS,
    family: def.family,
    response: def.response,
    misses: [404],
    precomputed: (api) => def.precomputed?.(api).values() ?? [],
    files: def.precomputed
      ? [
          {
            layout: `${def.name}/{${def.pathParameter}}`,
            policy: 'computed',
            values(api, p) {
              const key = def.staticKey?.(api, p);
              return key !== undefined && def.precomputed?.(api).has(key) ? { [def.pathParameter]: key } : undefined;
            },
          },
        ]
      : [],
    ...(def.canonical ? { canonical: (api: Api, p: P) => def.canonical?.(api, p) } : {}),
    answer(api, p) {
      const body = def.answer(api, p);
      return Array.isArray(body) ? listDocument(body) : recordDocument(body as JsonObject);
    },
    examples: def.examples,
  });
}

/**
 * The static questions of a lookup: one per distinct key of the texts (`Western Europe` →
 * `western-europe`), those that make a file name (an ASCII slug), each with its question.
 */
export function keyedQuestions<P>(texts: Iterable<string>, question: (key: string) => P): ReadonlyMap<string, P> {
  const out = new Map<string, P>();
  for (const text of texts) {
    const key = searchKey(text);
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key) && !out.has(key)) out.set(key, question(key));
  }
  return out;
}

/**
 * A lookup of countries by one of their texts (a name, a capital, a currency code…), carried
 * by the last path segment and named like it: `capital/{capital}`, `capital?capital=`.
 */
export interface TextLookupDefinition<K extends string, P extends BaseParams & Record<K, string>> {
  /** The family's root (`rest/v1`). */
  readonly root: string;
  readonly family: RouteFamily;
  /** The schema of its list of records (`RestV1List`). */
  readonly response: z.ZodType;
  /** The route's last segment and the parameter it names (`capital`). */
  readonly parameter: K;
  readonly summary: string;
  readonly absoluteLinks?: boolean;
  params(api: Api): ParamsSchema<P>;
  /** The texts a country is matched by, in groups of falling priority. */
  groups?(api: Api, c: CountryData, p: P): readonly TextGroup[];
  /** The matches, best first, when finding them takes more than one set of groups. */
  find?(api: Api, p: P): readonly CountryData[];
  /** The texts whose keys are written as static files (`Western Europe`: `region/western-europe.json`). */
  readonly files?: (api: Api) => Iterable<string>;
  /** False for a question a file cannot answer (v3.1's `fields`, a `fullText` search). */
  fileAnswers?(p: P): boolean;
  /** The matches in the family's record format. */
  records(api: Api, matches: readonly CountryData[], p: P): readonly JsonObject[];
  /** The name matches as good as each other are ordered by (its records' name); our English name unless set. */
  readonly nameOf?: (c: CountryData) => string;
  readonly examples: readonly RouteExample[];
}

export function textLookupRoute<K extends string, P extends BaseParams & Record<K, string>>(def: TextLookupDefinition<K, P>): Route<P> {
  const { files } = def;
  // A file's question is what the query string `?{parameter}={key}` parses to.
  const precomputed =
    files &&
    perApi((api) => {
      const schema = def.params(api);
      return keyedQuestions(files(api), (key) => schema.parse({ [def.parameter]: key }));
    });
  return lookupRoute<P>({
    name: `${def.root}/${def.parameter}`,
    summary: def.summary,
    family: def.family,
    response: [def.response],
    pathParameter: def.parameter,
    ...(def.absoluteLinks ? { absoluteLinks: true } : {}),
    params: (api) => def.params(api),
    examples: def.examples,
    staticKey: (_api, p) => ((def.fileAnswers?.(p) ?? true) ? nameKey(p[def.parameter]) : undefined),
    ...(precomputed ? { precomputed } : {}),
    answer: (api, p) =>
      def.records(api, def.find?.(api, p) ?? findByText(api.countries, p[def.parameter], (c) => def.groups?.(api, c, p) ?? [], def.nameOf), p),
  });
}

/** What the text lookups of one REST Countries version have alike: all but the lookup itself. */
export interface VersionLookups<V extends BaseParams> {
  readonly root: string;
  readonly family: RouteFamily;
  readonly response: z.ZodType;
  readonly absoluteLinks?: boolean;
  /** False for a question no file of the version answers (`fields`); a lookup may refuse more (a `fullText` search). */
  fileAnswers?(p: V): boolean;
  records(api: Api, matches: readonly CountryData[], p: V): readonly JsonObject[];
  readonly nameOf?: (c: CountryData) => string;
}

/** The maker of a version's text lookups (`v2Lookup({ parameter: 'capital', … })`): each lookup gives only what is its own. */
export const versionLookups =
  <V extends BaseParams>(version: VersionLookups<V>) =>
  <K extends string, P extends V & Record<K, string>>(
    def: Omit<TextLookupDefinition<K, P>, 'root' | 'family' | 'response' | 'absoluteLinks' | 'records' | 'nameOf'>,
  ) =>
    textLookupRoute<K, P>({ ...version, ...def, fileAnswers: (p) => (version.fileAnswers?.(p) ?? true) && (def.fileAnswers?.(p) ?? true) });

/**
 * One code in the path, else a list in `codes`, as REST Countries read them: the path's code wins
 * (`alpha/de?codes=co` is Germany; `codes` is the parameter of `alpha?codes=`), and a list that is
 * empty, shorter than a code, or longer than one code without a separator is a 400 (v1's
 * `codes=co,nor,ee`, whose separator is `;`). `message` is the 400's, else one that says why.
 */
export function codeOrCodes(separators: readonly string[], message?: string) {
  return <P extends { code?: string | undefined; codes?: string | undefined }>(p: P, ctx: z.RefinementCtx): P => {
    if (p.code !== undefined) return { ...p, codes: undefined };
    const { codes } = p;
    if (codes === undefined) return queryProblem(ctx, 'code', message ?? 'Give one code in the path (alpha/de) or a list in codes.', ['code', 'codes']);
    if (codes.length < 2 || (codes.length > 3 && !separators.some((s) => codes.includes(s))))
      return queryProblem(ctx, 'codes', message ?? `'codes' is a list of codes separated by ${separators.map((s) => `'${s}'`).join(' or ')}.`);
    return p;
  };
}

/** The items of a list (`co;nor;ee`, `name;capital`), split at any of the separators. */
export const splitList = (list: string, separators: readonly string[]): string[] =>
  separators.reduce<string[]>((parts, s) => parts.flatMap((part) => part.split(s)), [list]).map((c) => c.trim());
