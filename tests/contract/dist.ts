/**
 * The test build as the contract tests see it: its file list, walked once per test file, and
 * each file read and parsed at most once, since several checks look at the same documents.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { outDir } from '../helpers.ts';

let fileList: readonly string[] | undefined;
let fileSet: ReadonlySet<string> | undefined;
const texts = new Map<string, string>();
const parsed = new Map<string, unknown>();

/** Every file of the build, as sorted `/`-separated paths relative to its root (`api/stats.json`). */
export function distFiles(): readonly string[] {
  if (fileList === undefined) {
    const root = outDir();
    fileList = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  }
  return fileList;
}

export function hasFile(path: string): boolean {
  fileSet ??= new Set(distFiles());
  return fileSet.has(path);
}

/** The files whose path matches, in sorted order. */
export function filesMatching(pattern: RegExp): string[] {
  return distFiles().filter((path) => pattern.test(path));
}

export function fileSize(path: string): number {
  return statSync(join(outDir(), path)).size;
}

export function readText(path: string): string {
  let text = texts.get(path);
  if (text === undefined) {
    text = readFileSync(join(outDir(), path), 'utf8');
    texts.set(path, text);
  }
  return text;
}

/** The parsed JSON document; throws (with the path) when it is not JSON. */
export function readJson(path: string): unknown {
  if (!parsed.has(path)) {
    try {
      parsed.set(path, JSON.parse(readText(path)));
    } catch (error) {
      throw new Error(`${path}: not JSON (${(error as Error).message})`, { cause: error });
    }
  }
  return parsed.get(path);
}

/** Every JSON file under api/. */
export const apiJsonFiles = (): string[] => filesMatching(/^api\/.+\.json$/);

/** The first issues of a failed zod parse as offender lines, prefixed by the file. */
export function zodOffences(path: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], limit = 3): string[] {
  return issues.slice(0, limit).map((issue) => `${path}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}
