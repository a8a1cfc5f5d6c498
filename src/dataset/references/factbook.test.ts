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
});
