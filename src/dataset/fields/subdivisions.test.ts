import { describe, expect, it } from 'vitest';
import type { Problem } from '../problems.ts';
import type { SubdivisionData } from '../subdivision-schema.ts';
import { countsOf, crossCheck, splitIsoName, subdivisionsOf } from './subdivisions.ts';
import { englishNamesByCode } from './subdivision-names.ts';

const COUNTRIES = new Set(['ES', 'FR', 'GB', 'SE', 'DE']);

const build = (entries: Parameters<typeof subdivisionsOf>[0], english: Record<string, string> = {}) => {
  const problems: Problem[] = [];
  return { records: subdivisionsOf(entries, englishNamesByCode(english, [], new Set(), problems), COUNTRIES, problems), problems };
};

describe('splitIsoName', () => {
  it.each([
    ['A Coruña [La Coruña]', 'A Coruña', 'La Coruña'],
    ['Cardiff [Caerdydd GB-CRD]', 'Cardiff', 'Caerdydd'],
    ['Stockholms län [SE-01]', 'Stockholms län', null],
    ['Amānat al ‘Āşimah [city]', 'Amānat al ‘Āşimah', null],
    ['Sofia (stolitsa)', 'Sofia (stolitsa)', null],
    ['Madrid, Comunidad de', 'Madrid, Comunidad de', null],
  ])('%s → name %s, second name %s', (raw, name, second) => {
    expect(splitIsoName(raw)).toEqual({ name, second });
  });
});

describe('subdivisionsOf', () => {
  it('keeps ISO’s name, adds the bracketed name and CLDR’s English name as other names, once each', () => {
    const { records, problems } = build(
      [
        { code: 'ES-GA', name: 'Galicia [Galicia]', type: 'Autonomous community' },
        { code: 'ES-C', name: 'A Coruña [La Coruña]', type: 'Province', parent: 'ES-GA' },
        { code: 'DE-BY', name: 'Bayern', type: 'Land' },
        { code: 'FR-IDF', name: 'Île-de-France', type: 'Metropolitan region' },
      ],
      { esga: 'Galicia', esc: 'A Coruna', deby: 'Bavaria', fridf: 'Île-de-France²' },
    );
    expect(problems).toEqual([]);
    expect(records.map((r) => r.code)).toEqual(['DE-BY', 'ES-C', 'ES-GA', 'FR-IDF']);
    expect(records[0]).toEqual({
      code: 'DE-BY',
      country: 'DE',
      name: 'Bayern',
      otherNames: [{ name: 'Bavaria', language: 'en', source: 'cldr' }],
      type: 'Land',
      parent: null,
    });
    expect(records[1]!.otherNames).toEqual([{ name: 'La Coruña', language: null, source: 'iso-codes' }]);
    expect(records[1]!.parent).toBe('ES-GA');
    expect(records[2]!.otherNames).toEqual([]);
    // CLDR's superscript that tells two English names apart is not part of the name.
    expect(records[3]!.otherNames).toEqual([]);
  });

  it('names the entry and field of an unknown country, a missing or foreign parent, a repeated code and a circle of parents', () => {
    const { problems } = build([
      { code: 'ZZ-01', name: 'Nowhere', type: 'Region' },
      { code: 'FR-01', name: 'Ain', type: 'Department', parent: 'FR-XXX' },
      { code: 'FR-02', name: 'Aisne', type: 'Department', parent: 'ES-GA' },
      { code: 'ES-GA', name: 'Galicia', type: 'Community' },
      { code: 'ES-GA', name: 'Galicia', type: 'Community' },
      { code: 'SE-AB', name: 'A', type: 'County', parent: 'SE-C' },
      { code: 'SE-C', name: 'C', type: 'County', parent: 'SE-AB' },
    ]);
    const said = problems.map((p) => `${p.record} ${p.field}`);
    expect(said).toEqual(
      expect.arrayContaining([
        'data/iso-codes/iso_3166-2.json ZZ-01 code',
        'data/iso-codes/iso_3166-2.json FR-01 parent',
        'data/iso-codes/iso_3166-2.json FR-02 parent',
        'data/iso-codes/iso_3166-2.json ES-GA code',
        'data/iso-codes/iso_3166-2.json SE-AB parent',
      ]),
    );
    expect(problems.find((p) => p.record.endsWith('SE-AB') && p.field === 'parent')?.message).toMatch(/circle/);
  });
});

const record = (code: string, parent: string | null = null, type = 'Region'): SubdivisionData => ({
  code,
  country: code.slice(0, 2),
  name: code,
  otherNames: [],
  type,
  parent,
});

describe('crossCheck against CLDR', () => {
  const records = [record('FR-ARA'), record('FR-GES'), record('FR-6AE', 'FR-GES'), record('FR-67', 'FR-6AE'), record('FR-69', 'FR-ARA')];
  const containment = {
    FR: { _contains: ['frara', 'frges', 'frnor'] },
    frara: { _contains: ['fr69'] },
    frges: { _contains: ['fr6ae', 'fr67'] },
  };

  it('fails on every difference without a reason: a code only one source has, a parent they disagree on', () => {
    const problems: Problem[] = [];
    crossCheck(records, containment, [], 'CLDR', problems);
    expect(problems.map((p) => `${p.record.split(' ').at(-1)} ${p.field}`).sort()).toEqual(['FR-67 parent', 'FR-NOR code']);
    expect(problems.find((p) => p.field === 'parent')?.message).toMatch(/iso-codes says FR-6AE, CLDR FR-GES/);
  });

  it('reports the differences with their reasons, and fails on a reason for a difference that has gone', () => {
    const problems: Problem[] = [];
    const check = crossCheck(
      records,
      containment,
      [
        { code: 'FR-67', field: 'parent', reason: 'the European Collectivity of Alsace', source: 'a source of it' },
        { code: 'FR-NOR', field: 'code', reason: 'newer in CLDR than in iso-codes', source: 'a source of it' },
        { code: 'FR-69', field: 'parent', reason: 'a difference that is not there', source: 'a source of it' },
      ],
      'CLDR',
      problems,
    );
    expect(problems.map((p) => p.record)).toEqual(['data/subdivisions.json differences[2]']);
    expect(check).toEqual({
      reference: 'CLDR',
      compared: 5,
      agreeing: 4,
      differences: [
        { code: 'FR-67', field: 'parent', isoCodes: 'FR-6AE', cldr: 'FR-GES', reason: 'the European Collectivity of Alsace' },
        { code: 'FR-NOR', field: 'code', isoCodes: null, cldr: 'FR-NOR', reason: 'newer in CLDR than in iso-codes' },
      ],
    });
  });
});

describe('countsOf', () => {
  it('counts all levels, and lists first-level types first, then by count', () => {
    const counts = countsOf([
      record('FR-ARA', null, 'Metropolitan region'),
      record('FR-01', 'FR-ARA', 'Metropolitan department'),
      record('FR-03', 'FR-ARA', 'Metropolitan department'),
      record('FR-PF', null, 'Overseas collectivity'),
      record('FR-NC', null, 'Overseas collectivity'),
    ]);
    expect(counts).toEqual({
      count: 5,
      topLevel: 3,
      types: [
        { type: 'Overseas collectivity', count: 2 },
        { type: 'Metropolitan region', count: 1 },
        { type: 'Metropolitan department', count: 2 },
      ],
    });
  });

  it('is zero for a country without subdivisions', () => {
    expect(countsOf([])).toEqual({ count: 0, topLevel: 0, types: [] });
  });
});
