/**
 * `npm run docs`: rewrites the generated blocks of README.md (the sources table) and
 * docs/api.md (each route's parameters, static files and examples) from the route table and
 * the source lists, formatted with Prettier. `npm run docs -- --check` only says whether they
 * are up to date (the unit tests check it too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { docTexts } from './lib/docs-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const files = { readme: join(root, 'README.md'), apiReference: join(root, 'docs/api.md') };

const current = { readme: readFileSync(files.readme, 'utf8'), apiReference: readFileSync(files.apiReference, 'utf8') };
const next = await docTexts(root, current);
const changed = (Object.keys(files) as (keyof typeof files)[]).filter((k) => next[k] !== current[k]);
if (check) {
  if (changed.length > 0) {
    console.error(`Out of date: ${changed.map((k) => files[k]).join(', ')}. Run npm run docs.`);
    process.exit(1);
  }
  console.log('The generated docs are up to date.');
} else {
  for (const k of changed) writeFileSync(files[k], next[k]);
  console.log(changed.length > 0 ? `Rewrote ${changed.map((k) => files[k]).join(', ')}.` : 'The generated docs were up to date.');
}
