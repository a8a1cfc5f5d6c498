/**
 * A route no endpoint has, for the tests of what reads the route table (the OpenAPI document, the
 * files): one question, `made-up?code=DE`, one file family `made-up/{code}`, and the facts under test.
 */
import { z } from 'zod';
import { defineRoute, type FilePolicy, type RouteDefinition } from '../src/api/route.ts';
import { format } from '../src/api/params.ts';
import type { FormatExtension } from '../src/formats/extensions.ts';

type MadeUpParams = { code: string; format?: FormatExtension | undefined };
type MadeUpFacts = Partial<Omit<RouteDefinition<MadeUpParams>, 'files' | 'params'>> & { policy?: FilePolicy };

/** `made-up/DE`, answered in the route's formats (JSON alone unless the facts say), its family a `file` unless they say `computed`. */
export const madeUpRoute = ({ policy = 'file', ...facts }: MadeUpFacts = {}) =>
  defineRoute<MadeUpParams>({
    name: 'made-up',
    summary: 'A made-up route.',
    formats: ['json'],
    params: () => z.strictObject({ code: z.string(), format: format(['json', 'csv']) }),
    precomputed: () => [{ code: 'DE' }],
    files: [{ layout: 'made-up/{code}', policy, values: (_api, p) => ({ code: p.code }) }],
    answer: () => ({ body: {}, rows: [], xmlRoot: 'x' }),
    response: [],
    misses: [],
    examples: [],
    ...facts,
  });
