/**
 * @module
 * Request paths to file keys. Only a key of the asset store can ever be served, so a path
 * only has to be well-formed: anything with NUL, a backslash, a dot segment or a bad
 * percent-encoding is refused before any lookup.
 */
import { ApiError } from '../../api/errors.ts';

/** A target made only of characters a URL parser leaves as they are, without dot segments: most requests. */
const PLAIN_TARGET = /^\/[\w\-.~!$&'()*+,;=:@/]*(?:\?[\w\-.~!$&'()*+,;=:@/?%]*)?$/;

/** Whether a target is plain: the URL parser would leave it as it is. */
const isPlain = (target: string, q = target.indexOf('?')) => PLAIN_TARGET.test(target) && !(q < 0 ? target : target.slice(0, q)).includes('/.');

/**
 * Runs of slashes as one (`/api/rest/v3.1//all`, which a client whose base URL ends in `/`
 * sends): an empty segment names nothing, as nginx's `merge_slashes` has it.
 */
const oneSlash = (path: string) => (path.includes('//') ? path.replace(/\/{2,}/g, '/') : path);

/**
 * The path and query string (`?…`, or empty) of a request target, as a URL parser sees them:
 * a plain target is split as it is (the common case, with no parsing cost), any other is
 * normalised by the WHATWG URL parser, as a browser would send it. Runs of slashes are one.
 */
export function requestPath(target: string): { path: string; search: string } {
  const q = target.indexOf('?');
  return isPlain(target, q) ? plainSplit(target, q) : parsedTarget(target);
}

/** A plain target split at its `?`. */
function plainSplit(target: string, q: number): { path: string; search: string } {
  if (q < 0) return { path: oneSlash(target), search: '' };
  return { path: oneSlash(target.slice(0, q)), search: q === target.length - 1 ? '' : target.slice(q) };
}

/** Any other target, as the WHATWG URL parser normalises it. */
function parsedTarget(target: string): { path: string; search: string } {
  try {
    const url = new URL(`http://target.invalid${target.startsWith('/') ? '' : '/'}${target}`);
    return { path: oneSlash(url.pathname), search: url.search };
  } catch {
    return { path: target, search: '' };
  }
}

/** NUL and the other C0 controls, DEL, and the backslash: never part of a file name we serve. */
function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
/** A `.` or `..` segment, or an empty one (`//`). */
const BAD_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)|\/\//;

/** The decoded path, or undefined when it is not a plain file path. */
export function safePath(rawPathname: string): string | undefined {
  let decoded = rawPathname;
  if (rawPathname.includes('%')) {
    try {
      decoded = decodeURIComponent(rawPathname);
    } catch {
      return undefined;
    }
  }
  if (!decoded.startsWith('/') || hasForbiddenCharacter(decoded) || BAD_SEGMENT.test(decoded)) return undefined;
  return decoded;
}

/**
 * A request target's path (as {@link requestPath} gives it), its decoded file path (as
 * {@link safePath} gives it, undefined when refused) and its query string. A plain target is
 * its own decoded path: it has no `%`, control character, backslash or dot segment to look for.
 */
export function decodedTarget(target: string): { path: string; safe: string | undefined; search: string } {
  const q = target.indexOf('?');
  if (isPlain(target, q)) {
    const { path, search } = plainSplit(target, q);
    return { path, safe: path, search };
  }
  const { path, search } = parsedTarget(target);
  return { path, safe: safePath(path), search };
}

/** File keys a site path may name, in order: the file itself, then a directory's index page. */
export function sitePathCandidates(path: string): string[] {
  const key = path.slice(1);
  if (key === '' || key.endsWith('/')) return [`${key}index.html`];
  return [key, `${key}/index.html`];
}

/**
 * A request target in absolute form (`http://host:8080/api/country?code=de`, as proxies send it):
 * its path and query, the host its authority names and its scheme (RFC 9112 3.2.2: the server
 * uses them, not the Host header). An authority with user information is refused (RFC 9110
 * 4.2.4), as is a target that is no http(s) URL.
 */
export function absoluteForm(target: string): { target: string; host: string; scheme: string } | ApiError {
  const match = /^(https?):\/\/([^/?#]*)([^#]*)$/i.exec(target);
  if (!match) return new ApiError(400, 'The request target must be a path (/api/…) or an absolute http URL.');
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  if (authority.includes('@')) return new ApiError(400, 'The request target names a user, which HTTP does not allow (RFC 9110 4.2.4).');
  if (authority === '') return new ApiError(400, 'The request target names no host.');
  return { target: rest === '' ? '/' : rest[0] === '?' ? `/${rest}` : rest, host: authority, scheme: scheme.toLowerCase() };
}
