/**
 * @module
 * The error bodies of REST Countries' families, apart from their routes: the HTTP side, which
 * holds no route table (src/server/http/core.ts), writes its own errors (a 405, a plan's refusal) in
 * the shape of the family asked, found by the family's 404 file.
 */
import type { ApiError } from '../errors.ts';
import type { ErrorShape } from '../route.ts';

/** REST Countries' error body, `{"status":404,"message":"Not Found"}`; a 400 says what is wrong in `message`. */
export const REST_ERRORS: ErrorShape = {
  body: (error) => ({ status: error.status, message: error.status === 404 ? 'Not Found' : error.message }),
  notFoundFile: 'rest/404',
};

/** REST Countries v5's error body: what is wrong, and for a 400 what the parameter accepts. */
export const V5_ERRORS: ErrorShape = {
  body: (error: ApiError) => {
    const accepted = error.body.accepted;
    return { errors: [{ message: accepted?.length ? `${error.message} Accepted: ${accepted.join(', ')}.` : error.message }] };
  },
  notFoundFile: 'rest/v5/404',
};

const BY_NOT_FOUND_FILE = new Map([REST_ERRORS, V5_ERRORS].map((shape) => [shape.notFoundFile, shape]));

/** The error shape whose 404 file is `notFoundFile` (as a route outline names it). */
export const errorShapeAt = (notFoundFile: string): ErrorShape | undefined => BY_NOT_FOUND_FILE.get(notFoundFile);
