/**
 * `npm run changes -- <from> [<to>]`: what differs between two releases recorded in releases/
 * (`<to>` by default the data of this build), as `/api/changes` lists it; `--json` prints every row.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildOptionsFromEnv, makeDataset } from '../src/build/pipeline-fs.ts';
import { cacheDir } from '../src/build/cache-dirs.ts';
import { compareSnapshots, snapshotOf, type Snapshot } from '../src/release/compare.ts';
import { describeChanges } from '../src/release/describe.ts';
import { releaseByVersion } from '../src/release/history-fs.ts';
import { releasesDirOf } from '../src/release/releases-fs.ts';

const USAGE = 'Usage: npm run changes -- <from version> [<to version>] [--json]   (without <to>: the data of this build)';
const root = fileURLToPath(new URL('..', import.meta.url));

function main(args: readonly string[]): number {
  const { values, positionals } = parseArgs({ args: [...args], options: { json: { type: 'boolean', default: false } }, allowPositionals: true });
  const [from, to] = positionals;
  if (from === undefined || positionals.length > 2) {
    console.error(USAGE);
    return 2;
  }
  const dir = releasesDirOf(root);
  const before = releaseByVersion(dir, from);
  let after: Snapshot;
  let id: string;
  if (to === undefined) {
    const { dataset } = makeDataset(buildOptionsFromEnv(root), cacheDir(root, 'dataset'));
    [after, id] = [snapshotOf(dataset), dataset.meta.id];
  } else {
    const release = releaseByVersion(dir, to);
    [after, id] = [release.snapshot, release.ref.id];
  }
  const { rows, schema, bump } = compareSnapshots(before.snapshot, after);
  if (values.json) console.log(JSON.stringify({ since: before.ref, bump, schema, rows }, null, 2));
  else {
    // A content id that moved although no record kept in a release did still calls for a new number.
    const unlisted = bump === null && id !== before.ref.id;
    for (const line of describeChanges({ since: before.ref, bump: bump ?? (unlisted ? 'patch' : null), schema, rows, unlisted })) console.log(line);
  }
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
