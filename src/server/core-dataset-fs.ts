/**
 * @module
 * The dataset as a core holds it (a render thread, or the serving thread with RENDER_THREADS=0).
 * The Factbook's profiles are two thirds of the file and a quarter of a render thread's heap
 * (about 9 MB), and only `country/factbook` reads them, whose every answer is a file of the
 * build: they are read from the file the first time a core is asked for one.
 */
import { readFileSync } from 'node:fs';
import { BuiltDataset } from '../dataset/dataset-fs.ts';

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
  const { factbook: _left, ...rest } = readJson(file);
  const dataset = BuiltDataset.omit({ factbook: true }).parse(rest);
  const factbook = lazyRecord((): Factbook => BuiltDataset.shape.factbook.parse(readJson(file).factbook));
  return { ...dataset, factbook };
}
