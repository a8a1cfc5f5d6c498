import { describe, expect, it } from 'vitest';
import { leaderProposals, readWikidataLeaders } from './wikidata.ts';

const binding = (cca2: string, role: string, name: string, start?: string) => ({
  cca2: { value: cca2 },
  role: { value: role },
  personLabel: { value: name },
  ...(start ? { start: { value: `${start}T00:00:00Z` } } : {}),
});

describe('leaders in office by Wikidata', () => {
  const answer = JSON.stringify({
    results: {
      bindings: [
        binding('DE', 'headOfGovernment', 'Friedrich Merz', '2025-05-06'),
        binding('FR', 'headOfState', 'Emmanuel Macron'),
        binding('Q1', 'headOfState', 'x'),
      ],
    },
  });

  it('are read from the query service’s answer, with the day they took office', () => {
    expect(readWikidataLeaders(answer)).toEqual([
      { cca2: 'DE', role: 'headOfGovernment', name: 'Friedrich Merz', since: '2025-05-06' },
      { cca2: 'FR', role: 'headOfState', name: 'Emmanuel Macron', since: null },
    ]);
    expect(() => readWikidataLeaders('{"error": "timeout"}')).toThrow(/Wikidata: not an answer/);
  });

  it('are proposed only where no leader of the country in the dataset bears the name, accents and case aside', () => {
    const countries = [
      { cca2: 'DE', government: { leaders: [{ name: 'Olaf Scholz' }] } },
      { cca2: 'FR', government: { leaders: [{ name: 'EMMANUEL MACRÓN' }] } },
    ];
    expect(leaderProposals(readWikidataLeaders(answer), countries, '2026-12-06')).toEqual([
      {
        cca2: 'DE',
        role: 'headOfGovernment',
        name: 'Friedrich Merz',
        since: '2025-05-06',
        current: ['Olaf Scholz'],
        source: 'Wikidata (CC0), query service, 2026-12-06',
      },
    ]);
  });
});
