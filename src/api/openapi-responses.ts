/**
 * @module
 * The parts of the OpenAPI document every operation shares: the statuses an operation can
 * answer with besides its 200, the answers of access plans, the response headers and the
 * security schemes.
 */

export type Status = 300 | 304 | 400 | 404 | 410 | 414;

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: unknown[];
  responses: Record<string, unknown>;
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

export const HEADERS = {
  components: {
    ETag: { description: 'Strong validator of the body (the hash of its bytes); send it back in If-None-Match for a 304.', schema: { type: 'string' } },
    CacheControl: {
      description:
        'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800 on answers (a 300 and a former country’s 410 included: each is the answer for that name or code); no-store on errors and on the health of the server; private, no-cache for metered keys.',
      schema: { type: 'string' },
    },
    RateLimit: { description: 'Plans on: what is left of each limit of the key, e.g. "second";r=4;t=1, "month";r=499000;t=…', schema: { type: 'string' } },
    RateLimitPolicy: { description: 'Plans on: the limits of the key, e.g. "second";q=5;w=1, "month";q=500000;w=2592000.', schema: { type: 'string' } },
    RetryAfter: { description: 'Seconds to wait before asking again.', schema: { type: 'integer', minimum: 0 } },
  },
  answer: { ETag: header('ETag'), 'Cache-Control': header('CacheControl'), RateLimit: header('RateLimit'), 'RateLimit-Policy': header('RateLimitPolicy') },
  error: { 'Cache-Control': header('CacheControl') },
} as const;

const errorContent = (schema: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } });

const STATUS_RESPONSES: Record<Status, (errorSchema: string) => unknown> = {
  300: () => ({
    description: 'Several countries match the name or capital: the candidates (cacheable: it is the answer for that name).',
    headers: { ETag: header('ETag'), 'Cache-Control': header('CacheControl') },
    content: errorContent('Error'),
  }),
  304: () => ({
    description: 'Not modified: the If-None-Match validator names this answer.',
    headers: { ETag: header('ETag'), 'Cache-Control': header('CacheControl') },
  }),
  400: (schema) => ({
    description: 'A bad, empty, repeated or unknown parameter, or one that is not valid percent-encoded UTF-8.',
    headers: HEADERS.error,
    content: errorContent(schema),
  }),
  404: (schema) => ({ description: 'Nothing matches, or no such file.', headers: HEADERS.error, content: errorContent(schema) }),
  410: () => ({
    description:
      'The code or name is only a former country’s (ISO 3166-3): its record in `formerCountries`, the current countries it went to in `candidates` (cacheable: it is the answer for that code or name).',
    headers: { ETag: header('ETag'), 'Cache-Control': header('CacheControl') },
    content: errorContent('Error'),
  }),
  414: () => ({
    description: 'The request target is longer than 2,048 characters (the project server).',
    headers: HEADERS.error,
    content: errorContent('Error'),
  }),
};

export const statusResponses = (statuses: readonly Status[], errorSchema: string): Record<string, unknown> =>
  Object.fromEntries(statuses.map((status) => [status, STATUS_RESPONSES[status](errorSchema)]));

/** Answers only the project's server gives, with access plans on (docs/plans.md); the server's health answers 503 when a service is down. */
export const ACCESS_RESPONSES = (health: boolean, errorSchema = 'Error') => ({
  401: { description: 'Plans on: no key, or an unknown or revoked one.', headers: HEADERS.error, content: errorContent(errorSchema) },
  403: { description: "Plans on: the key's plan is no longer offered.", headers: HEADERS.error, content: errorContent(errorSchema) },
  429: {
    description: 'Plans on: over the per-second rate or over a monthly quota without overage.',
    headers: { ...HEADERS.error, 'Retry-After': header('RetryAfter'), RateLimit: header('RateLimit'), 'RateLimit-Policy': header('RateLimitPolicy') },
    content: errorContent(errorSchema),
  },
  503: {
    description: health
      ? 'A service the server depends on is down: the health document says which (status down).'
      : 'Plans on: the usage store is unavailable, so the request cannot be counted.',
    headers: { ...HEADERS.error, 'Retry-After': header('RetryAfter') },
    content: errorContent(health ? 'HealthDocument' : errorSchema),
  },
});

/** A key in either header; optional (`{}`) because static hosts and a server with plans off need none. */
export const KEY_SCHEMES = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: "A key from `npm run keys -- create` (docs/plans.md); checked only by the project's server with API_PLANS=on.",
  },
  bearer: { type: 'http', scheme: 'bearer', description: 'The same key as `Authorization: Bearer <key>`.' },
};
