/**
 * @module
 * The two windows every limit is counted in, computed from one instant: the fixed
 * one-second window (epoch seconds) and the calendar month in UTC.
 */

export interface Windows {
  /** Epoch second: the per-second window's identity. */
  readonly second: number;
  /** When the per-second window ends (ms). */
  readonly secondEnd: number;
  /** `YYYY-MM` of the UTC calendar month: the monthly window's identity. */
  readonly month: string;
  /** First instant of the month (ms, UTC). */
  readonly monthStart: number;
  /** First instant of the next month (ms): when the monthly quota resets. */
  readonly monthEnd: number;
}

/** The windows of the last second asked: a busy server asks thousands of times within each. */
let last: Windows | undefined;

export function windowsAt(now: number): Windows {
  const second = Math.floor(now / 1000);
  if (last?.second === second) return last;
  const date = new Date(second * 1000);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();
  last = {
    second,
    secondEnd: (second + 1) * 1000,
    month: `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`,
    monthStart: Date.UTC(year, monthIndex, 1),
    monthEnd: Date.UTC(year, monthIndex + 1, 1),
  };
  return last;
}

/** Whole seconds from `now` until `until`, at least 1 (a reset is never "now"). */
export const secondsUntil = (until: number, now: number): number => Math.max(1, Math.ceil((until - now) / 1000));
