import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { parseQuestion } from '../question.ts';
import { ApiError } from '../errors.ts';
import { locateRoute } from './locate.ts';

const api = builtApi();
const locate = (lat: number, lng: number) =>
  locateRoute.answer(api, { lat, lng }).body as { where: string; country: { cca2: string } | null; distanceKm: number | null };
const badParameter = (raw: Record<string, string>) => {
  try {
    parseQuestion(api, locateRoute, raw);
  } catch (e) {
    if (e instanceof ApiError) return e.body;
  }
  return undefined;
};

describe('locate', () => {
  // Reference points from the places' own articles (Wikipedia), independent of Natural Earth.
  it.each([
    [48.8566, 2.3522, 'FR'], // Paris
    [-29.31, 27.48, 'LS'], // Maseru, inside South Africa's hole
    [-26.2041, 28.0473, 'ZA'], // Johannesburg
    [-16.85, -179.97, 'FJ'], // Taveuni, east of 180°
    [-16.78, 179.33, 'FJ'], // Vanua Levu, west of it
    [64.73, 177.51, 'RU'], // Anadyr, Chukotka
    [-21.1151, 55.5364, 'RE'], // Saint-Denis, Réunion
    [78.22, 15.65, 'SJ'], // Longyearbyen, Svalbard
    [42.6629, 21.1655, 'XK'], // Pristina
    [9.56, 44.065, 'SO'], // Hargeisa, Somaliland
    [35.1856, 33.3823, 'CY'], // Nicosia
    [-89.9, 0, 'AQ'], // near the South Pole
  ])('puts %f, %f in %s', (lat, lng, code) => {
    expect(locate(lat, lng).country?.cca2).toBe(code);
  });

  it("names the nearest city and its great-circle distance: Munich's Marienplatz (Wikipedia: 48°08′15″ N, 11°34′31″ E) is in München", () => {
    const body = locateRoute.answer(api, { lat: 48.1375, lng: 11.5753 }).body as {
      nearestCity: { geonameid: number; cca2: string; distanceKm: number } | null;
    };
    expect(body.nearestCity).toMatchObject({ geonameid: 2867714, cca2: 'DE' });
    expect(body.nearestCity!.distanceKm).toBeLessThan(1);
  });

  it('answers "sea" with no country in the middle of an ocean', () => {
    expect(locate(0, -30)).toMatchObject({ where: 'sea', country: null, distanceKm: null });
    expect(locate(-40, -140)).toMatchObject({ where: 'sea', country: null });
  });

  it('answers a point a few km off a generalised coast with that country and the distance', () => {
    const copenhagen = locate(55.6761, 12.5683);
    expect(copenhagen.country?.cca2).toBe('DK');
    expect(copenhagen.where === 'land' || copenhagen.distanceKm! <= 15).toBe(true);
  });

  it('refuses a missing or out-of-range coordinate with a 400 naming the parameter and its range', () => {
    expect(badParameter({ lat: '91', lng: '0' })).toMatchObject({ status: 400, parameter: 'lat' });
    expect(JSON.stringify(badParameter({ lat: '91', lng: '0' }))).toContain('-90 to 90');
    expect(badParameter({ lat: '0', lng: '-180.5' })).toMatchObject({ parameter: 'lng' });
    expect(JSON.stringify(badParameter({ lat: '0', lng: 'east' }))).toContain('-180 to 180');
    expect(badParameter({ lat: '0' })).toMatchObject({ parameter: 'lng' });
    expect(JSON.stringify(badParameter({ lng: '0' }))).toContain('-90 to 90');
    expect(badParameter({ lat: '', lng: '0' })).toMatchObject({ parameter: 'lat' });
  });
});
