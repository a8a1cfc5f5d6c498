import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { OPEN_GROUP_LIMIT, subdivisionGroups, subdivisionSummary } from './subdivision-view.ts';

const api = builtApi();
const country = (cca2: string) => api.byCode.get(cca2)!;

describe('the subdivisions on a country page', () => {
  it('shows Germany’s 16 Länder as one open group, labelled with the English gloss, Bavaria with its English name', () => {
    const [group, ...rest] = subdivisionGroups(api, country('DE'));
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ type: 'Land', label: 'Land (state)', open: true });
    expect(group!.rows).toHaveLength(16);
    expect(group!.rows.find((r) => r.code === 'DE-BY')).toEqual({ code: 'DE-BY', name: 'Bayern', otherNames: 'Bavaria', parent: undefined });
  });

  it('lists each group by name, not by code: Alabama, Alaska, Arizona…', () => {
    const states = subdivisionGroups(api, country('US')).find((g) => g.type === 'State')!;
    expect(states.rows.slice(0, 4).map((r) => r.name)).toEqual(['Alabama', 'Alaska', 'Arizona', 'Arkansas']);
  });

  it('folds every group of a country with many subdivisions but a small first one: the United Kingdom’s 221', () => {
    const groups = subdivisionGroups(api, country('GB'));
    expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBeGreaterThan(200);
    expect(groups.filter((g) => g.open).length).toBeLessThanOrEqual(1);
    expect(groups.slice(1).every((g) => !g.open)).toBe(true);
  });

  it('puts France’s regions first and its departments in their regions, folding the large group', () => {
    const groups = subdivisionGroups(api, country('FR'));
    expect(groups[0]).toMatchObject({ type: 'Metropolitan region', open: true });
    const departments = groups.find((g) => g.type === 'Metropolitan department')!;
    expect(departments.rows.length).toBeGreaterThan(OPEN_GROUP_LIMIT);
    expect(departments.open).toBe(false);
    expect(departments.rows.find((r) => r.code === 'FR-69')?.parent).toBe('Auvergne-Rhône-Alpes (FR-ARA)');
    expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBe(country('FR').subdivisions.count);
  });

  it('says how many there are, and that a country has none', () => {
    expect(subdivisionSummary(country('DE'))).toBe('16 ISO 3166-2 subdivisions of 1 type.');
    expect(subdivisionSummary(country('AQ'))).toBe('ISO 3166-2 lists no subdivisions of Antarctica.');
    expect(subdivisionGroups(api, country('AQ'))).toEqual([]);
  });
});
