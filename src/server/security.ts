/**
 * @module
 * Headers every response carries. The explorer's script policy is Astro's CSP meta tag (it
 * holds the hashes of the inline scripts); the header adds what a meta tag cannot express.
 */
export function securityHeaders(isApi: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': isApi
      ? "default-src 'none'; frame-ancestors 'none'"
      : "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Content-Length, RateLimit, RateLimit-Policy, Retry-After',
};

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Accept-Encoding, If-None-Match, Authorization, X-API-Key',
  'Access-Control-Max-Age': '86400',
};
