/**
 * The new fields from REST Countries checked against another source of the same fact:
 * continents against the UN M49 region (CLDR), each capital's coordinates against the
 * country's shape (world-countries' GeoJSON), demonyms against world-countries'.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import type { CountryData } from '../schema.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

const REFERENCE = 'cross-checks';
const { countries } = builtDataset();
const require = createRequire(import.meta.url);

/** The continents an M49 region lies on; the Americas split by sub-region. */
function continentsOfRegion(c: CountryData): string[] {
  if (c.region === 'Americas') return [c.subregion === 'South America' ? 'South America' : 'North America'];
  return [{ Africa: 'Africa', Asia: 'Asia', Europe: 'Europe', Oceania: 'Oceania', Antarctic: 'Antarctica' }[c.region] ?? c.region];
}

type Ring = [number, number][];
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

/** Even-odd ray casting on longitude/latitude: enough for a point well inside or outside. */
function inRing(point: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Kilometres from a point to a segment, on a plane scaled to the point's latitude. */
function kmToSegment([lng, lat]: [number, number], a: [number, number], b: [number, number]): number {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ky = 110.57;
  const [ax, ay, bx, by] = [(a[0] - lng) * kx, (a[1] - lat) * ky, (b[0] - lng) * kx, (b[1] - lat) * ky];
  const [dx, dy] = [bx - ax, by - ay];
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** How far a [lat, lng] point lies outside the country's shape, in km (0 inside); null without a shape. */
function kmOutside(cca3: string, [lat, lng]: [number, number]): number | null {
  const file = require.resolve(`world-countries/data/${cca3.toLowerCase()}.geo.json`);
  const shape = JSON.parse(readFileSync(file, 'utf8')) as { features: { geometry?: Geometry | null }[] };
  const polygons = shape.features.flatMap((f) => (!f.geometry ? [] : f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates));
  if (polygons.length === 0) return null;
  const point: [number, number] = [lng, lat];
  if (polygons.some((rings) => inRing(point, rings[0]!) && !rings.slice(1).some((hole) => inRing(point, hole)))) return 0;
  let best = Infinity;
  for (const ring of polygons.flat()) for (let i = 1; i < ring.length; i++) best = Math.min(best, kmToSegment(point, ring[i - 1]!, ring[i]!));
  return best;
}

/** A capital on the coast or an islet may fall just outside a simplified shape. */
const CAPITAL_TOLERANCE_KM = 25;

describe('cross-checks of the REST Countries fields', () => {
  it('continents include the continent of the UN M49 region', () => {
    const comparisons = countries.map((c) => ({
      cca2: c.cca2,
      agrees: continentsOfRegion(c).every((k) => (c.continents as string[]).includes(k)),
      detail: `continents ${c.continents.join(', ')}, M49 ${c.region} / ${c.subregion ?? '-'}`,
    }));
    expectAgreement(measureAgreement(REFERENCE, 'continents', comparisons, exceptionsOf(REFERENCE, 'continents')));
  });

  it('every capital’s coordinates lie within its country’s shape', () => {
    const comparisons = countries.flatMap((c) =>
      c.capitals.flatMap((capital) => {
        const km = capital.latlng ? kmOutside(c.cca3, capital.latlng) : null;
        return km === null
          ? []
          : [{ cca2: c.cca2, agrees: km <= CAPITAL_TOLERANCE_KM, detail: `${capital.name} ${JSON.stringify(capital.latlng)} is ${km.toFixed(0)} km outside` }];
      }),
    );
    expectAgreement(measureAgreement(REFERENCE, 'capital coordinates', comparisons, exceptionsOf(REFERENCE, 'capital coordinates')));
  });

  it('demonyms agree with REST Countries’ where both sources have them', () => {
    const rest = new Map(
      (
        JSON.parse(readFileSync('data/restcountries/countriesV4.json', 'utf8')) as {
          cca2: string;
          demonyms: { lang: string; male: string; female: string }[];
        }[]
      ).map((r) => [r.cca2, r.demonyms]),
    );
    const comparisons = countries.flatMap((c) =>
      (rest.get(c.cca2) ?? [])
        .filter((d) => d.male && c.demonyms[d.lang])
        .map((d) => ({
          cca2: `${c.cca2}.${d.lang}`,
          agrees: c.demonyms[d.lang]!.m === d.male && c.demonyms[d.lang]!.f === d.female,
          detail: `ours ${JSON.stringify(c.demonyms[d.lang])}, REST ${d.male}/${d.female}`,
        })),
    );
    expectAgreement(measureAgreement(REFERENCE, 'demonyms', comparisons, exceptionsOf(REFERENCE, 'demonyms')));
  });
});

describe('vehicle signs', () => {
  it('gives no sign to two countries (a shared sign is a sign copied onto the wrong country)', () => {
    const owners = new Map<string, string[]>();
    for (const c of countries) for (const sign of c.car.signs) owners.set(sign, [...(owners.get(sign) ?? []), c.cca2]);
    // Territories may use their sovereign's sign (AI, BM, KY… carry GB); two countries of their own may not.
    const shared = [...owners].filter(([, codes]) => codes.filter((cca2) => countries.find((c) => c.cca2 === cca2)?.independent).length > 1);
    expect(shared).toEqual([]);
  });
});
