import { describe, expect, it } from 'vitest';
import { fateSentence, historyOf, historySentence } from './former-history.ts';
import type { FormerCountryData } from '../dataset/former-schema.ts';

const former = (
  alpha4: string,
  name: string,
  change: FormerCountryData['change'],
  successors: [string, string | null][],
  current: string[],
): FormerCountryData => ({
  alpha4,
  alpha2: alpha4.slice(0, 2),
  alpha3: `${alpha4.slice(0, 2)}X`,
  numeric: null,
  name,
  isoName: name,
  inSentence: name,
  otherNames: [],
  comment: null,
  withdrawn: null,
  existed: { from: null, to: null },
  change,
  successors: successors.map(([code, date]) => ({ code, current: code.length === 2, name: code, date })),
  currentSuccessors: current,
  note: null,
  source: 'https://en.wikipedia.org/wiki/Example',
});

describe('a former country seen from a country it went to', () => {
  it.each([
    ['renamed', 'Called Zaire until 1997'],
    ['merged', 'Has included Zaire since 1997'],
    ['divided', 'Part of Zaire until 1997'],
    ['part', 'Zaire, a part of it, had codes of its own until 1997'],
  ] as const)('%s: %s', (change, text) => {
    expect(historySentence({ change, inSentence: 'Zaire' }, '1997-05-17')).toBe(text);
  });

  it('says no date where none is known', () =>
    expect(historySentence({ change: 'divided', inSentence: 'the Neutral Zone' }, null)).toBe('Part of the Neutral Zone'));

  it('lists direct and indirect predecessors, oldest first, an indirect one dated when it went to the former successor', () => {
    const yu = former(
      'YUCS',
      'Yugoslavia',
      'renamed',
      [
        ['SI', '1991-06-25'],
        ['CSXX', '2003-02-04'],
      ],
      ['ME', 'RS', 'SI'],
    );
    const cs = former(
      'CSXX',
      'Serbia and Montenegro',
      'divided',
      [
        ['RS', '2006-06-05'],
        ['ME', '2006-06-03'],
      ],
      ['ME', 'RS'],
    );
    expect(historyOf('RS', [yu, cs]).map((l) => l.text)).toEqual(['Part of Yugoslavia until 2003', 'Part of Serbia and Montenegro until 2006']);
    expect(historyOf('SI', [yu, cs]).map((l) => [l.former, l.text])).toEqual([['YUCS', 'Called Yugoslavia until 1991']]);
    expect(historyOf('DE', [yu, cs])).toEqual([]);
  });
});

describe('what became of a former country', () => {
  const successor = (name: string, date: string | null) => ({ code: 'XX', current: true, name, date });
  it('gives one year when every successor took over in it', () =>
    expect(fateSentence({ change: 'divided', successors: [successor('Czechia', '1993-01-01'), successor('Slovakia', '1993-01-01')] })).toBe(
      'Divided into Czechia and Slovakia in 1993',
    ));
  it('counts the successors past a number', () =>
    expect(fateSentence({ change: 'divided', successors: [successor('Czechia', '1993-01-01'), successor('Slovakia', '1993-01-01')] }, 1)).toBe(
      'Divided into 2 countries in 1993',
    ));
  it('gives each successor its year when they differ', () =>
    expect(fateSentence({ change: 'divided', successors: [successor('Tuvalu', '1976-01-01'), successor('Kiribati', '1979-07-12')] })).toBe(
      'Divided into Tuvalu (1976) and Kiribati (1979)',
    ));
  it.each([
    ['renamed', 'Renamed DR Congo in 1997'],
    ['merged', 'Became part of DR Congo in 1997'],
    ['part', 'A part of DR Congo, coded apart until 1997'],
  ] as const)('%s: %s', (change, text) => expect(fateSentence({ change, successors: [successor('DR Congo', '1997-05-17')] })).toBe(text));
});
