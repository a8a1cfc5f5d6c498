import { describe, expect, it } from 'vitest';
import { bumpOf, compareSnapshots, versionAndChanges, type Snapshot } from './compare.ts';
import type { ChangeRow, SchemaChange } from '../dataset/changes-schema.ts';

const country = (cca2: string, common: string, area: number) => ({ cca2, name: { common }, area });
const snapshot = (parts: Record<string, unknown>, schemas: Record<string, unknown> = {}): Snapshot => ({ parts, schemas });
const ID = '0123456789abcdef';
const OTHER_ID = 'fedcba9876543210';

describe('a build’s data against a release’s', () => {
  it('lists records added and removed whole, and each changed field with its old and new value, labelled by name', () => {
    const before = snapshot({ countries: [country('DE', 'Germany', 357_000), country('XX', 'Gone', 1)] });
    const after = snapshot({ countries: [country('DE', 'Germany', 357_588), country('YY', 'New', 2)] });
    expect(compareSnapshots(before, after).rows).toEqual([
      { collection: 'countries', record: 'DE', label: 'Germany', change: 'changed', field: 'area', old: 357_000, new: 357_588 },
      { collection: 'countries', record: 'XX', label: 'Gone', change: 'removed', field: null, old: country('XX', 'Gone', 1), new: null },
      { collection: 'countries', record: 'YY', label: 'New', change: 'added', field: null, old: null, new: country('YY', 'New', 2) },
    ]);
  });

  it('lists a revised year of a series as one change, labelled with the country’s name', () => {
    const series = (pop2023: number) => ({
      DE: [
        { year: 2022, population: 83_800_000 },
        { year: 2023, population: pop2023 },
      ],
    });
    const countries = [country('DE', 'Germany', 357_588)];
    const rows = compareSnapshots(
      snapshot({ countries, 'population-series': series(84_000_000) }),
      snapshot({ countries, 'population-series': series(84_400_000) }),
    ).rows;
    expect(rows).toEqual([
      { collection: 'population-series', record: 'DE', label: 'Germany', change: 'changed', field: '2023', old: 84_000_000, new: 84_400_000 },
    ]);
  });

  it('lists a country’s changed terms in office as one change of its `terms`', () => {
    const countries = [country('PE', 'Peru', 1_285_216)];
    const term = (name: string, to: string | null) => ({ office: 'President', name, to });
    const [before, after] = [[term('José Enrique Jerí Oré', '2026-07-28')], [term('José Enrique Jerí Oré', '2026-02-17')]];
    const rows = compareSnapshots(snapshot({ countries, leaders: { PE: before } }), snapshot({ countries, leaders: { PE: after } })).rows;
    expect(rows).toEqual([{ collection: 'leaders', record: 'PE', label: 'Peru', change: 'changed', field: 'terms', old: before, new: after }]);
  });

  it('finds nothing between a snapshot and itself', () => {
    const same = snapshot({ countries: [country('DE', 'Germany', 1)] });
    expect(compareSnapshots(same, same)).toEqual({ rows: [], schema: [], bump: null });
  });
});

describe('what the differences call for', () => {
  const row = (change: ChangeRow['change'], field: string | null): ChangeRow => ({
    collection: 'countries',
    record: 'DE',
    label: 'Germany',
    change,
    field,
    old: 1,
    new: 2,
  });
  const field = (change: SchemaChange['change']): SchemaChange => ({ collection: 'countries', field: 'area', change, old: 'number', new: 'string' });

  it('is a patch for values changed, even a field of one record added', () => {
    expect(bumpOf([row('changed', 'area'), row('added', 'gini')], [])).toBe('patch');
  });

  it('is minor for a record or a field of the schema added', () => {
    expect(bumpOf([row('added', null)], [])).toBe('minor');
    expect(bumpOf([], [field('added')])).toBe('minor');
  });

  it('is major for a record removed, or a field removed, retyped or made optional', () => {
    expect(bumpOf([row('removed', null)], [])).toBe('major');
    expect([field('removed'), field('retyped'), field('optional')].map((f) => bumpOf([], [f]))).toEqual(['major', 'major', 'major']);
  });

  it('is nothing when nothing differs', () => {
    expect(bumpOf([], [])).toBeNull();
  });
});

describe('the version and changes a build reports', () => {
  const release = { version: '1.0.0', date: '2026-12-06', id: ID };
  const data = snapshot({ countries: [country('DE', 'Germany', 1)] });

  it('is the release itself when its content id is the release’s', () => {
    expect(versionAndChanges({ ref: release, snapshot: data }, data, ID)).toEqual({
      version: '1.0.0',
      changes: { since: release, bump: null, schema: [], rows: [], unlisted: false },
    });
  });

  it('moves on when the content id differs though no record kept differs', () => {
    const { version, changes } = versionAndChanges({ ref: release, snapshot: data }, data, OTHER_ID);
    expect(version).toBe(`1.0.1-dev+${OTHER_ID}`);
    expect(changes).toMatchObject({ bump: 'patch', unlisted: true, rows: [] });
  });

  it('is the first release’s, unreleased, without a release to compare with', () => {
    expect(versionAndChanges(undefined, data, ID)).toEqual({
      version: `1.0.0-dev+${ID}`,
      changes: { since: null, bump: null, schema: [], rows: [], unlisted: false },
    });
  });
});
