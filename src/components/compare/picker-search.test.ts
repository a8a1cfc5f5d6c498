/**
 * The comparison's picker with a name it does not know by heart: what the home page's search
 * makes of it, the former countries' names included, so a former country's name offers the
 * countries it went to (or adds the one), never a current country whose letters merely come close.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { answerFor, formerTermsOf } from './picker-search.ts';

const { countries, formerCountries } = builtDataset();
const formers = formerTermsOf(formerCountries);
const answer = (text: string) => answerFor(countries, text, formers);
const codesOf = (a: ReturnType<typeof answer>) => (a.kind === 'one' ? [a.match.cca2] : a.kind === 'several' ? a.matches.map((m) => m.cca2) : []);

describe('the comparison’s picker', () => {
  it('adds the one country a former country went to (East Germany: Germany)', () => {
    expect(answer('East Germany')).toEqual({ kind: 'one', match: { cca2: 'DE', name: 'Germany' } });
  });

  it('offers the countries a divided one went to, none other (USSR, Czechoslovakia)', () => {
    const ussr = answer('USSR');
    expect(ussr.kind).toBe('several');
    expect(codesOf(ussr).every((c) => formerCountries.find((f) => f.alpha4 === 'SUHH')!.currentSuccessors.includes(c))).toBe(true);
    expect(codesOf(answer('Czechoslovakia')).sort()).toEqual(['CZ', 'SK']);
  });

  it('still reads a name as the home page does: uk is the United Kingdom, congo two countries', () => {
    expect(codesOf(answer('uk'))).toEqual(['GB']);
    expect(codesOf(answer('congo')).sort()).toEqual(['CD', 'CG']);
  });
});
