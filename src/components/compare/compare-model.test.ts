import { describe, expect, it } from 'vitest';
import { compareRows, readSelection, selectionNotes, selectionQuery } from './compare-model.ts';
import { presentCountry } from '../../api/present.ts';
import { builtApi } from '../../../tests/helpers.ts';

const api = builtApi();
const record = (code: string) => presentCountry(api.byCode.get(code)!, api.paths);
const nameOf = (cca2: string) => api.byCode.get(cca2)!.name.common;

describe('readSelection', () => {
  const keys = api.countries.map((c) => ({ cca2: c.cca2, cca3: c.cca3, ccn3: c.ccn3, name: c.name.common }));
  const read = (search: string) => readSelection(search, keys, 6);

  it.each([
    ['?c=DE,FR,IT', ['DE', 'FR', 'IT']],
    ['?c=DE&c=FR', ['DE', 'FR']], // what the plain picker form submits
    ['?c=de,%20fr', ['DE', 'FR']],
    ['?c=DEU,FRA', ['DE', 'FR']],
    ['?c=276,250', ['DE', 'FR']],
    ['?c=germany,france', ['DE', 'FR']],
    ['?c=Ivory%20Coast,%C3%85land%20islands', ['CI', 'AX']],
    ['', []],
    ['?c=', []],
  ])('reads %s as %j', (search, expected) => {
    expect(read(search).codes).toEqual(expected);
  });

  it('says what it did not understand, what was repeated and what did not fit', () => {
    const selection = read('?c=DE,XX,DEU,FR,ZZ,IT,ES,PT,NL,BE,AT');
    expect(selection).toEqual({
      codes: ['DE', 'FR', 'IT', 'ES', 'PT', 'NL'],
      unknown: ['XX', 'ZZ'],
      repeated: ['Germany'],
      dropped: ['Belgium', 'Austria'],
    });
    expect(selectionNotes(selection, 6)).toEqual([
      'Not understood: “XX”, “ZZ”. Name a country, or give its two- or three-letter or numeric ISO code.',
      'Asked for more than once, shown once: Germany.',
      'At most 6 countries fit side by side; left out: Belgium, Austria.',
    ]);
    expect(selectionNotes(read('?c=DE,FR'), 6)).toEqual([]);
  });

  it('names the countries a word could be', () => {
    const selection = { ...read('?c=DE'), ambiguous: [{ text: 'congo', names: ['Republic of the Congo', 'DR Congo'] }] };
    expect(selectionNotes(selection, 6)).toEqual(['“congo” could be Republic of the Congo or DR Congo: add the one you mean.']);
  });

  it('round-trips through the query it writes', () => {
    expect(read(selectionQuery(['DE', 'FR'])).codes).toEqual(['DE', 'FR']);
    expect(selectionQuery(['DE', 'FR'])).toBe('?c=DE,FR');
    expect(selectionQuery([])).toBe('');
  });
});

describe('compareRows', () => {
  const rows = compareRows([record('DE'), record('AT')], nameOf);
  const row = (label: string) => rows.find((r) => r.label === label)!;

  it('marks a shared value as no difference: Germany and Austria both pay in euros, in Western and Central Europe', () => {
    expect(row('Currencies')).toMatchObject({ differs: false, cells: [{ text: 'Euro (EUR)' }, { text: 'Euro (EUR)' }] });
    expect(row('Region').differs).toBe(false);
  });

  it('compares whole lists: German alone (Liechtenstein) is the same, German with Austro-Bavarian (Austria) is not', () => {
    const withLi = compareRows([record('DE'), record('LI')], nameOf);
    expect(withLi.find((r) => r.label === 'Languages')).toMatchObject({ differs: false, cells: [{ text: 'German' }, { text: 'German' }] });
    expect(row('Languages').differs).toBe(true);
  });

  it('marks different values, and names the highest and lowest of a number', () => {
    expect(row('Capital')).toMatchObject({ differs: true, cells: [{ text: 'Berlin' }, { text: 'Vienna' }] });
    expect(row('Population').cells.map((c) => c.rank)).toEqual(['highest', 'lowest']);
    expect(row('Landlocked')).toMatchObject({ differs: true, cells: [{ text: 'no' }, { text: 'yes' }] });
  });

  it('does not count codes and official names as differences: they always differ', () => {
    expect(row('Codes')).toMatchObject({ differs: false, cells: [{ text: 'DE · DEU · 276' }, { text: 'AT · AUT · 040' }] });
  });

  it('ranks only the countries that have the figure: no Gini survey is not the lowest', () => {
    const withAntarctica = compareRows([record('DE'), record('AT'), record('AQ')], nameOf);
    const gini = withAntarctica.find((r) => r.label === 'Gini index')!;
    expect(gini.cells[2]).toMatchObject({ text: '—', number: null });
    expect(gini.cells[2]!.rank).toBeUndefined();
  });

  it('shows how many ISO 3166-2 subdivisions each has: Germany 16 Länder, France its regions and departments', () => {
    const subdivisions = compareRows([record('DE'), record('FR')], nameOf).find((r) => r.label === 'Subdivisions (ISO 3166-2)')!;
    expect(subdivisions.cells[0]).toMatchObject({ text: '16', number: 16 });
    expect(subdivisions.cells[1]!.text).toMatch(/^1\d\d \(\d+ first-level\)$/);
    expect(subdivisions.cells.map((c) => c.rank)).toEqual(['lowest', 'highest']);
  });

  it('names the sovereign of a dependency, not its code', () => {
    const dependency = compareRows([record('GI'), record('ES')], nameOf).find((r) => r.label === 'Dependency of')!;
    expect(dependency.cells.map((c) => c.text)).toEqual(['United Kingdom (overseas territory)', '—']);
  });

  it('has a cell per country in every row', () => {
    const three = compareRows([record('DE'), record('FR'), record('IT')], nameOf);
    expect(three.filter((r) => r.cells.length !== 3).map((r) => r.label)).toEqual([]);
  });
});
