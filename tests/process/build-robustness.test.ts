/**
 * The real build (`node scripts/build.ts`) as a child process: broken sources must leave the
 * previous output exactly as it was, and a good build must replace it whole. Two real builds
 * at most here: one fails fast at the dataset step, one goes all the way, into an output
 * folder on another file system than the repository's when the machine has one (a tmpfs at
 * /dev/shm): `OUT_DIR` may be anywhere.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_NODE_FLAGS, BUILD_SCRIPT } from '../../scripts/lib/build-command.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MARKER = 'marker.txt';
const MARKER_TEXT = 'the previous output, which a failed build must not touch\n';

/** A folder on another file system than the repository's (its own device), when the machine has one. */
const OTHER_FILE_SYSTEM = '/dev/shm';
const onOtherDevice = (dir: string) => existsSync(dir) && statSync(dir).dev !== statSync(root).dev;

let tmp = '';
/** Where the good build writes: on another file system when there is one, else beside the rest. */
let elsewhere = '';
beforeAll(() => {
  mkdirSync(join(root, '.build'), { recursive: true });
  tmp = mkdtempSync(join(root, '.build', 'robustness-'));
  elsewhere = onOtherDevice(OTHER_FILE_SYSTEM) ? mkdtempSync(join(OTHER_FILE_SYSTEM, 'robustness-')) : tmp;
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true, maxRetries: 5 });
  if (elsewhere && elsewhere !== tmp) rmSync(elsewhere, { recursive: true, force: true, maxRetries: 5 });
});

interface Run {
  result: SpawnSyncReturns<string>;
  outDir: string;
  datasetFile: string;
}

/** A folder holding only the marker file, standing for the output of an earlier build. */
function previousOutput(name: string, parent: string): string {
  const outDir = join(parent, name);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, MARKER), MARKER_TEXT);
  return outDir;
}

/** A build whose output (and dataset file) go into `parent`. */
function build(name: string, dataDir: string, parent = tmp): Run {
  const outDir = previousOutput(`${name}-out`, parent);
  const datasetFile = join(parent, `${name}-dataset.json`);
  const result = spawnSync(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, OUT_DIR: outDir, DATASET_FILE: datasetFile, SOURCE_DATE_EPOCH: '1767225600' },
  });
  return { result, outDir, datasetFile };
}

/** What this run left beside its output folder: its staging folders (the pages', the API's, the old output) are named after its process id. */
const stagingLeftovers = (pid: number, parent = tmp) => readdirSync(parent).filter((name) => name.includes(`.staging-${pid}`));

describe('the build on broken sources', () => {
  let run: Run;
  beforeAll(() => {
    const dataDir = join(tmp, 'broken-data');
    cpSync(join(root, 'data'), dataDir, { recursive: true });
    const file = join(dataDir, 'overrides.json');
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { overrides: unknown[] };
    parsed.overrides.push(
      { country: 'DE', field: 'population', value: -1, reason: 'Injected defect: a negative population.', source: 'build-robustness test' },
      { country: 'IS', field: 'borders', value: ['ZZZ'], reason: 'Injected defect: a border with no such country.', source: 'build-robustness test' },
    );
    writeFileSync(file, JSON.stringify(parsed, null, 2));
    run = build('broken', dataDir);
  });

  it('exits with code 1', () => {
    expect(run.result.status, run.result.stderr).toBe(1);
  });

  it.each([
    ['the negative population override', /overrides\[\d+\] \(DE\): population:/],
    ['the dangling border', /IS \(Iceland\): borders\[0\]: .*'ZZZ'/],
  ])('names the record and the field of %s on stderr', (_defect, pattern) => {
    expect(run.result.stderr).toMatch(pattern);
  });

  it('says the previous output is untouched', () => {
    expect(run.result.stderr).toMatch(/previous output is untouched/);
  });

  it('leaves the previous output exactly as it was', () => {
    expect(readdirSync(run.outDir)).toEqual([MARKER]);
    expect(readFileSync(join(run.outDir, MARKER), 'utf8')).toBe(MARKER_TEXT);
  });

  it('writes no dataset file and leaves no staging folder behind', () => {
    expect(existsSync(run.datasetFile)).toBe(false);
    expect(stagingLeftovers(run.result.pid)).toEqual([]);
  });
});

describe('the build on good sources', () => {
  let run: Run;
  beforeAll(() => {
    run = build('good', join(root, 'data'), elsewhere);
  }, 180_000);

  it('exits with code 0', () => {
    expect(run.result.status, run.result.stderr).toBe(0);
  });

  it('replaces the previous output by a full build', () => {
    expect(existsSync(join(run.outDir, MARKER))).toBe(false);
    const health = JSON.parse(readFileSync(join(run.outDir, 'api', 'health.json'), 'utf8')) as { status: string; dataset: { countries: number } };
    expect(health).toMatchObject({ status: 'ok', dataset: { countries: 250 } });
    expect(existsSync(join(run.outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(run.outDir, 'flags', 'DE.svg'))).toBe(true);
  });

  it('leaves no staging folder behind', () => {
    expect(stagingLeftovers(run.result.pid, elsewhere)).toEqual([]);
  });

  it('removes the previous output after the swap, in a process of its own', async () => {
    await vi.waitFor(() => expect(readdirSync(elsewhere).filter((name) => name.includes(`.replaced-${run.result.pid}`))).toEqual([]), {
      timeout: 30_000,
      interval: 100,
    });
  });
});
