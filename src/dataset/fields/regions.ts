/**
 * UN M49 regions and sub-regions, by code. Membership comes from CLDR's territoryContainment;
 * the English names are the official M49 ones (CLDR's display names differ, e.g. "Australasia").
 */
export const M49_REGIONS: Readonly<Record<string, string>> = {
  '002': 'Africa',
  '019': 'Americas',
  '142': 'Asia',
  '150': 'Europe',
  '009': 'Oceania',
};

export const M49_SUBREGIONS: Readonly<Record<string, string>> = {
  '015': 'Northern Africa',
  '011': 'Western Africa',
  '017': 'Middle Africa',
  '014': 'Eastern Africa',
  '018': 'Southern Africa',
  '021': 'Northern America',
  '013': 'Central America',
  '029': 'Caribbean',
  '005': 'South America',
  '145': 'Western Asia',
  '143': 'Central Asia',
  '030': 'Eastern Asia',
  '034': 'Southern Asia',
  '035': 'South-eastern Asia',
  '154': 'Northern Europe',
  '155': 'Western Europe',
  '151': 'Eastern Europe',
  '039': 'Southern Europe',
  '053': 'Australia and New Zealand',
  '054': 'Melanesia',
  '057': 'Micronesia',
  '061': 'Polynesia',
};

/** Antarctica belongs to no M49 region; REST Countries v1 called its region "Polar". */
export const ANTARCTIC = 'Antarctic';

type Containment = Readonly<Record<string, { _contains: readonly string[] } | undefined>>;

/** The M49 region and sub-region of an alpha-2 code, or undefined when M49 places it nowhere. */
export function m49Of(cca2: string, containment: Containment): { region: string; subregion: string } | undefined {
  for (const [regionCode, region] of Object.entries(M49_REGIONS)) {
    for (const subCode of containment[regionCode]?._contains ?? []) {
      const subregion = M49_SUBREGIONS[subCode];
      if (subregion && containment[subCode]?._contains.includes(cca2)) return { region, subregion };
    }
  }
  return undefined;
}
