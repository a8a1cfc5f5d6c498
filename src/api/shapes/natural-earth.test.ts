import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { SCALES, UNIT_RULES, joinUnits, topologyAt, type CountriesTopology } from './natural-earth.ts';

const api = builtApi();

/** The 1:110m topology with one more unit, as Natural Earth might add one. */
function withUnit(id: string | undefined, name: string): CountriesTopology {
  const topology = topologyAt('110m');
  const first = topology.objects.countries.geometries[0]!;
  const unit = { ...first, ...(id === undefined ? {} : { id }), properties: { name } };
  if (id === undefined) delete (unit as { id?: string }).id;
  return { ...topology, objects: { countries: { ...topology.objects.countries, geometries: [...topology.objects.countries.geometries, unit] } } };
}

describe("joining Natural Earth's units to the records", () => {
  it.each(SCALES)('joins every unit at 1:%s, by ISO numeric code or by a rule', (scale) => {
    const joined = joinUnits(topologyAt(scale), api.countries);
    const units = [...joined.values()].reduce((n, s) => n + s.parts.length, 0);
    expect(units).toBeGreaterThanOrEqual(topologyAt(scale).objects.countries.geometries.length - 1); // Australia's two units are one part each
  });

  it('fails, naming it, for a unit without a code that no rule covers, and for one whose code no record has', () => {
    expect(() => joinUnits(withUnit(undefined, 'Bir Tawil'), api.countries)).toThrow(
      /“Bir Tawil” \(no ISO numeric code\) joins no record: add a rule to data\/shape-units.json/,
    );
    expect(() => joinUnits(withUnit('999', 'Atlantis'), api.countries)).toThrow(/“Atlantis” \(ISO numeric 999, which no record has\)/);
  });

  it('fails for a rule naming a record the dataset lacks', () => {
    const rules = UNIT_RULES.map((r) => (r.naturalEarth === 'Somaliland' ? { ...r, countries: ['SL2'] } : r));
    expect(() => joinUnits(topologyAt('110m'), api.countries, rules)).toThrow(/rule for Natural Earth's unit “Somaliland” names SL2/);
  });

  it('has a reason and a source for every rule, and points for every record of a rule that splits a unit', () => {
    for (const rule of UNIT_RULES) {
      expect(rule.reason.length).toBeGreaterThan(40);
      expect(rule.source).toMatch(/^https:\/\//);
      if (rule.countries.length > 1) for (const code of rule.countries) expect(rule.near?.[code]?.length, `${rule.naturalEarth} ${code}`).toBeGreaterThan(0);
    }
  });

  it("splits France's overseas departments, Svalbard and Tokelau out of the units Natural Earth draws them in", () => {
    const joined = joinUnits(topologyAt('50m'), api.countries);
    for (const code of ['GF', 'GP', 'MQ', 'RE', 'YT', 'SJ', 'TK', 'CX', 'CC'])
      expect(
        joined.get(code)?.parts.map((p) => p.rule !== null),
        code,
      ).toEqual([true]);
    // Corsica stays French.
    expect(joined.get('FR')!.geometries.length).toBeGreaterThan(1);
  });
});
