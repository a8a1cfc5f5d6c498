import { describe, expect, it } from 'vitest';
import type { CityData } from '../dataset/city-schema.ts';
import { nearestCity } from './nearest-city.ts';

const city = (name: string, latlng: [number, number]): CityData => ({
  geonameid: name.length,
  name,
  otherNames: [],
  latlng,
  population: 1,
  modified: '2024-01-01',
  country: 'XX',
  subdivision: null,
  capital: null,
});

// GeoNames' coordinates of the cities' centres.
const london = city('London', [51.50853, -0.12574]);
const berlin = city('Berlin', [52.52437, 13.41053]);
const suva = city('Suva', [-18.14161, 178.44149]);
const farEast = city('Far east', [-16.8, -179.95]);

describe('the nearest city', () => {
  it('is the one at the shortest great-circle distance, in km on the mean sphere', () => {
    // Paris (GeoNames 48.85341, 2.3488): London 344 km away, Berlin 878 km (the figures distance tables give: 343.5 and 877.5 km on the mean sphere).
    const found = nearestCity([berlin, london], [48.85341, 2.3488]);
    expect(found?.city.name).toBe('London');
    expect(found!.km).toBeGreaterThan(342);
    expect(found!.km).toBeLessThan(345);
    expect(nearestCity([berlin], [48.85341, 2.3488])!.km).toBeGreaterThan(876);
    expect(nearestCity([berlin], [48.85341, 2.3488])!.km).toBeLessThan(880);
  });

  it('is found across the antimeridian', () => {
    // From 179.95° E, the city at 179.95° W is 0.1° of longitude east across 180° (10.6 km at 16.8° S), Suva 2° west and 1.3° south (250 km).
    const found = nearestCity([suva, farEast], [-16.8, 179.95]);
    expect(found?.city.name).toBe('Far east');
    expect(found!.km).toBeCloseTo(10.6, 0);
  });

  it('is none among no cities', () => {
    expect(nearestCity([], [0, 0])).toBeUndefined();
  });
});
