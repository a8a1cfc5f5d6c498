/**
 * @module
 * The city nearest a point, by great-circle distance on a sphere of the Earth's mean radius
 * (across the antimeridian as anywhere else): what `locate` answers beside the country.
 */
import type { CityData } from '../dataset/city-schema.ts';
import { kmBetween } from '../dataset/references/coordinates.ts';

/** A degree of latitude in km on the mean sphere: no city further in latitude alone can be nearer. */
const KM_PER_DEGREE_OF_LATITUDE = (6371.0088 * Math.PI) / 180;

/** The nearest of the cities to `[lat, lng]` and its distance in km, or undefined when there are none. */
export function nearestCity(cities: readonly CityData[], point: readonly [number, number]): { city: CityData; km: number } | undefined {
  let best: { city: CityData; km: number } | undefined;
  for (const city of cities) {
    if (best && Math.abs(city.latlng[0] - point[0]) * KM_PER_DEGREE_OF_LATITUDE >= best.km) continue;
    const km = kmBetween(point, city.latlng);
    if (!best || km < best.km) best = { city, km };
  }
  return best;
}
