import { describe, expect, it } from 'vitest';
import { m49Of } from './regions.ts';

/** A slice of CLDR territoryContainment, including groupings that are not M49 sub-regions. */
const containment: Record<string, { _contains: string[] }> = {
  '001': { _contains: ['019', '002', '150', '142', '009'] },
  '150': { _contains: ['154', '155', '151', '039'] },
  '155': { _contains: ['AT', 'BE', 'CH', 'DE', 'FR', 'LI', 'LU', 'MC', 'NL'] },
  '151': { _contains: ['BG', 'PL', 'RU', 'UA'] },
  '039': { _contains: ['IT', 'VA', 'XK'] },
  '009': { _contains: ['053', '054', '057', '061', 'QO'] },
  '053': { _contains: ['AU', 'HM', 'NF', 'NZ'] },
  QO: { _contains: ['AQ', 'AC', 'CP', 'DG', 'TA'] },
  '019': { _contains: ['021', '013', '029', '005'] },
  '003': { _contains: ['021', '013', '029'] },
  '419': { _contains: ['013', '029', '005'] },
  '005': { _contains: ['AR', 'BR', 'BV', 'GS'] },
  '021': { _contains: ['CA', 'US'] },
  EU: { _contains: ['AT', 'BE', 'DE', 'FR', 'PL'] },
};

describe('m49Of', () => {
  it.each([
    ['DE', 'Europe', 'Western Europe'],
    ['PL', 'Europe', 'Eastern Europe'],
    ['XK', 'Europe', 'Southern Europe'],
    ['HM', 'Oceania', 'Australia and New Zealand'],
    ['US', 'Americas', 'Northern America'],
    ['BV', 'Americas', 'South America'],
  ])('places %s in %s / %s', (cca2, region, subregion) => {
    expect(m49Of(cca2, containment)).toEqual({ region, subregion });
  });

  it('gives undefined for a code in no M49 sub-region (AQ, only in Outlying Oceania)', () => {
    expect(m49Of('AQ', containment)).toBeUndefined();
  });

  it('ignores non-M49 groupings such as the EU', () => {
    expect(m49Of('ZZ', { ...containment, EU: { _contains: ['ZZ'] } })).toBeUndefined();
  });
});
