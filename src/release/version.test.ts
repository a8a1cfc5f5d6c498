import { describe, expect, it } from 'vitest';
import { bumpRelease, compareReleases, dataVersion, parseRelease } from './version.ts';
import { releaseNumber } from './release-plan.ts';

const ID = '0123456789abcdef';

describe('the data’s version', () => {
  it('is the release’s number when nothing differs from it', () => {
    expect(dataVersion('1.2.3', null, ID)).toBe('1.2.3');
  });

  it('is the next number the differences call for, tagged as unreleased with the content id', () => {
    expect(dataVersion('1.2.3', 'patch', ID)).toBe(`1.2.4-dev+${ID}`);
    expect(dataVersion('1.2.3', 'minor', ID)).toBe(`1.3.0-dev+${ID}`);
    expect(dataVersion('1.2.3', 'major', ID)).toBe(`2.0.0-dev+${ID}`);
  });

  it('is the first release’s, unreleased, before any release is recorded', () => {
    expect(dataVersion(undefined, null, ID)).toBe(`1.0.0-dev+${ID}`);
  });
});

describe('release numbers', () => {
  it('are MAJOR.MINOR.PATCH without a pre-release or a leading zero', () => {
    expect(parseRelease('10.0.2')).toEqual([10, 0, 2]);
    expect(['1.0', '01.0.0', '1.0.0-dev', '1.0.0+x', 'v1.0.0'].map(parseRelease)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('are ordered as numbers, not as text', () => {
    expect(['1.10.0', '1.2.0', '0.9.9', '2.0.0'].sort(compareReleases)).toEqual(['0.9.9', '1.2.0', '1.10.0', '2.0.0']);
  });

  it('reset the smaller parts when a larger one moves', () => {
    expect([bumpRelease('1.2.3', 'major'), bumpRelease('1.2.3', 'minor'), bumpRelease('1.2.3', 'patch')]).toEqual(['2.0.0', '1.3.0', '1.2.4']);
  });
});

describe('the number npm run release records', () => {
  it('is the one the changes call for, or a larger one chosen', () => {
    expect(releaseNumber(undefined, null)).toEqual({ version: '1.0.0' });
    expect(releaseNumber('1.0.0', 'minor')).toEqual({ version: '1.1.0' });
    expect(releaseNumber('1.0.0', 'patch', '2.0.0')).toEqual({ version: '2.0.0' });
  });

  it('refuses a number below what the changes call for, and a release of unchanged data', () => {
    expect(releaseNumber('1.0.0', 'major', '1.1.0')).toEqual({ problem: expect.stringContaining('below 2.0.0') });
    expect(releaseNumber('1.0.0', null)).toEqual({ problem: "Nothing to release: the data is release 1.0.0's." });
  });
});
