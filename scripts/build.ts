/**
 * `npm run build`: the whole site into dist/ (static API, flags, explorer pages).
 * Broken sources stop the build before dist/ is touched; see src/build/pipeline-fs.ts.
 */
import { fileURLToPath } from 'node:url';
import { enableCompileCache } from 'node:module';
import { rmSync } from 'node:fs';
import { DatasetError } from '../src/dataset/problems.ts';
import { datasetFile, handOverDataset } from '../src/dataset/dataset-file-fs.ts';
import { renameSync } from 'node:fs';
import { readBuildConfig } from '../src/build/build-config-fs.ts';
import { removeLeftovers } from '../src/build/leftovers-fs.ts';
import { buildPages, compileCacheDir, copyFlags, flagSvg, stagingDir, swapInto, startBuildThread, moveInto } from '../src/build/main-thread-fs.ts';
import { renderFlagPngs, writeFlagPngs } from '../src/build/flag-png-fs.ts';
import { cacheDir } from '../src/build/cache-dirs.ts';
import { countUploads, siteFilesOf } from '../src/build/host-figures-fs.ts';
import { placeSite, siteDirOf } from '../src/build/output-layout-fs.ts';
import { writeSiteFiles } from '../src/server/node/site-files-fs.ts';
import type { Host } from '../src/hosts/adapter.ts';
import { hostById, type HostId } from '../src/hosts/hosts.ts';
import { siteFilesRecord, writeBuildStamp } from '../src/build/staleness-fs.ts';
import { staleAsOfLine, unreadLine } from '../src/build/progress.ts';
import type { WriteReport } from '../src/static/write-fs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Astro, Vite and the pages' bundle (loaded below, after this line) are compiled from the cache
// as the build thread's modules are.
enableCompileCache(compileCacheDir(root));
const { options, problems } = readBuildConfig(root);
if (problems.length > 0) {
  // Bad configuration: one line per problem, before any work starts.
  console.error(`✗ npm run build: ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} with the configuration, nothing was built:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(2);
}
const finalDatasetFile = datasetFile();
const leftovers = removeLeftovers(options.outDir, finalDatasetFile);
if (leftovers.length > 0) console.log(`• Removing what interrupted builds left: ${leftovers.join(', ')}`);
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(label: string, run: () => T | Promise<T>, done: (result: T) => string): Promise<T> {
  const t = performance.now();
  process.stdout.write(`• ${label}…\n`);
  const result = await run();
  console.log(`  ${done(result)} (${seconds(t)})`);
  return result;
}

/** Steps run at once: each one's outcome, once all of them are over (none is left writing into a folder being removed); the first failure, if any. */
async function settled<T extends readonly unknown[]>(steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const outcomes = await Promise.allSettled(steps);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((o) => (o as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** The files written as links, not bytes (`folderWriter`). */
function linkedFiles(r: WriteReport): string {
  const linked = [
    ...(r.repeats ? [`${r.repeats} aliases linked to the file they repeat`] : []),
    ...(r.unchanged ? [`${r.unchanged} unchanged since the previous build, linked to its files`] : []),
  ];
  return linked.length > 0 ? ` (${linked.join('; ')})` : '';
}

/** Each host's upload against its limit (docs/deploy.md, "Files per host"). */
function printUploads(counts: Map<Host, number>, written: HostId | undefined): void {
  console.log(
    written
      ? `• Uploads per host (this build is ${hostById(written).name}'s; DEPLOY_HOST=all writes every file):`
      : "• Uploads per host (DEPLOY_HOST=<host> writes one host's alone):",
  );
  const width = Math.max(...[...counts.keys()].map((h) => h.name.length));
  for (const [host, count] of counts) {
    const limit = host.limit ? `of ${host.limit.files.toLocaleString('en')}, ${host.limit.note}` : '(no file limit)';
    const over = host.limit && count > host.limit.files ? '  ✗ over the limit' : '';
    console.log(`  ${host.name.padEnd(width)}  ${count.toLocaleString('en').padStart(6)} files ${limit}${over}`);
  }
}

// What a failed build leaves behind, to be removed.
let stagedFiles: string[] = [];
try {
  const target = stagingDir(options.outDir);
  // Astro's build empties its output folder: the API is written beside it, and moved in after.
  const apiTarget = stagingDir(`${options.outDir}-api`);
  // The pages read the dataset from a file; it replaces the current one only with the output
  // (a rename in its own folder: OUT_DIR may be on another file system).
  const stagedDataset = `${finalDatasetFile}.staging-${process.pid}.json`;
  stagedFiles = [target, apiTarget, stagedDataset];
  // The dataset, then the static API and the hosts' configuration, on a thread of their own while
  // this one builds the pages, which wait for the dataset only once Astro has bundled them.
  const { builtAt, dataDir, host, paths } = options;
  const thread = startBuildThread(
    { options: { root, dataDir, paths, host, ...(builtAt ? { builtAt } : {}) }, datasetFile: stagedDataset, outDir: apiTarget, previousDir: options.outDir },
    (r) => console.log(`  … static API: ${r.files} files`),
  );
  process.env.DATASET_FILE = stagedDataset;
  handOverDataset(thread.dataset, stagedDataset);
  // Rendered on the thread pool while the pages build (or read from the cache); awaited with the flags below.
  const pngs = thread.dataset.then((dataset) =>
    renderFlagPngs(
      dataset.countries.map((c) => ({ cca2: c.cca2, svgFile: flagSvg(c, dataDir) })),
      cacheDir(root, 'flag-png'),
    ),
  );
  // A failure is reported where each is awaited.
  for (const promise of [thread.dataset, thread.reused, thread.api, thread.hosts, pngs]) promise.catch(() => {});
  let reused = false;
  const [dataset, staticApi] = await settled([
    step(
      'Building the dataset from the sources, on a second thread',
      async () => {
        const dataset = await thread.dataset;
        reused = await thread.reused;
        // Source values no rule could read or accept are left out of the records, never guessed, and a substitute (a locale) is said: say which.
        if (dataset.unread.length) {
          console.log(`  ${dataset.unread.length} source values were left out or replaced, as said (country, field: text):`);
          for (const u of dataset.unread) console.log(`    ${unreadLine(u)}`);
        }
        // The as-of date is curated, not the clock's: say so when the clock has moved far past it.
        const stale = staleAsOfLine(dataset.meta.asOf, new Date());
        if (stale) console.log(`  ${stale}`);
        return dataset;
      },
      (d) =>
        `${d.countries.length} countries as of ${d.meta.asOf}, dataset ${d.meta.id}${reused ? ' (its content read from .cache/dataset/: the sources and the code are unchanged)' : ''}`,
    ),
    step(
      `${host ? `Writing the static API (what ${hostById(host).name} is given)` : 'Writing the static API'}, on the same thread after the dataset`,
      () => thread.api,
      (r) => `static API: ${r.files} files, ${(r.bytes / 1e6).toFixed(1)} MB${linkedFiles(r)}`,
    ),
    step(
      `${host ? `Writing host configuration (${hostById(host).name})` : 'Writing host configuration (Netlify, Cloudflare Worker, Vercel function)'}, on the same thread after the API`,
      () => thread.hosts,
      (r) =>
        `host configuration: ${r.rules} query rules; ${r.files.join(', ') || 'none'}${r.workerBytes > 0 ? ` (Worker ${(r.workerBytes / 1e6).toFixed(1)} MB)` : ''}`,
    ),
    step(
      'Building the explorer pages (Astro)',
      () => buildPages(root, target, paths),
      () => 'pages written',
    ),
  ]);
  moveInto(apiTarget, target);
  await step(
    'Copying flags, with their PNG renderings',
    async () => [copyFlags(dataset, target, options.dataDir), writeFlagPngs(await pngs, target)],
    ([svg, png]) => `${svg} SVG files, ${png} PNG files (320 px wide)`,
  );
  // Vercel's upload keeps the site in its Build Output folder.
  placeSite(target, options.host);
  printUploads(countUploads(target, staticApi.outputs), options.host);
  const site = siteFilesOf(target, staticApi.outputs, options.host);
  swapInto(target, options.outDir);
  // What `npm start` serves of it, and nothing else it holds (src/server/node/site-files-fs.ts).
  writeSiteFiles(siteFilesRecord(root, options.outDir), siteDirOf(options.outDir), site);
  renameSync(stagedDataset, finalDatasetFile);
  writeBuildStamp(root, options);
  console.log(`✓ Built ${options.outDir} in ${seconds(started)}`);
  // Everything is on disk: the process ends once its output is flushed, without waiting for the
  // threads to wind down and free their heaps one by one (0.3 s of a rebuild's 13).
  process.stdout.write('', () => process.exit(0));
} catch (error) {
  for (const leftover of stagedFiles) rmSync(leftover, { recursive: true, force: true });
  if (error instanceof DatasetError) {
    console.error(`✗ ${error.message}\nNothing was written: the previous output is untouched.`);
  } else {
    console.error('✗ Build failed; the previous output is untouched.\n', error);
  }
  process.exitCode = 1;
}
