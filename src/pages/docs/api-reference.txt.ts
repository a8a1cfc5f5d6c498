/**
 * The full API reference (docs/api.md) published as plain text beside the API page, which
 * shows a short version of it. Plain text rather than `.md`: every host and browser shows it.
 */
import type { APIRoute } from 'astro';
import reference from '../../../docs/api.md?raw';

export const GET: APIRoute = () => new Response(reference, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
