import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { parseQuestion } from '../question.ts';
import { ApiError } from '../errors.ts';
import { locateRoute } from './locate.ts';

const api = builtApi();
const locate = (lat: number, lng: number) =>
  locateRoute.answer(api, { lat, lng }).body as { where: string; country: { cca2: string } | null; distanceKm: number | null };
const pick = ({ code, name, type }: { code: string; name: string; type: string }) => ({ code, name, type });
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

  // The same kind of reference: each capital's coordinates from its own article (Wikipedia).
  it.each([
    [38.5816, -121.4944, 'US-CA'], // Sacramento
    [21.3069, -157.8583, 'US-HI'], // Honolulu
    [58.3019, -134.4197, 'US-AK'], // Juneau
    [38.9072, -77.0369, 'US-DC'], // Washington
    [-27.4698, 153.0251, 'AU-QLD'], // Brisbane
    [-42.8821, 147.3272, 'AU-TAS'], // Hobart
    [-35.2809, 149.13, 'AU-ACT'], // Canberra
    [-33.8688, 151.2093, 'AU-NSW'], // Sydney
    [-3.119, -60.0217, 'BR-AM'], // Manaus
    [-15.7939, -47.8828, 'BR-DF'], // Brasília
    [49.8951, -97.1384, 'CA-MB'], // Winnipeg
    [44.6488, -63.5752, 'CA-NS'], // Halifax
  ])('puts %f, %f in the subdivision %s, with its record and a link to it', (lat, lng, code) => {
    const body = locateRoute.answer(api, { lat, lng }).body as { subdivision: { code: string; name: string; type: string; link: string } | null };
    expect(body.subdivision).toEqual({ ...pick(api.subdivisions.byCode.get(code)!), link: api.paths.query('subdivision', { code }) });
  });

  it('answers no subdivision, saying why, in the Jervis Bay Territory (no ISO 3166-2 code) and outside the four countries', () => {
    type Body = { country: { cca2: string } | null; subdivision: unknown; subdivisionNote: string };
    const jervisBay = locateRoute.answer(api, { lat: -35.15, lng: 150.7 }).body as Body; // Wikipedia: 35°09′S 150°42′E
    expect(jervisBay).toMatchObject({ country: { cca2: 'AU' }, subdivision: null });
    expect(jervisBay.subdivisionNote).toContain('no ISO 3166-2 code');
    const paris = locateRoute.answer(api, { lat: 48.8566, lng: 2.3522 }).body as Body;
    expect(paris).toMatchObject({ country: { cca2: 'FR' }, subdivision: null });
    expect(paris.subdivisionNote).toContain('Australia, Brazil, Canada, and United States');
  });

  it('gives CSV and XML rows the subdivision code and name', () => {
    expect(locateRoute.answer(api, { lat: 49.8951, lng: -97.1384 }).rows[0]).toMatchObject({ subdivisionCode: 'CA-MB', subdivisionName: 'Manitoba' });
    expect(locateRoute.answer(api, { lat: 0, lng: -30 }).rows[0]).toMatchObject({ subdivisionCode: null, subdivisionName: null });
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
