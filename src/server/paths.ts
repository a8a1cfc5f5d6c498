/**
 * @module
 * Request paths to file keys. Only a key of the asset store can ever be served, so a path
 * only has to be well-formed: anything with NUL, a backslash, a dot segment or a bad
 * percent-encoding is refused before any lookup.
 */

/** The decoded path, or undefined when it is not a plain file path. */
export function safePath(rawPathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded) || /[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
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
