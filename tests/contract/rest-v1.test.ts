/**
 * /api/rest/v1/all.json keeps the REST Countries v1 record format: key order, types, the
 * Polar region, and facts about well-known countries.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { readJson, zodOffences } from './dist.ts';
import { RestV1Record, V1_KEY_ORDER } from './rest-v1-schema.ts';

const records = () => readJson('api/rest/v1/all.json') as Record<string, unknown>[];
const record = (alpha2: string) => {
  const found = records().find((r) => r.alpha2Code === alpha2);
  if (!found) throw new Error(`no v1 record for ${alpha2}`);
  return RestV1Record.parse(found);
};

describe('REST v1 all', () => {
  it('is an array with one record for each of the 250 countries', () => {
    const all = records();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(250);
    const codes = all.map((r) => r.alpha2Code as string).sort();
    expect(codes).toEqual(
      builtDataset()
        .countries.map((c) => c.cca2)
        .sort(),
    );
  });

  it('is ordered by name', () => {
    const collator = new Intl.Collator('en');
    const names = records().map((r) => String(r.name));
    const outOfOrder = names.flatMap((name, i) => (i > 0 && collator.compare(names[i - 1]!, name) > 0 ? [`${names[i - 1]} before ${name}`] : []));
    expect(outOfOrder).toEqual([]);
  });

  it('has every record keyed exactly in the v1 order', () => {
    const expected = V1_KEY_ORDER.join(',');
    const offenders = records()
      .filter((r) => Object.keys(r).join(',') !== expected)
      .map((r) => `${String(r.alpha2Code)}: ${Object.keys(r).join(',')}`);
    expect(offenders).toEqual([]);
  });

  it('has every record typed as v1 typed it', () => {
    const offenders = records().flatMap((r, i) => {
      const result = RestV1Record.safeParse(r);
      return result.success ? [] : zodOffences(typeof r.alpha2Code === 'string' ? r.alpha2Code : `record ${i}`, result.error.issues, 5);
    });
    expect(offenders).toEqual([]);
  });

  it('gives Antarctica the region Polar, as v1 did', () => {
    expect(record('AQ').region).toBe('Polar');
  });

  it.each([
    ['capital', 'Berlin'],
    ['alpha3Code', 'DEU'],
    ['callingCodes', ['49']],
    ['languages', ['de']],
    ['currencies', ['EUR']],
    ['timezones', ['UTC+01:00']],
  ] as const)('gives Germany %s %j', (key, value) => {
    expect(record('DE')[key]).toEqual(value);
  });

  it('writes the United Kingdom zero offset as UTC', () => {
    expect(record('GB').timezones).toContain('UTC');
  });
});
