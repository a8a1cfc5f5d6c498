import { describe, expect, it } from 'vitest';
import { monthsBehind, staleAsOfLine, unreadLine } from './progress.ts';

describe('unreadLine', () => {
  it('puts a text of several lines on one, its breaks shown as " / "', () => {
    const text = 'Baker Island: 4.8 km\nHowland Island: 6.4 km\r\nJarvis Island: 8 km  \n\n  Kingman Reef: 3 km\r';
    expect(unreadLine({ country: 'UM', field: 'Geography > Coastline (um)', text })).toBe(
      'UM, Geography > Coastline (um): Baker Island: 4.8 km / Howland Island: 6.4 km / Jarvis Island: 8 km / Kingman Reef: 3 km',
    );
  });

  it('leaves a one-line text as it is', () => {
    expect(unreadLine({ country: 'VN', field: 'Geography > Coastline (vm)', text: '3,444 km (excludes islands)' })).toBe(
      'VN, Geography > Coastline (vm): 3,444 km (excludes islands)',
    );
  });

  it('cuts a long text to 160 characters, ending in an ellipsis', () => {
    const line = unreadLine({ country: 'XX', field: 'f', text: 'word '.repeat(60) });
    expect(line.slice('XX, f: '.length)).toHaveLength(160);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('staleAsOfLine', () => {
  it('says nothing while the as-of date is less than two months behind the clock', () => {
    expect(staleAsOfLine('2026-12-01', new Date('2027-01-31T23:00:00Z'))).toBeUndefined();
    expect(staleAsOfLine('2026-12-01', new Date('2026-12-01T00:00:00Z'))).toBeUndefined();
  });

  it('warns, with the number of months and the file to update, from two whole months on', () => {
    expect(staleAsOfLine('2026-12-01', new Date('2027-02-01T08:00:00Z'))).toBe(
      '⚠ The data is as of 2026-12-01, 2 months before today (2027-02-01): leaders in office and other time-bound facts may have changed since. Check them (data/leaders.json) and move the date in data/as-of.json.',
    );
    expect(staleAsOfLine('2026-12-01', new Date('2027-12-06T00:00:00Z'))).toMatch(/, 12 months before today \(2027-12-06\)/);
  });

  it('counts whole months: the 31st to the 30th of the month after next is one', () => {
    expect(monthsBehind('2026-10-31', new Date('2026-12-30T00:00:00Z'))).toBe(1);
    expect(monthsBehind('2026-10-31', new Date('2026-12-31T00:00:00Z'))).toBe(2);
  });
});
