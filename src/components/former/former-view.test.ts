import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { formerApiLinks, formerFacts, historyParts } from './former-view.ts';

const api = builtApi();
const former = (alpha4: string) => api.formerCountries.all.find((f) => f.alpha4 === alpha4)!;
const fact = (alpha4: string, label: string) =>
  formerFacts(api, former(alpha4))
    .find((f) => f.label === label)
    ?.parts.map((p) => (typeof p === 'string' ? p : `[${p.text}](${p.href})`))
    .join('');

describe('a country’s history, linked', () => {
  it('links the former country’s name inside its sentence', () => {
    expect(historyParts(api, 'SK')).toEqual([
      { key: 'CSHH', before: 'Part of ', name: { text: 'Czechoslovakia', href: '/former-country/CSHH/' }, after: ' until 1993' },
    ]);
    expect(historyParts(api, 'FR').map((l) => [l.before, l.name.text, l.after])).toEqual([
      ['', 'Metropolitan France', ', a part of it, had codes of its own until 1997'],
    ]);
  });

  it('is empty for a country no former country went to', () => expect(historyParts(api, 'CH')).toEqual([]));
});

describe('a former country’s page', () => {
  it('links each successor to its page, a former one to its own', () => {
    expect(fact('YUCS', 'Successors')).toContain('[Serbia and Montenegro (2003-02-04)](/former-country/CSXX/)');
    expect(fact('YUCS', 'Successors')).toContain('[Slovenia (1991-06-25)](/country/SI/)');
  });

  it('says where it came from, and when it existed as precisely as its source', () => {
    expect(fact('CSXX', 'Came from')).toBe('[Yugoslavia](/former-country/YUCS/)');
    expect(fact('CSHH', 'Existed')).toBe('1918-10-28 – 1992-12-31');
    expect(fact('NQAQ', 'Existed')).toBe('since 1939-01-14 (it still exists as a territory)');
    expect(fact('JTUM', 'Existed')).toBe('not dated (see the note)');
  });

  it('links its files in the API', () =>
    expect(formerApiLinks(api, former('SUHH')).map((l) => l.href)).toEqual([
      '/api/former-country/SUHH.json',
      '/api/former-country/SUHH.csv',
      '/api/former-country/SUHH.xml',
    ]));
});
