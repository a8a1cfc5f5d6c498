/**
 * The CSV and XML twins of every data document say what its JSON says: the CSV parses back
 * to the JSON rows flattened by the published rules, and the XML, read back by its published
 * rules, is the JSON body. Country lists are sampled to keep the run short.
 */
import { parse } from 'csv-parse/sync';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { flattenRow } from '../../src/formats/flatten.ts';
import type { JsonObject, JsonValue } from '../../src/formats/document.ts';
import { filesMatching, hasFile, readJson, readText } from './dist.ts';
import { firstDifference, readXml, xmlShapeOf } from './xml-back.ts';

/** At most about `count` files, spread evenly over the sorted list. */
const spread = (count: number) => (files: string[]) => files.filter((_, i) => i % Math.ceil(files.length / count) === 0);
const dataOf = (body: unknown) => (body as { data: JsonObject[] }).data;
const withDatasetOf = (body: unknown) => {
  const { version, id } = (body as { meta: { dataset: { version: string; id: string } } }).meta.dataset;
  return dataOf(body).map((r) => ({ ...r, dataset: { version, id } }));
};
const asCell = (v: JsonValue | undefined): JsonValue => (v !== null && typeof v === 'object' ? JSON.stringify(v) : (v ?? null));

interface Kind {
  name: string;
  pattern: RegExp;
  sample?: (files: string[]) => string[];
  /** Which of the files matching `pattern` are of the kind (all unless given). */
  only?: (body: unknown) => boolean;
  /** The JSON rows the CSV holds, one CSV line each. */
  rows: (body: unknown) => JsonObject[];
}

const KINDS: readonly Kind[] = [
  // A former country's alpha-2 code (SU) is answered by the 410 error body, JSON only.
  {
    name: 'country by alpha-2 code',
    pattern: /^api\/country\/[A-Z]{2}\.json$/,
    only: (body) => typeof (body as { status?: unknown }).status !== 'number',
    rows: (body) => [body as JsonObject],
  },
  { name: 'former country', pattern: /^api\/former-country\/[A-Z]{4}\.json$/, rows: (body) => [body as JsonObject] },
  { name: 'former countries', pattern: /^api\/former-countries\.json$/, rows: dataOf },
  { name: 'country list page', pattern: /^api\/countries\/.+\.json$/, sample: spread(36), rows: dataOf },
  { name: 'borders', pattern: /^api\/borders\/[^/]+\.json$/, rows: dataOf },
  { name: 'similar', pattern: /^api\/similar\/[^/]+\/[^/]+\.json$/, rows: dataOf },
  // A nested document has no natural table: its CSV is one field/value row per flattened field.
  { name: 'stats', pattern: /^api\/stats\.json$/, rows: (body) => Object.entries(flattenRow(body as JsonObject)).map(([field, value]) => ({ field, value })) },
  // Each row of an export's CSV also says which data it is of (the file may travel without its URL).
  { name: 'export', pattern: /^api\/export\/countries\.json$/, rows: withDatasetOf },
  // A change's old and new value: a scalar as itself, a list or an object as its JSON text.
  { name: 'changes', pattern: /^api\/changes\.json$/, rows: (body) => dataOf(body).map((r) => ({ ...r, old: asCell(r.old), new: asCell(r.new) })) },
  { name: 'subdivision', pattern: /^api\/subdivision\/[^/]+\.json$/, sample: spread(60), rows: (body) => [body as JsonObject] },
  { name: 'country subdivisions', pattern: /^api\/country\/[A-Z]{2}\/subdivisions\.json$/, sample: spread(40), rows: dataOf },
  { name: 'terms in office', pattern: /^api\/country\/[A-Z]{2}\/leaders\.json$/, sample: spread(40), rows: dataOf },
  { name: 'REST v1', pattern: /^api\/rest\/v1\/all\.json$/, rows: (body) => body as JsonObject[] },
];

const twin = (jsonPath: string, ext: 'csv' | 'xml') => jsonPath.replace(/\.json$/, `.${ext}`);
const filesOf = (kind: Kind) => filesMatching(kind.pattern).filter((path) => !kind.only || kind.only(readJson(path)));
const sampleOf = (kind: Kind) => (kind.sample ?? ((files: string[]) => files))(filesOf(kind));

/** Differences between a CSV file and the rows it should hold; a few per file at most. */
function csvOffences(path: string, text: string, expected: readonly JsonObject[]): string[] {
  let records: Record<string, string>[];
  try {
    records = parse<Record<string, string>>(text, { columns: true });
  } catch (error) {
    return [`${path}: does not parse (${(error as Error).message})`];
  }
  if (records.length !== expected.length) return [`${path}: ${records.length} rows, expected ${expected.length}`];
  const flat = expected.map(flattenRow);
  const header = new Set(Object.keys(records[0] ?? {}));
  const known = new Set(flat.flatMap((row) => Object.keys(row)));
  const offences = [...header].filter((column) => !known.has(column)).map((column) => `${path}: column ${column} is in no row`);
  records.forEach((record, i) => {
    const want = flat[i]!;
    for (const column of new Set([...header, ...Object.keys(want)])) {
      const expectedCell = want[column] ?? '';
      // A column left out of the header must be one without a value (an empty dotted parent).
      const cell = header.has(column) ? record[column] : '';
      if (cell !== expectedCell) offences.push(`${path}: row ${i + 1} ${column}: ${JSON.stringify(cell)}, expected ${JSON.stringify(expectedCell)}`);
    }
  });
  return offences.slice(0, 5);
}

function xmlOffences(path: string, text: string, body: unknown): string[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return [`${path}: not well-formed: ${valid.err.msg} (line ${valid.err.line})`];
  const { root, value } = readXml(text);
  if (root.length !== 1) return [`${path}: ${root.length} root elements`];
  const difference = firstDifference(value, xmlShapeOf(body));
  return difference ? [`${path}: ${difference}`] : [];
}

describe.each(KINDS)('$name documents', (kind) => {
  it('have a .csv and an .xml twin of every .json', () => {
    const files = filesOf(kind);
    expect(files.length).toBeGreaterThan(0);
    const missing = files.flatMap((path) => [twin(path, 'csv'), twin(path, 'xml')].filter((t) => !hasFile(t)));
    expect(missing).toEqual([]);
  });

  it('have a CSV that parses back to the JSON rows, flattened', () => {
    const offenders = sampleOf(kind).flatMap((path) => csvOffences(twin(path, 'csv'), readText(twin(path, 'csv')), kind.rows(readJson(path))));
    expect(offenders).toEqual([]);
  });

  it('have a well-formed XML that carries the same values as the JSON', () => {
    const offenders = sampleOf(kind).flatMap((path) => xmlOffences(twin(path, 'xml'), readText(twin(path, 'xml')), readJson(path)));
    expect(offenders).toEqual([]);
  });
});
