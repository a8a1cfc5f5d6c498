/**
 * @module
 * The dataset as a core holds it (a render thread, or the serving thread with RENDER_THREADS=0).
 * The Factbook's profiles are two thirds of the file and a quarter of a render thread's heap
 * (about 9 MB), and only `country/factbook` reads them, whose every answer is a file of the
 * build: they are read from the file the first time a core is asked for one. So are the cities and
 * the subdivisions' shapes.
 */
import { readFileSync } from 'node:fs';
import { createApi } from '../../api/context.ts';
import type { PathConfig } from '../../api/paths.ts';
import { routes } from '../../api/routes.ts';
import { BuiltDataset } from '../../dataset/dataset-fs.ts';
import { nodeCompressor } from './compress.ts';
import { createCore, type Core } from '../http/core.ts';

type Factbook = BuiltDataset['factbook'];

/** A record read only when one of its entries is first asked for. */
function lazyRecord<T>(load: () => Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  let loaded: Readonly<Record<string, T>> | undefined;
  const record = () => (loaded ??= load());
  return new Proxy<Record<string, T>>(
    {},
    {
      get: (_, key) => (typeof key === 'string' && Object.hasOwn(record(), key) ? record()[key] : undefined),
      has: (_, key) => typeof key === 'string' && Object.hasOwn(record(), key),
      ownKeys: () => Reflect.ownKeys(record()),
      getOwnPropertyDescriptor: (_, key) => {
        const value = typeof key === 'string' && Object.hasOwn(record(), key) ? record()[key] : undefined;
        return value === undefined ? undefined : { value, enumerable: true, configurable: true, writable: false };
      },
    },
  );
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

export function loadCoreDataset(file: string): BuiltDataset {
  const { factbook: _left, cities: _cities, subdivisionShapes: _shapes, ...rest } = readJson(file);
  const dataset = BuiltDataset.omit({ factbook: true, cities: true, subdivisionShapes: true }).parse(rest);
  const factbook = lazyRecord((): Factbook => BuiltDataset.shape.factbook.parse(readJson(file).factbook));
  // The cities (7.6 MB of the file, 24,000 records) likewise: no route reads them yet.
  const cities = lazyRecord((): Record<string, unknown> => BuiltDataset.shape.cities.parse(readJson(file).cities)) as unknown as BuiltDataset['cities'];
  // The subdivisions' shapes too, which only `locate` reads.
  const subdivisionShapes = lazyRecord((): Record<string, unknown> =>
    BuiltDataset.shape.subdivisionShapes.parse(readJson(file).subdivisionShapes),
  ) as unknown as BuiltDataset['subdivisionShapes'];
  return { ...dataset, factbook, cities, subdivisionShapes };
}

/** V8's collector, when the process exposes it (`--expose-gc`, as `npm start` runs the server). */
const collector = (globalThis as { gc?: (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void }).gc;

/**
 * A core over the dataset file: a render thread's, or a serving thread's with RENDER_THREADS=0.
 * Reading the file leaves garbage twice the dataset's size (the text, the parsed JSON, its
 * checked copy), which would keep the thread's heap grown until some later collection, maybe
 * for good: it is collected at once, with the heap made as small as it can be, when the
 * process allows it (about 12 MB of resident memory at ready, per thread that holds the dataset).
 */
export function coreOverFile(file: string, paths: PathConfig | undefined): Core {
  const core = createCore(createApi(loadCoreDataset(file), paths), routes, nodeCompressor);
  collector?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return core;
}
