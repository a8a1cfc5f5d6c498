import { describe, expect, it } from 'vitest';
import { secondsUntil, windowsAt } from './windows.ts';

describe('windowsAt', () => {
  it.each([
    ['the last millisecond of January', Date.UTC(2026, 0, 31, 23, 59, 59, 999), '2026-01', Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1)],
    ['the first instant of February', Date.UTC(2026, 1, 1), '2026-02', Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1)],
    ['February of a leap year', Date.UTC(2028, 1, 29, 12), '2028-02', Date.UTC(2028, 1, 1), Date.UTC(2028, 2, 1)],
    ['December, ending in the next year', Date.UTC(2026, 11, 31, 23), '2026-12', Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1)],
  ])('puts %s in its UTC calendar month', (_, now, month, start, end) => {
    expect(windowsAt(now)).toMatchObject({ month, monthStart: start, monthEnd: end });
  });

  it('uses UTC, not local time: 23:30 UTC on the 31st is still that month everywhere', () => {
    expect(windowsAt(Date.parse('2026-03-31T23:30:00Z')).month).toBe('2026-03');
    expect(windowsAt(Date.parse('2026-04-01T00:30:00+02:00')).month).toBe('2026-03');
  });

  it.each([
    [Date.UTC(2026, 2, 1, 0, 0, 5, 0), Date.UTC(2026, 2, 1, 0, 0, 5, 999), true],
    [Date.UTC(2026, 2, 1, 0, 0, 5, 999), Date.UTC(2026, 2, 1, 0, 0, 6, 0), false],
  ])('fixes one-second windows on whole seconds (%i and %i share one: %s)', (a, b, same) => {
    expect(windowsAt(a).second === windowsAt(b).second).toBe(same);
    expect(windowsAt(a).secondEnd).toBe(Date.UTC(2026, 2, 1, 0, 0, 6));
  });
});

describe('secondsUntil', () => {
  it.each([
    [1000, 0, 1],
    [1000, 999, 1],
    [1000, 1000, 1],
    [86_400_000, 0, 86_400],
    [86_400_000, 1, 86_400],
  ])('from %i to %i ms is %i whole seconds, never less than 1', (until, now, seconds) => {
    expect(secondsUntil(until, now)).toBe(seconds);
  });
});
