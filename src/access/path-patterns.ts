/**
 * @module
 * Path patterns of the plan file (`openPaths`, `uncountedPaths`). A pattern is an API path
 * where `*` stands for any characters within one segment. A pattern whose last segment has
 * no extension also matches that path with a format extension and with a trailing slash, so
 * `/api/rest/v1/all` covers `/api/rest/v1/all.csv` too; `/api/country/*.json` covers
 * `/api/country/DE.json` but not `/api/country/DE.csv`.
 */

/** What a pattern may look like: an absolute path under /api, no dot segments. */
export const PATH_PATTERN = /^\/api(\/[A-Za-z0-9*._-]+)+$/;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function patternSource(pattern: string): string {
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  const body = pattern.split('*').map(escape).join('[^/]*');
  return last.includes('.') ? body : `${body}(?:\\.[a-z]+|/)?`;
}

/** One test for a list of patterns, compiled once. */
export function pathMatcher(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const re = new RegExp(`^(?:${patterns.map(patternSource).join('|')})$`);
  return (path) => re.test(path);
}
