/**
 * A REST Countries call answered in-process, the way every delivery answers it
 * (src/api/question.ts): the path matched to its route, the query read, the answer or the
 * error in the route's shape. For the pure tests, which have no server.
 */
import type { Api } from '../../src/api/context.ts';
import { ApiError } from '../../src/api/errors.ts';
import { rawQueryOf } from '../../src/api/params.ts';
import { answerQuestion, errorBodyOf, parseQuestion } from '../../src/api/question.ts';
import { routeMatcher } from '../../src/api/route-match.ts';
import { routes } from '../../src/api/routes.ts';

const match = routeMatcher(routes);

export interface Reply {
  status: number;
  body: unknown;
}

/** `url` as a client sends it: `/api/rest/v3.1/alpha/co?fields=name`. */
export function ask(api: Api, url: string): Reply {
  const { pathname, search } = new URL(url, 'http://rest.invalid');
  const found = match(decodeURIComponent(pathname));
  if (!found) return { status: 404, body: undefined };
  try {
    const answer = answerQuestion(api, parseQuestion(api, found.route, { ...rawQueryOf(search, found.route.listParameters), ...found.pathValues }));
    return { status: answer.status, body: JSON.parse(answer.text) };
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, body: errorBodyOf(found.route, e) };
    throw e;
  }
}

export interface V31Name {
  name: { common: string };
}
/** The common names of a list answer. */
export const commonNames = (reply: Reply): string[] => (reply.body as V31Name[]).map((c) => c.name.common);
