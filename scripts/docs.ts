/**
 * `npm run docs`: rewrites the generated blocks of README.md (the sources table), docs/api.md
 * (each route's parameters, static files and examples) from the route table and the source
 * lists, docs/deploy.md (each host's upload and rules, measured on the last build), and the
 * configuration tables of README.md, docs/deploy.md and docs/plans.md from the variables'
 * schema (src/config/variables.ts), formatted with Prettier. `npm run docs -- --check` only says whether they
 * are up to date (the unit tests check it too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { docTexts } from './lib/docs-files.ts';
import { buildOptionsFromEnv } from '../src/build/pipeline-fs.ts';
import { outputIsStale } from '../src/build/staleness-fs.ts';
import { datasetFile } from '../src/dataset/dataset-fs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const files = {
  readme: join(root, 'README.md'),
  apiReference: join(root, 'docs/api.md'),
  deploy: join(root, 'docs/deploy.md'),
  plans: join(root, 'docs/plans.md'),
};

const current = {
  readme: readFileSync(files.readme, 'utf8'),
  apiReference: readFileSync(files.apiReference, 'utf8'),
  deploy: readFileSync(files.deploy, 'utf8'),
  plans: readFileSync(files.plans, 'utf8'),
};
// docs/deploy.md's figures are measured on a build of the current sources: the last one, when fresh.
const { outDir } = buildOptionsFromEnv(root);
const { stale, reason } = outputIsStale(root, outDir, datasetFile());
if (stale) console.warn(`docs/deploy.md's host figures are left as they are (${reason}): run npm run build, then npm run docs.`);
const next = await docTexts(root, current, stale ? undefined : outDir);
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
