/**
 * @module
 * Natural Earth's first-level units (states and provinces) the locate route tests, joined to
 * ISO 3166-2 subdivisions: the curated joins of data/subdivision-shape-units.json, and the set the
 * dataset carries (the units of the countries Natural Earth draws them for, as quantised TopoJSON
 * with only the arcs they use).
 */
import { z } from 'zod';
import { subdivisionCode } from './subdivision-schema.ts';

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const alpha2 = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters (ISO 3166-1 alpha-2)');
const UnitRule = z.strictObject({ reason: z.string().min(20), source: z.url() });

/** data/subdivision-shape-units.json: the units whose postal code is not their ISO 3166-2 suffix. */
export const SubdivisionShapeUnitsFile = z.strictObject({
  about: nonEmpty,
  units: z.array(
    z.strictObject({
      country: alpha2,
      naturalEarth: nonEmpty.describe("Natural Earth's postal code of the unit."),
      subdivision: subdivisionCode.nullable().describe('The ISO 3166-2 subdivision it is; null for a unit ISO gives no code.'),
      ...UnitRule.shape,
    }),
  ),
});
export type SubdivisionShapeUnitsFile = z.infer<typeof SubdivisionShapeUnitsFile>;

export const SubdivisionShapeUnit = z.object({
  country: alpha2,
  naturalEarth: nonEmpty.describe("Natural Earth's postal code of the unit (`CA`, `QL`)."),
  subdivision: subdivisionCode.nullable(),
  rule: UnitRule.nullable().describe('The rule of data/subdivision-shape-units.json that joined it; null: by its postal code.'),
  type: z.enum(['Polygon', 'MultiPolygon']),
  arcs: z.array(z.unknown()).describe("TopoJSON arc indexes into the set's `arcs`."),
});
export type SubdivisionShapeUnit = z.infer<typeof SubdivisionShapeUnit>;

export const SubdivisionShapeSource = z.object({
  name: nonEmpty,
  edition: nonEmpty,
  via: nonEmpty,
  licence: nonEmpty,
  attribution: nonEmpty,
  url: z.url(),
});

export const SubdivisionShapeSet = z.object({
  source: SubdivisionShapeSource,
  /** The countries whose units the set holds, by alpha-2 code. */
  countries: z.array(alpha2),
  transform: z.object({ scale: z.tuple([z.number(), z.number()]), translate: z.tuple([z.number(), z.number()]) }),
  arcs: z.array(z.array(z.array(z.number()))),
  units: z.array(SubdivisionShapeUnit),
});
export type SubdivisionShapeSet = z.infer<typeof SubdivisionShapeSet>;
