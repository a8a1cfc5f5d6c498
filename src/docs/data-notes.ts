/**
 * @module
 * The reference tables of docs/api.md that the code defines: the record's fields (the zod
 * schema, with its descriptions), the error codes and when each is answered, and every
 * correction of data/overrides.json with its reason and source.
 */
import { z } from 'zod';
import { ERROR_CASES, ERROR_CODES, type ErrorStatus } from '../api/errors.ts';
import { Country } from '../dataset/schema.ts';
import { SubdivisionData, type SubdivisionCrossCheck } from '../dataset/subdivision-schema.ts';
import type { Override } from '../dataset/sources.ts';
import { code, table } from './markdown.ts';

type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[]; items?: JsonSchema; prefixItems?: JsonSchema[]; enum?: unknown[] };

/** A field's type as a reader thinks of it: `string`, `integer or null`, `string[]`, `[number, number]`. */
function typeName(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.prefixItems) return `[${schema.prefixItems.map(typeName).join(', ')}]`;
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'value'}[]`;
  return schema.type ?? (schema.enum ? 'string' : 'value');
}

export function recordFields(shape: Readonly<Record<string, z.ZodType>> = Country.shape): string {
  const rows = Object.entries(shape).map(([name, field]: [string, z.ZodType]) => [
    code(name),
    typeName(z.toJSONSchema(field, { unrepresentable: 'any' }) as JsonSchema),
    field.description ?? '',
  ]);
  return table(['Field', 'Type', 'Meaning'], rows);
}

export function errorTable(): string {
  const rows = (Object.keys(ERROR_CODES) as unknown as ErrorStatus[]).map((status) => [String(status), code(ERROR_CODES[status]), ERROR_CASES[status]]);
  return table(['Status', '`error`', 'When'], rows);
}

/** The subdivision record's fields, as the dataset keeps them. */
export const subdivisionFields = () => recordFields(SubdivisionData.shape);

export function subdivisionDifferencesTable(check: SubdivisionCrossCheck | null): string {
  const rows = (check?.differences ?? []).map((d) => [code(d.code), d.field, d.isoCodes ?? '—', d.cldr ?? '—', d.reason]);
  return table(['Code', 'Field', 'iso-codes', 'CLDR', 'Reason'], rows);
}

export function correctionsTable(overrides: readonly Override[], nameOf: (cca2: string) => string | undefined): string {
  const rows = overrides.map((o) => [`${o.country} ${nameOf(o.country) ?? ''}`.trim(), code(o.field), code(JSON.stringify(o.value)), o.reason, o.source]);
  return table(['Country', 'Field', 'Corrected value', 'Reason', 'Source'], rows);
}
