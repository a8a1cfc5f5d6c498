/**
 * `npm run release -- --summary "…"`: records this build's data as a release in releases/<version>/
 * (the number the changes since the last release call for), then regenerates CHANGELOG.md and
 * CITATION.cff. `--dry-run` prints what it would record; `--changelog` only regenerates the two
 * files. docs/maintaining.md says when and how.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildOptionsFromEnv, makeDataset } from '../src/build/pipeline-fs.ts';
import { cacheDir } from '../src/build/cache-dirs.ts';
import { snapshotOf } from '../src/release/compare.ts';
import { RELEASE_OPTIONS, RELEASE_USAGE, releaseNumber, releaseRequest } from '../src/release/release-plan.ts';
import { listReleases, releasesDirOf, writeRelease } from '../src/release/releases-fs.ts';
import { describeChanges } from '../src/release/describe.ts';
import { releaseFileTexts } from './lib/release-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const releasesDir = releasesDirOf(root);

/** CHANGELOG.md and CITATION.cff from the releases recorded; returns the files written. */
async function writeReleaseDocs(): Promise<string[]> {
  const files = await releaseFileTexts(root);
  for (const { path, text } of files) writeFileSync(path, text);
  return files.map((f) => f.path);
}

async function main(args: readonly string[]): Promise<number> {
  let request;
  try {
    request = releaseRequest(parseArgs({ args: [...args], options: RELEASE_OPTIONS, strict: true, allowPositionals: false }).values);
  } catch (e) {
    request = { problems: [(e as Error).message] };
  }
  if ('problems' in request || request.help) {
    const problems = 'problems' in request ? request.problems : [];
    for (const p of problems) console.error(p);
    for (const line of RELEASE_USAGE) (problems.length ? console.error : console.log)(line);
    return problems.length ? 2 : 0;
  }
  if (request.changelogOnly) {
    for (const file of await writeReleaseDocs()) console.log(`Wrote ${relative(root, file)}`);
    return 0;
  }

  const options = buildOptionsFromEnv(root);
  console.log(`Building the dataset from ${relative(root, options.dataDir) || '.'}/ …`);
  const { dataset } = makeDataset(options, cacheDir(root, 'dataset'));
  const last = listReleases(releasesDir).at(-1);
  for (const line of describeChanges(dataset.changes)) console.log(line);

  const number = releaseNumber(last?.version, dataset.changes.bump, request.version);
  if ('problem' in number) {
    console.log(number.problem);
    return request.version === undefined ? 0 : 2;
  }
  const summary = request.summaryFile !== undefined ? readFileSync(request.summaryFile, 'utf8') : request.summary;
  const date = request.date ?? new Date().toISOString().slice(0, 10);
  if (request.dryRun) {
    console.log(`Would record release ${number.version} (${date}, content id ${dataset.meta.id}) in ${relative(root, join(releasesDir, number.version))}/.`);
    return 0;
  }
  if (summary === undefined || summary.trim() === '') {
    console.error('A release needs a summary for people: --summary "…" or --summary-file FILE (it heads the release in CHANGELOG.md).');
    return 2;
  }
  writeRelease(releasesDir, { version: number.version, date, id: dataset.meta.id, summary: summary.trim() }, snapshotOf(dataset));
  for (const file of await writeReleaseDocs()) console.log(`Wrote ${relative(root, file)}`);
  console.log(`Recorded release ${number.version}: commit ${relative(root, join(releasesDir, number.version))}/, CHANGELOG.md and CITATION.cff.`);
  console.log(relative(root, join(releasesDir, number.version)));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
