/**
 * Cities against the CIA World Factbook, which neither GeoNames nor the country records' capitals
 * (world-countries, REST Countries) come from: the city each capital is joined to lies within
 * 25 km of the Factbook's coordinates for that capital.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';
import { capitalTheFactbookLocates, factbookDegrees, kmBetween } from './coordinates.ts';

const REFERENCE = 'CIA World Factbook';
const { countries, cities } = builtDataset();
/** data/factbook/<region>/<gec>.json by GEC code, read as plain files. */
const profilePaths = new Map(
  readdirSync('data/factbook', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(`data/factbook/${d.name}`).map((f) => [f.replace('.json', ''), `data/factbook/${d.name}/${f}`] as const)),
);

describe('cities against the CIA World Factbook', () => {
  it('joins each capital to a city within 25 km of the Factbook’s coordinates for it', () => {
    const byId = new Map(cities.data.map((c) => [c.geonameid, c]));
    const comparisons = countries.flatMap((c) => {
      if (!c.gec) return [];
      const profile = JSON.parse(readFileSync(profilePaths.get(c.gec.toLowerCase())!, 'utf8')) as {
        Government?: { Capital?: Record<string, { text?: string }> };
      };
      const name = profile.Government?.Capital?.name?.text ?? '';
      const coordinates = factbookDegrees(profile.Government?.Capital?.['geographic coordinates']?.text ?? '');
      const joins = cities.capitals.filter((j) => j.country === c.cca2);
      const join = capitalTheFactbookLocates(
        name,
        joins.map((j) => ({ ...j, name: j.capital })),
      );
      if (!coordinates || !join) return [];
      const city = join.geonameid === null ? undefined : byId.get(join.geonameid);
      const distance = city && kmBetween(city.latlng, coordinates);
      return [
        {
          cca2: c.cca2,
          agrees: distance !== undefined && distance <= 25,
          detail: city
            ? `${join.capital}: GeoNames' ${city.name} (${city.geonameid}) ${JSON.stringify(city.latlng)} is ${distance!.toFixed(0)} km from the Factbook's ${coordinates.map((x) => x.toFixed(2)).join(', ')} (${name})`
            : `${join.capital}: no city (the Factbook: ${name})`,
        },
      ];
    });
    expectAgreement(measureAgreement(REFERENCE, 'city of the capital', comparisons, exceptionsOf(REFERENCE, 'city of the capital')));
  });
});
