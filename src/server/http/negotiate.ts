/**
 * @module
 * Content negotiation: which format (`format=` first, then `Accept`) and which encoding.
 */
import { FORMAT_EXTENSIONS, type FormatExtension } from '../../formats/extensions.ts';
import { CONTENT_TYPES, mediaTypeOf } from '../../lib/content-types.ts';
import type { Encoding } from './assets.ts';

/** Media types that name a format: each format's own, and `text/xml`, which clients still send. */
const MEDIA: ReadonlyArray<readonly [string, FormatExtension]> = [
  ...FORMAT_EXTENSIONS.map((ext) => [mediaTypeOf(CONTENT_TYPES[ext]), ext] as const),
  ['text/xml', 'xml'],
];

interface Weighted {
  value: string;
  q: number;
}

function parseList(header: string): Weighted[] {
  return (
    header
      .split(',')
      .map((part) => {
        const [value = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { value: value.trim(), q: Number.isFinite(weight) ? weight : 0 };
      })
      // q=0 entries stay: `br;q=0, *` refuses br, which dropping the entry would let `*` accept.
      .filter((w) => w.value)
      .sort((a, b) => b.q - a.q)
  );
}

/**
 * The format an `Accept` header prefers among those offered; undefined leaves the default. A
 * browser opening a page lists `application/xml` only as the fallback of its XHTML
 * (`text/html,application/xhtml+xml,application/xml;q=0.9,*\/*;q=0.8`): that asks for no data
 * format, so it gets the default, JSON, which browsers show best.
 */
export function formatFromAccept(accept: string | undefined, offered: readonly FormatExtension[]): FormatExtension | undefined {
  if (!accept) return undefined;
  const list = parseList(accept);
  const browser = list.some((w) => w.value === 'application/xhtml+xml');
  for (const { value, q } of list) {
    if (q <= 0 || (browser && value === 'application/xml')) continue;
    if (value === '*/*' || value === 'application/*' || value === 'text/*') return undefined;
    const match = MEDIA.find(([media, ext]) => media === value && offered.includes(ext));
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The longest `Accept` or `Accept-Encoding` the server reads: browsers send under 200
 * characters, and parsing a list costs in proportion to its length, on the thread that serves
 * everyone. A longer one is answered 400.
 */
export const MAX_NEGOTIATION_HEADER = 1024;

/** The headers negotiation reads whose length is over the limit, if any. */
export const overlongNegotiationHeader = (header: (name: string) => string | undefined): 'accept' | 'accept-encoding' | undefined =>
  (['accept', 'accept-encoding'] as const).find((name) => (header(name)?.length ?? 0) > MAX_NEGOTIATION_HEADER);

function bestEncoding(acceptEncoding: string, available: readonly Encoding[]): Encoding | undefined {
  const list = parseList(acceptEncoding);
  const weight = (e: Encoding) => list.find((w) => w.value === e)?.q ?? list.find((w) => w.value === '*')?.q ?? 0;
  const best = [...available].sort((a, b) => weight(b) - weight(a) || (a === 'br' ? -1 : 1))[0];
  return best && weight(best) > 0 ? best : undefined;
}

/** Decisions already made, by header and available encodings: clients send a handful of distinct headers. */
const chosen = new Map<string, Encoding | undefined>();
const CHOSEN_KEPT = 256;

/** The best encoding the client accepts among those available (br before gzip at equal weight). */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const key = available.length === 2 ? acceptEncoding : `${available[0]}\n${acceptEncoding}`;
  if (chosen.has(key)) return chosen.get(key);
  const best = bestEncoding(acceptEncoding, available);
  if (chosen.size >= CHOSEN_KEPT) chosen.clear();
  chosen.set(key, best);
  return best;
}
