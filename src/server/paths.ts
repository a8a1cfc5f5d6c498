/**
 * @module
 * Request paths to file keys. Only a key of the asset store can ever be served, so a path
 * only has to be well-formed: anything with NUL, a backslash, a dot segment or a bad
 * percent-encoding is refused before any lookup.
 */

/** NUL and the other C0 controls, and DEL: never part of a file name we serve. */
const hasControlCharacter = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** The decoded path, or undefined when it is not a plain file path. */
export function safePath(rawPathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || hasControlCharacter(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  if (decoded.includes('//')) return undefined;
  return decoded;
}

/** File keys a site path may name, in order: the file itself, then a directory's index page. */
export function sitePathCandidates(path: string): string[] {
  const key = path.slice(1);
  if (key === '' || key.endsWith('/')) return [`${key}index.html`];
  return [key, `${key}/index.html`];
}
