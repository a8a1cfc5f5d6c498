/** The cities a locator marks, and where their names go: never over one another, never off the drawing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { mappedCities } from '../cities/cities-view.ts';
import { shapesByCountry, worldTopology } from './atlas.ts';
import { CHAR_PX, NARROWEST_PX, cityMarks, labelRect, type CityLabel, type MarkedCity } from './city-marks.ts';
import { FRAMES, MAP_WIDTH, bestFrame, locatorBox, worldFrame, type Box } from './projection.ts';

/** A plain projection for the synthetic cases: longitude is x, latitude is y, on a 360 × 180 map. */
const plain = ([lng, lat]: [number, number]): [number, number] => [lng + 180, 90 - lat];
const city = (name: string, lng: number, lat: number, population = 100_000, capital: string | null = null): MarkedCity => ({
  name,
  population,
  capital,
  latlng: [lat, lng],
});

/** A label's box in px on the narrowest drawing, as the reader sees it. */
const rectOf = (l: CityLabel) => labelRect(l.side, (l.left / 100) * NARROWEST_PX, (l.top / 100) * (NARROWEST_PX / 2), [...l.name].length * CHAR_PX);

describe('a locator’s city marks', () => {
  const box: Box = { x: 0, y: 0, width: 360, height: 180 };

  it('puts a point of the box where the drawing shows it, in percent (the box centred when its shape differs)', () => {
    const [centre] = cityMarks([city('Middle', 0, 0)], box, plain).labels;
    expect(centre).toMatchObject({ left: 50, top: 50 });
    // A box wider than the drawing's 2:1 fills its width and sits in the middle of its height.
    const wide: Box = { x: 0, y: 0, width: 400, height: 100 };
    const [corner] = cityMarks([city('Corner', -180, 90)], wide, plain).labels;
    expect(corner?.left).toBe(0);
    expect(corner?.top).toBeCloseTo(((1 - 100 * (2 / 400)) / 2) * 100, 6);
  });

  it('marks no city outside the frame (an overseas one)', () => {
    const framed: Box = { x: 180, y: 0, width: 180, height: 90 };
    const marks = cityMarks([city('Inside', 90, 45), city('Overseas', -90, 45)], framed, plain);
    expect(marks.dots.map((d) => d.name)).toEqual(['Inside']);
  });

  it('names the capital even when others are larger, and at most as many as asked', () => {
    const cities = [city('A', -120, 40, 9e6), city('B', -60, 0, 8e6), city('C', 0, -40, 7e6), city('D', 60, 40, 6e6), city('Capital', 120, 0, 1e5, 'official')];
    const marks = cityMarks(cities, box, plain, { named: 3, narrowestPx: NARROWEST_PX });
    expect(marks.labels.map((l) => l.name)).toEqual(['Capital', 'A', 'B']);
    expect(marks.labels[0]?.capital).toBe(true);
    expect(marks.dots).toHaveLength(5);
  });

  it('writes a name near the right edge to the left of its dot', () => {
    const [label] = cityMarks([city('Eastern Harbour', 175, 0)], box, plain).labels;
    expect(label?.side).toBe('left');
  });

  it('puts a name on another side of its dot rather than over another name, and leaves out one that fits nowhere', () => {
    const cities = ['Twinville', 'Twintown', 'Triplet', 'Quadruple', 'Fifthburg'].map((name, i) => city(name, i * 0.1, 0, 5e6 - i));
    const marks = cityMarks(cities, box, plain, { named: 5, narrowestPx: NARROWEST_PX });
    expect(marks.labels.map((l) => [l.name, l.side])).toEqual([
      ['Twinville', 'right'],
      ['Twintown', 'left'],
      ['Triplet', 'above'],
      ['Quadruple', 'below'],
    ]);
    expect(marks.dots).toHaveLength(5);
  });

  it('never overlaps two names, nor writes one off the drawing, wherever the cities are', () => {
    const arbitraryCity = fc.record({
      name: fc.string({ minLength: 1, maxLength: 24 }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryCity, { maxLength: 14 }), (cities) => {
        const rects = cityMarks(
          cities.map((c) => city(c.name, c.lng, c.lat)),
          box,
          plain,
        ).labels.map(rectOf);
        for (const r of rects) expect(r.x0 >= 0 && r.y0 >= 0 && r.x1 <= NARROWEST_PX && r.y1 <= NARROWEST_PX / 2).toBe(true);
        for (const [i, a] of rects.entries())
          for (const b of rects.slice(i + 1)) expect(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0).toBe(true);
      }),
    );
  });
});

describe('the cities on real countries’ locators', () => {
  const api = builtApi();
  const frames = { atlantic: worldFrame(MAP_WIDTH, FRAMES.atlantic), pacific: worldFrame(MAP_WIDTH, FRAMES.pacific) };
  const shapes = shapesByCountry(worldTopology(), api.countries);
  const marksOf = (cca2: string) => {
    const country = api.byCode.get(cca2)!;
    const shape = { type: 'FeatureCollection' as const, features: shapes.get(cca2)! };
    const frame = frames[bestFrame(frames, shape, [country.latlng[1], country.latlng[0]])];
    const box = locatorBox(frame.bounds(shape), [0, 0], frame);
    return cityMarks(mappedCities(api, country), box, (p) => frame.projection(p));
  };

  it.each([
    ['DE', 'Berlin', 'Hamburg'],
    ['FR', 'Paris', 'Marseille'],
    ['NG', 'Abuja', 'Lagos'],
    ['AU', 'Canberra', 'Sydney'],
  ])('%s: a dot for each of its ten largest cities and the capital, %s named and ringed, %s named', (cca2, capital, largest) => {
    const marks = marksOf(cca2);
    expect(marks.dots.length).toBeGreaterThanOrEqual(10);
    expect(marks.dots.filter((d) => d.capital).map((d) => d.name)).toContain(capital);
    expect(marks.labels.map((l) => l.name)).toEqual(expect.arrayContaining([capital, largest]));
  });
});
