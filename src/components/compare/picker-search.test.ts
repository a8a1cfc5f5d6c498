/**
 * The comparison's picker reads names as the home search does, over the same files (the slim
 * index, the search terms), the former countries' names included: a former country's name offers
 * the countries it went to (or adds the one), never a current country whose letters merely come close.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { islandRows } from '../../../tests/explorer-order.ts';
import { answerFor } from './picker-search.ts';

const api = builtApi();
const countries = islandRows(api, { cities: false });
const answer = (text: string) => answerFor(countries, text);
const codesOf = (a: ReturnType<typeof answer>) => (a.kind === 'one' ? [a.match.cca2] : a.kind === 'several' ? a.matches.map((m) => m.cca2) : []);

describe('the picker’s reading of a name', () => {
  it.each([
    ['Deutschland', 'DE'],
    ['uk', 'GB'],
    ['u.k.', 'GB'],
    ['Nippon', 'JP'],
    ['ceylon', 'LK'],
  ])('reads %s as one country, %s', (text, cca2) => {
    expect(answer(text)).toEqual({ kind: 'one', match: { cca2, name: api.byCode.get(cca2)!.name.common } });
  });

  it('offers both Congos for “congo”, and nothing for what names no country', () => {
    const congo = answer('congo');
    expect(congo.kind).toBe('several');
    expect(codesOf(congo).sort()).toEqual(['CD', 'CG']);
    expect(answer('xyzzyq')).toEqual({ kind: 'none' });
    expect(answer('  ')).toEqual({ kind: 'none' });
  });
});

describe('the picker with a former country’s name', () => {
  it('adds the one country a former country went to (East Germany, GDR: Germany, never Tanzania)', () => {
    expect(answer('East Germany')).toEqual({ kind: 'one', match: { cca2: 'DE', name: 'Germany' } });
    expect(codesOf(answer('GDR'))).toEqual(['DE']);
  });

  it('offers the countries a divided one went to, none other (USSR, Czechoslovakia)', () => {
    const ussr = answer('USSR');
    expect(ussr.kind).toBe('several');
    const soviet = api.formerCountries.all.find((f) => f.alpha4 === 'SUHH')!.currentSuccessors;
    expect(codesOf(ussr).every((c) => soviet.includes(c))).toBe(true);
    expect(codesOf(ussr)).not.toContain('LU');
    expect(codesOf(answer('Czechoslovakia')).sort()).toEqual(['CZ', 'SK']);
  });
});
