import { describe, expect, it } from 'vitest';
import { project } from './project.ts';

const record = { cca2: 'AQ', name: { common: 'Antarctica', official: 'Antarctica' }, gini: null, capital: [], area: 14_000_000 };

describe('project', () => {
  it('keeps the named paths, nested as in the record', () => {
    expect(project(record, ['name.common', 'area'])).toEqual({ name: { common: 'Antarctica' }, area: 14_000_000 });
  });

  it('keeps a null where the record has one, instead of inventing the object below it', () => {
    expect(project(record, ['gini.year'])).toEqual({ gini: null });
    expect(project(record, ['gini.year', 'gini.value', 'cca2'])).toEqual({ gini: null, cca2: 'AQ' });
  });

  it('projects nothing for a path the record does not have', () => {
    expect(project(record, ['name.native', 'cca2'])).toEqual({ cca2: 'AQ' });
  });

  it('keeps an empty list as it is', () => {
    expect(project(record, ['capital'])).toEqual({ capital: [] });
  });

  it('merges two paths below one object', () => {
    expect(project(record, ['name.official', 'name.common'])).toEqual({ name: { official: 'Antarctica', common: 'Antarctica' } });
  });
});
