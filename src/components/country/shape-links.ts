/**
 * @module
 * A country's shape files (the API's `country/shape` route: RFC 7946 GeoJSON from Natural Earth)
 * as its page offers them: one link per scale Natural Earth draws it at, with the source to cite.
 * Whether a scale has the country is the join of Natural Earth's units to the records, which
 * decides the route's files too (`shapesAt`), without merging every outline on the pages' thread.
 */
import type { Api } from '../../api/context.ts';
import type { CountryData } from '../../dataset/schema.ts';
import { LAYOUTS } from '../../api/layouts.ts';
import { SCALES, joinUnits, topologyAt, type Scale } from '../../api/shapes/natural-earth.ts';
import { SHAPES_SOURCE } from '../../api/shapes/country-shapes.ts';

export interface ShapeLink {
  scale: Scale;
  /** `1:110m`. */
  label: string;
  /** `coarse` or `detailed`. */
  detail: string;
  href: string;
  /** What the downloaded file is called: `DE-shape-110m.geojson`. */
  fileName: string;
}

const DETAIL: Readonly<Record<Scale, string>> = { '110m': 'coarse', '50m': 'detailed' };

const joined = new WeakMap<readonly CountryData[], Map<Scale, ReadonlySet<string>>>();
function drawnAt(countries: readonly CountryData[], scale: Scale): ReadonlySet<string> {
  let byScale = joined.get(countries);
  if (!byScale) joined.set(countries, (byScale = new Map<Scale, ReadonlySet<string>>()));
  let codes = byScale.get(scale);
  if (!codes) byScale.set(scale, (codes = new Set(joinUnits(topologyAt(scale), countries).keys())));
  return codes;
}

/** The country's shape at each scale Natural Earth draws it at (none for a speck like Tuvalu at 1:110m). */
export function shapeLinks(api: Api, c: CountryData): ShapeLink[] {
  return SCALES.filter((scale) => drawnAt(api.countries, scale).has(c.cca2)).map((scale) => ({
    scale,
    label: `1:${scale}`,
    detail: DETAIL[scale],
    href:
      scale === '110m'
        ? api.paths.fileOf(LAYOUTS.countryShape, { code: c.cca2 }, 'geojson')
        : api.paths.fileOf(LAYOUTS.countryShapeAtScale, { code: c.cca2, scale }, 'geojson'),
    fileName: `${c.cca2}-shape-${scale}.geojson`,
  }));
}

/** The shapes' source as a download cites it: `Natural Earth 4.1.0, public domain`. */
export const shapesCitation = (): string => `${SHAPES_SOURCE.name.split(',')[0]} ${SHAPES_SOURCE.edition}, ${SHAPES_SOURCE.licence}`;
