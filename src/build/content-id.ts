/**
 * @module
 * The dataset's content id: the hash of its parts (`datasetId`) and of the country shapes the API
 * serves from its records, which come from inputs of their own (Natural Earth via world-atlas,
 * the join rules of data/shape-units.json) and so would change unseen by the records' hash.
 */
import { datasetId } from '../dataset/dataset-fs.ts';
import { servedShapes } from '../api/shapes/country-shapes.ts';
import type { UnitRule } from '../api/shapes/natural-earth.ts';

type Content = Parameters<typeof datasetId>[0];

/** The id of `content`, its shapes joined by `rules` (data/shape-units.json's unless given). */
export const contentId = (content: Content, rules?: readonly UnitRule[]): string => datasetId(content, { shapes: servedShapes(content.countries, rules) });
