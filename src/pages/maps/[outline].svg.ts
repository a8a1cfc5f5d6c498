/** The shared world drawings of the country locators, one per frame (see src/components/map/world-outline.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { worldTopology } from '../../components/map/atlas.ts';
import type { FrameName } from '../../components/map/projection.ts';
import { WORLD_OUTLINE_FILES, worldOutlineSvg } from '../../components/map/world-outline.ts';
import { siteMaps } from '../../components/site-data.ts';

export const getStaticPaths = (() =>
  Object.entries(WORLD_OUTLINE_FILES).map(([frame, file]) => ({
    params: { outline: file.replace(/^maps\//, '').replace(/\.svg$/, '') },
    props: { frame },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(worldOutlineSvg(worldTopology(), siteMaps().frames[props.frame as FrameName]), { headers: { 'Content-Type': 'image/svg+xml' } });
