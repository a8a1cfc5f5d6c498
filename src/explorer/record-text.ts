/**
 * @module
 * Record facts as a reader should meet them, where the raw field would mislead: shared by the
 * table, the country pages and the comparison.
 */
import type { CountryData } from '../dataset/schema.ts';

/** The side traffic drives on ("right", "left"); a place with no inhabitants has no traffic to drive on either side. */
export function drivesOn(c: Pick<CountryData, 'car' | 'population'>): string {
  return c.population === 0 ? 'none (uninhabited)' : c.car.side;
}
