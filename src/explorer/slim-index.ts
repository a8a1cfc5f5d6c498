/**
 * @module
 * The explorer's slim index: what the table needs for its first view, written at build time as
 * one static file (a tenth of the bulk export): the default columns, every facet, the cheap
 * columns of codes and yes/no facts, and the export's metadata, which downloads cite. The full
 * records (the indicators, the Gini index, names in every language…) are fetched only when a
 * view asks for one of their columns (`data-needs.ts`). The shape of that file, shared by the
 * page that writes it and the island that reads it.
 */
import type { Field } from './fields.ts';

/** Under the site root. */
export const SLIM_INDEX_FILE = 'explorer/countries.json';

/**
 * The parts of an exported record the slim index keeps, as dotted paths: a field whose every
 * path lies within one of these reads the same from a slim record as from a full one (a unit
 * test holds every such field, facet and the search's tie-breaker to it).
 */
export const SLIM_PATHS: readonly string[] = [
  'cca2',
  'cca3',
  'ccn3',
  'cioc',
  'fifa',
  'name.common',
  'name.official',
  'flag.emoji',
  'capital',
  'region',
  'subregion',
  'continents',
  'population',
  'populationYear',
  'populationSource',
  'area',
  'density',
  'languages',
  'currencies',
  'independent',
  'unMember',
  'landlocked',
  'memberships',
  'borders',
  'timezones',
  'tld',
  'callingCodes',
];

const within = (path: string) => SLIM_PATHS.some((slim) => path === slim || path.startsWith(`${slim}.`));

/** Whether a column reads only what a slim record holds. */
export const isSlimField = (field: Pick<Field, 'paths'>): boolean => field.paths.every(within);

/** A record cut down to the slim paths (objects along a dotted path keep only what lies on it). */
export function slimRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const slim: Record<string, unknown> = {};
  for (const path of SLIM_PATHS) {
    const keys = path.split('.');
    let from: unknown = record;
    let to = slim;
    for (const [i, key] of keys.entries()) {
      if (typeof from !== 'object' || from === null || !(key in from)) break;
      const value = (from as Record<string, unknown>)[key];
      if (i === keys.length - 1) to[key] = value;
      else to = (to[key] ??= {}) as Record<string, unknown>;
      from = value;
    }
  }
  return slim;
}

/** The file: the bulk export's metadata, and every record cut down. */
export interface SlimIndexFile {
  readonly meta: unknown;
  readonly data: readonly Record<string, unknown>[];
}
