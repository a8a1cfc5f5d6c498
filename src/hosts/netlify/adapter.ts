/**
 * @module
 * Netlify: no code runs, so it gets every file, and the query form as `_redirects` rules over
 * them, with the HTTP policy's headers in `_headers` (config.ts).
 */
import { formatInteger } from '../../lib/number-format.ts';
import type { HostAdapter } from '../adapter.ts';
import { NETLIFY_MAX_RULES, netlifyHeaders, netlifyRedirects } from './config.ts';

export const netlify = {
  id: 'netlify',
  name: 'Netlify',
  computes: false,
  configFiles: ['_redirects', '_headers'],
  output: (inputs) => ({
    texts: [
      { path: '_redirects', text: () => netlifyRedirects(inputs.rewrites(), inputs.lookups()) },
      { path: '_headers', text: () => netlifyHeaders(inputs.headers()) },
    ],
  }),
  figures(read) {
    const redirects = read.file('_redirects');
    if (!redirects) return undefined;
    const rules = redirects
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#')).length;
    return `${formatInteger(rules)} \`_redirects\` rules (Netlify advises at most ${formatInteger(NETLIFY_MAX_RULES)})`;
  },
  buildWith: "the default build, or `DEPLOY_HOST=netlify` without the other hosts' files",
} as const satisfies HostAdapter;
