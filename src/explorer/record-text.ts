/**
 * @module
 * Record facts as a reader should meet them, where the raw field would mislead: shared by the
 * table, the country pages and the comparison.
 */
import type { CountryData } from '../dataset/schema.ts';

/** A UTC offset as typeset: the minus sign (U+2212), which, unlike a hyphen, never lets "UTC−09:00" break across two lines. */
export const utcOffsetText = (zone: string): string => zone.replace('-', '\u2212');

/** The side traffic drives on ("right", "left"); a place with no inhabitants has no traffic to drive on either side. */
export function drivesOn(c: Pick<CountryData, 'car' | 'population'>): string {
  return c.population === 0 ? 'none (uninhabited)' : c.car.side;
}

/** The day a week starts on ("Monday"); a place with no inhabitants keeps no calendar (CLDR's default is not a fact about it). */
export function weekStart(c: Pick<CountryData, 'startOfWeek' | 'population'>): string {
  return c.population === 0 ? 'none (uninhabited)' : c.startOfWeek.charAt(0).toUpperCase() + c.startOfWeek.slice(1);
}
