/**
 * @module
 * The response headers static hosts set by path: the server's HTTP policy (src/server/http/http-policy.ts),
 * rule for rule, with the preflight's headers on every path, since a static host cannot tell a
 * preflight from a request.
 */
import { HEADER_RULES, PREFLIGHT_HEADERS, type HeaderRule } from '../server/http/http-policy.ts';

export type { HeaderRule } from '../server/http/http-policy.ts';

export const headerRules = (): HeaderRule[] => HEADER_RULES.map((r) => (r.path === '/*' ? { ...r, headers: { ...r.headers, ...PREFLIGHT_HEADERS } } : r));
