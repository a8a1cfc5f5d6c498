/**
 * @module
 * The one error body of the API: `{ status, error, message }` plus `parameter`/`accepted` on
 * 400s, `candidates` on 300s, and `formerCountries` with `candidates` on 410s. REST Countries'
 * `status` and `message`, with a stable `error` code.
 */
import type { JsonObject } from '../formats/document.ts';

export const ERROR_CODES = {
  300: 'ambiguous',
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  410: 'former_country',
  414: 'uri_too_long',
  417: 'expectation_failed',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;

/** When each error is answered (docs/api.md's error table is generated from this). */
export const ERROR_CASES: Readonly<Record<ErrorStatus, string>> = {
  300: 'A `name` or `capital` matches several countries, a subdivision `name` several subdivisions (or a subdivision and a country), or a city `name` several cities; `candidates` lists them. A plain static host serves these files with status 200.',
  400: 'An unknown, repeated or empty parameter, a bad value or one not validly percent-encoded, `country` without exactly one of `code`, `name`, `capital`, an unknown `fields` path, a format the endpoint does not answer in, a path with a bad encoding or a dot segment; from the server also a missing, repeated or malformed `Host`, an `Accept` or `Accept-Encoding` over 1,024 characters, and a request target with raw characters past ASCII (the message gives the percent-encoded target to send).',
  401: 'Access plans on: no API key, or an unknown or revoked one (see docs/plans.md).',
  403: "Access plans on: the key's plan is no longer offered.",
  404: 'No country matches the code, name or capital, no subdivision the code or name, no city the name or id (`parameter` names it); a page past the last; no such API file.',
  405: 'A method other than `GET`, `HEAD` and `OPTIONS`; the `Allow` header lists them (server only).',
  410: 'A `code` or `name` of a former country (ISO 3166-3: `SU`, `Yugoslavia`) that no current country has: `formerCountries` gives its record (dates, successors), `candidates` the current countries it went to. It is the answer for that code or name (cacheable; a plain static host serves these files with status 200); `/api/former-country` answers the record itself.',
  414: 'A request target longer than 2,048 characters (server only).',
  417: 'An `Expect` header other than `100-continue` (server only).',
  429: 'Access plans on: over the per-second rate, or a spent monthly quota without overage; with `Retry-After` and the RateLimit headers.',
  500: 'An unexpected failure of the server; never written as a file.',
  503: 'The server is busy (every render thread taken and its queue full) or stopping, with `Retry-After`; with access plans on, also when the usage store is down, so a request cannot be counted (the server\'s `/api/health` answers its own 503: the health document with `status: "down"`).',
};

/**
 * A country that an ambiguous name stands for, or a subdivision (with `code` and `type`; `cca2`
 * and `cca3` are then its country's), or a former country (with `code`, its ISO 3166-3 code).
 */
export interface Candidate {
  code?: string;
  cca2: string;
  cca3: string;
  name: string;
  type?: string;
  /** A city's GeoNames id, population and subdivision (city candidates only). */
  geonameid?: number;
  population?: number;
  subdivision?: string | null;
  link: string;
}

export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  parameter?: string;
  accepted?: string[];
  candidates?: Candidate[];
  /** On 410: the former countries the code or name was (records of `/api/former-country`). */
  formerCountries?: JsonObject[];
}

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly body: ErrorBody;
  constructor(status: ErrorStatus, message: string, extra: Omit<ErrorBody, 'status' | 'error' | 'message'> & { error?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    const { error, ...rest } = extra;
    this.body = { status, error: error ?? ERROR_CODES[status], message, ...rest };
  }
}

export const notFound = (message: string) => new ApiError(404, message);

/** A 400 that names the parameter and, where they can be listed, the values it accepts. */
export const badParameter = (parameter: string, message: string, accepted?: readonly string[]) =>
  new ApiError(400, message, { parameter, ...(accepted ? { accepted: [...accepted] } : {}) });

/** The body of a 404 for an API path that is no resource (a static host serves it as `/api/404.json`). */
export const NOT_FOUND_BODY: ErrorBody = { status: 404, error: 'not_found', message: 'No such API resource. See /api/openapi.json for the endpoints.' };
