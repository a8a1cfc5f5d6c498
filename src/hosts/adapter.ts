/**
 * @module
 * What a host is to the build, as one record: its facts (what it can do besides serving files,
 * its file limit, where its configuration and its site go), the files it asks the build to write,
 * and its figures. Each host is a folder of src/hosts (`cloudflare/`, `vercel/`, `netlify/`,
 * `static/`) exporting its adapter, and one line of the host table (hosts.ts); the build, the
 * uploads and the docs iterate the table and name no host. The adapters are pure: they say what
 * to write, the build writes it (src/build/pipeline-fs.ts), and they measure what a reader of
 * the output folder gives them (src/build/host-figures-fs.ts).
 */
import type { Route } from '../api/route.ts';
import type { HeaderRule } from './headers.ts';
import type { PathRewrites } from './path-rewrites.ts';
import type { RouteRewrites } from './rewrites.ts';
import type { OutputFile } from './uploads.ts';

export interface Host {
  readonly id: string;
  readonly name: string;
  /** Files per deployment, where the host limits them, and where the limit comes from. */
  readonly limit?: { readonly files: number; readonly note: string };
  /** It runs the app (the Worker, the Vercel function), which computes any file from the question its path names. */
  readonly computes: boolean;
  /**
   * Its configuration in the output, written by the build and read by the host: files at the
   * top (`_redirects`), and folders, written with a final `/`, whose every file is its own.
   */
  readonly configFiles: readonly string[];
  /** Where its upload keeps the site's files, when not at the top of the output folder. */
  readonly siteDir?: string;
}

/** What the build hands an adapter: the host-neutral rules derived from the route table (made when first asked), and its place among the others. */
export interface HostInputs {
  readonly routes: readonly Route[];
  /** Every file of the static API, written or not. */
  readonly apiFiles: readonly OutputFile[];
  /** The API files its upload holds (src/hosts/uploads.ts). */
  readonly uploaded: readonly OutputFile[];
  /** The other hosts' configuration: the top-level names of their files, then of their folders. */
  readonly othersConfig: readonly string[];
  rewrites(): readonly RouteRewrites[];
  lookups(): PathRewrites;
  headers(): readonly HeaderRule[];
}

/** What a host asks the build to write into the output folder (paths relative to it). */
export interface HostOutput {
  /** Text files, made when written. */
  readonly texts: ReadonlyArray<{ readonly path: string; readonly text: () => string }>;
  /** Copies of files of the output (hard links where the file system allows). */
  readonly copies?: ReadonlyArray<{ readonly from: string; readonly to: string }>;
  /** Node.js function handlers, each over the Worker's bundle beside it (its file: src/build/worker-bundle-fs.ts makes it). */
  readonly functionHandlers?: readonly string[];
  /** How the build's progress names it, when not by its paths: `.vercel/output/ (… files)`. */
  readonly summary?: string;
}

/** The output folder, as an adapter reads it to measure itself. */
export interface OutputReader {
  /** A file's bytes, or undefined when the build did not write it. */
  file(path: string): Buffer | undefined;
  /** The number of files under a folder, 0 when it is missing. */
  count(folder: string): number;
}

export interface HostAdapter extends Host {
  /** Where the Worker's bundle goes, for a host that runs it (`_worker.js`): one bundle, made while the static API is written. */
  readonly workerBundle?: string;
  output(inputs: HostInputs): HostOutput;
  /** docs/deploy.md's "rules or code" for the host, measured on a build; undefined when the build holds none of it. */
  figures(read: OutputReader): string | undefined;
  /** docs/deploy.md: how its upload is made. */
  readonly buildWith: string;
}

/** Sizes as docs/deploy.md gives them: `0.8 MB`. */
export const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

/** A build's figures per host (measured by src/build/host-figures-fs.ts, written into docs/deploy.md). */
export interface HostFigures {
  /** Each host's upload, in files. */
  readonly uploads: ReadonlyMap<HostAdapter, number>;
  /** Each host's rules or code, as its adapter measures them. */
  readonly measured: ReadonlyMap<HostAdapter, string | undefined>;
}
