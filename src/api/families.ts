/**
 * @module
 * The families of routes: the API's own and the REST Countries versions it answers like, each
 * with its OpenAPI tag, its bulk file and its error body.
 */
import type { RouteFamily } from './route.ts';
import { ErrorBody } from './response-schemas.ts';
import { REST_ERRORS, V5_ERRORS } from './rest/error-shapes.ts';
import { RestError } from './rest/schemas.ts';
import { RestV5Error } from './rest/v5-schema.ts';

export const API_FAMILY: RouteFamily = { name: 'Countries', description: 'The query-string API.', bulkFile: 'export/countries', errorSchema: ErrorBody };

/** A version of REST Countries with REST Countries' error body (v1, v2, v3.1) and a bulk `all` file. */
const restVersion = (version: string): RouteFamily => ({
  name: `REST Countries ${version}`,
  description: `REST Countries ${version}, at {origin}/api/rest/${version}.`,
  bulkFile: `rest/${version}/all`,
  errorShape: REST_ERRORS,
  errorSchema: RestError,
});

export const REST_V1 = restVersion('v1');
export const REST_V2 = restVersion('v2');
export const REST_V31 = restVersion('v3.1');
export const REST_V5: RouteFamily = {
  name: 'REST Countries v5',
  description: 'REST Countries v5, at {origin}/api/rest/v5: send any key as Authorization: Bearer <key> (a plan’s key when plans are on).',
  // v5 has no files: its questions filter the API's own export.
  bulkFile: 'export/countries',
  errorShape: V5_ERRORS,
  errorSchema: RestV5Error,
};
