/**
 * The Factbook layer against references it does not use: the GEC codes against CLDR's FIPS 10-4
 * mappings, dependency status against world-countries' independence flag, UN observers against
 * the Factbook's own organisation lists.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

const require = createRequire(import.meta.url);
const { countries } = builtDataset();
/** data/factbook/<region>/<gec>.json by GEC code, read as plain files. */
const profilePaths = new Map(
  readdirSync('data/factbook', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(`data/factbook/${d.name}`).map((f) => [f.replace('.json', ''), `data/factbook/${d.name}/${f}`] as const)),
);

describe('the Factbook layer', () => {
  it('pairs each country with the profile CLDR’s FIPS 10-4 code names', () => {
    const mappings = (
      JSON.parse(readFileSync(require.resolve('cldr-core/supplemental/codeMappings.json'), 'utf8')) as {
        supplemental: { codeMappings: Record<string, { _fips10?: string }> };
      }
    ).supplemental.codeMappings;
    // CLDR lists a FIPS code only where it differs from the alpha-2 code.
    const comparisons = countries.map((c) => {
      const fips = mappings[c.cca2]?._fips10 ?? c.cca2;
      return { cca2: c.cca2, agrees: c.gec === fips, detail: `ours ${c.gec ?? 'none'}, CLDR FIPS 10-4 ${fips}` };
    });
    expectAgreement(measureAgreement('CLDR codeMappings', 'gec', comparisons, exceptionsOf('CLDR codeMappings', 'gec')));
  });

  it('gives a dependency status to exactly the records world-countries marks as not independent', () => {
    const comparisons = countries
      .filter((c) => c.independent !== null)
      .map((c) => ({
        cca2: c.cca2,
        agrees: (c.dependency !== null) === (c.independent === false),
        detail: `independent ${String(c.independent)}, dependency ${c.dependency ? `${c.dependency.kind} of ${c.dependency.sovereign}` : 'none'}`,
      }));
    expectAgreement(measureAgreement('world-countries', 'dependency', comparisons, exceptionsOf('world-countries', 'dependency')));
  });

  it('marks as UN observers the states the Factbook lists as "UN (observer)"', () => {
    const comparisons = countries
      .filter((c) => c.gec !== null)
      .map((c) => {
        const listed = /UN \(observer\)/.test(readFileSync(profilePaths.get(c.gec!.toLowerCase())!, 'utf8'));
        return {
          cca2: c.cca2,
          agrees: listed === c.unObserver,
          detail: `ours ${String(c.unObserver)}, the Factbook ${listed ? 'lists' : 'does not list'} "UN (observer)"`,
        };
      });
    expectAgreement(measureAgreement('CIA World Factbook', 'unObserver', comparisons, exceptionsOf('CIA World Factbook', 'unObserver')));
  });

  it('puts each capital within 25 km of the Factbook’s coordinates for it', () => {
    // "52 31 N, 13 24 E": degrees and minutes.
    const degrees = (text: string): [number, number] | undefined => {
      const m = /^(\d+) (\d+) ([NS]), (\d+) (\d+) ([EW])/.exec(text);
      if (!m) return undefined;
      const lat = (Number(m[1]) + Number(m[2]) / 60) * (m[3] === 'S' ? -1 : 1);
      const lng = (Number(m[4]) + Number(m[5]) / 60) * (m[6] === 'W' ? -1 : 1);
      return [lat, lng];
    };
    const km = ([a, b]: [number, number], [c, d]: [number, number]) => {
      const rad = Math.PI / 180;
      const h = Math.sin(((c - a) * rad) / 2) ** 2 + Math.cos(a * rad) * Math.cos(c * rad) * Math.sin(((d - b) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    const comparisons = countries.flatMap((c) => {
      if (!c.gec || !c.capitals[0]?.latlng) return [];
      const profile = JSON.parse(readFileSync(profilePaths.get(c.gec.toLowerCase())!, 'utf8')) as {
        Government?: { Capital?: Record<string, { text?: string }> };
      };
      const name = profile.Government?.Capital?.name?.text ?? '';
      const coordinates = degrees(profile.Government?.Capital?.['geographic coordinates']?.text ?? '');
      // The capital the Factbook names first is the one its coordinates are for.
      const at = (cap: (typeof c.capitals)[number]) => name.toLowerCase().indexOf(cap.name.toLowerCase().split(/[ ,]/)[0]!);
      const capital = c.capitals.filter((cap) => cap.latlng && at(cap) !== -1).sort((a, b) => at(a) - at(b))[0] ?? c.capitals[0];
      if (!coordinates || !capital.latlng) return [];
      const distance = km(capital.latlng, coordinates);
      return [
        {
          cca2: c.cca2,
          agrees: distance <= 25,
          detail: `${capital.name} ${JSON.stringify(capital.latlng)} is ${distance.toFixed(0)} km from the Factbook's ${coordinates.map((x) => x.toFixed(2)).join(', ')} (${name})`,
        },
      ];
    });
    expectAgreement(measureAgreement('CIA World Factbook', 'capital coordinates', comparisons, exceptionsOf('CIA World Factbook', 'capital coordinates')));
  });
});
