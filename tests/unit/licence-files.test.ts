/**
 * The licence files a user looks for are there, and DATA-LICENSE.md covers the licence of every
 * source the dataset names (`meta.sources`): a source added under a new licence fails this until
 * the page says what that licence asks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';

const KNOWN = /^(ODbL-1\.0|Unicode-3\.0|MIT|LGPL-2\.1-or-later|CC BY 4\.0|MPL-2\.0|public domain|facts)\b/;
const dataLicence = readFileSync('DATA-LICENSE.md', 'utf8');

describe('the licence files', () => {
  it('are in the repository: the code’s, the data’s and how to cite it', () => {
    expect(['LICENSE', 'DATA-LICENSE.md', 'CITATION.cff', 'CHANGELOG.md'].filter((f) => !existsSync(f))).toEqual([]);
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License/);
  });

  it('cover the licence of every source of the dataset', () => {
    const uncovered = builtDataset()
      .meta.sources.map((s) => ({ name: s.name, licence: KNOWN.exec(s.licence)?.[1] }))
      .filter((s) => s.licence === undefined || !dataLicence.includes(s.licence))
      .map((s) => s.name);
    expect(uncovered).toEqual([]);
  });

  it('give the attribution text a user must carry, with the data’s version', () => {
    expect(dataLicence).toContain('## The attribution to carry');
    expect(dataLicence).toMatch(/> Country data: Countries Reference, data version X\.Y\.Z/);
  });
});
