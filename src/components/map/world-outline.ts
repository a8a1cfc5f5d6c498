/**
 * @module
 * The world drawing every country page shares, written once per frame (`/maps/world-110m.svg`,
 * centred on the Pacific: `-pacific.svg`) and referenced with `<use href="…#land">`: the page then carries only its own country's
 * shape. The paths have no fill or stroke colour of their own, so they inherit the page's
 * theme through the `<use>` element.
 */
import type { WorldTopology } from './atlas.ts';
import { feature } from 'topojson-client';
import { internalBorders } from './atlas.ts';
import type { FrameName, WorldFrame } from './projection.ts';

/** The drawing of each frame (projection.ts `FRAMES`), under the site root. */
export const WORLD_OUTLINE_FILES: Readonly<Record<FrameName, string>> = { atlantic: 'maps/world-110m.svg', pacific: 'maps/world-110m-pacific.svg' };
/** Fragment ids inside the file. */
export const OUTLINE_IDS = { sphere: 'sphere', land: 'land', borders: 'borders' } as const;

export function worldOutlineSvg(topology: WorldTopology, frame: WorldFrame): string {
  const land = frame.path(feature(topology, topology.objects.land));
  const borders = frame.path(internalBorders(topology));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${frame.width} ${frame.height}">`,
    `<path id="${OUTLINE_IDS.sphere}" d="${frame.path({ type: 'Sphere' })}"/>`,
    `<path id="${OUTLINE_IDS.land}" d="${land}"/>`,
    // Screen-pixel borders at every zoom of the locator.
    `<path id="${OUTLINE_IDS.borders}" fill="none" vector-effect="non-scaling-stroke" d="${borders}"/>`,
    '</svg>',
  ].join('\n');
}
