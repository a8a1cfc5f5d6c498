import { CONTENT_TYPES } from './content-types.ts';

/**
 * A JSON response that no cache keeps (errors, health, usage): the body is written once, its
 * length counted in bytes, and a HEAD gets the headers alone.
 */
export function jsonResponse(status: number, body: unknown, method: string, headers: Readonly<Record<string, string>> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(method === 'HEAD' ? null : text, {
    status,
    headers: {
      'Content-Type': CONTENT_TYPES.json,
      'Cache-Control': 'no-store',
      'Content-Length': String(new TextEncoder().encode(text).length),
      ...headers,
    },
  });
}
