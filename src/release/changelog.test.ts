import { describe, expect, it } from 'vitest';
import { renderChangelog, type ChangelogEntry } from './changelog.ts';
import { compareSnapshots } from './compare.ts';

const manifest = (version: string, date: string, summary: string) => ({ version, date, id: '0123456789abcdef', summary, files: {} });
const country = (cca2: string, common: string, area: number, extra = {}) => ({ cca2, name: { common }, area, ...extra });

describe('CHANGELOG.md', () => {
  const first: ChangelogEntry = { release: manifest('1.0.0', '2026-12-06', 'The first release.'), counts: { countries: 2 } };
  const changes = compareSnapshots(
    { parts: { countries: [country('DE', 'Germany', 357_000), country('XX', 'Gone', 1)] }, schemas: {} },
    { parts: { countries: [country('DE', 'Germany', 357_588, { gini: 31.7 }), country('YY', 'New', 2)] }, schemas: {} },
  );
  const second: ChangelogEntry = { release: manifest('2.0.0', '2027-01-15', 'Germany’s area revised.'), counts: { countries: 2 }, changes };
  const text = renderChangelog([first, second]);

  it('lists the releases newest first under Keep a Changelog’s headings, each with its summary and content id', () => {
    const headings = text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual(['## [Unreleased]', '## [2.0.0] - 2027-01-15', '## [1.0.0] - 2026-12-06']);
    expect(text).toContain('## [2.0.0] - 2027-01-15\n\nGermany’s area revised.\n');
    expect(text).toContain('Content id `0123456789abcdef`.');
  });

  it('says what each release added, changed and removed, record by record, with old and new values', () => {
    const release = text.slice(text.indexOf('## [2.0.0]'), text.indexOf('## [1.0.0]'));
    expect(release).toContain('### Added\n\n- Countries: 1 record added\n  - **YY** (New)\n');
    expect(release).toContain('### Changed\n\n- Countries: 2 values in 1 record\n  - **DE** (Germany): area `357000` → `357588`; gini added: `31.7`\n');
    expect(release).toContain('### Removed\n\n- Countries: 1 record removed\n  - **XX** (Gone)\n');
  });

  it('counts the first release’s records, and links each release to its files', () => {
    expect(text).toContain('The first release:\n\n- Countries: 2 records\n');
    expect(text).toContain('[2.0.0]: releases/2.0.0/release.json\n[1.0.0]: releases/1.0.0/release.json\n');
  });
});
