import { describe, expect, it } from 'vitest';
import type { Problem } from '../problems.ts';
import { englishNamesByCode, type SubdivisionRecodingsFile } from './subdivision-names.ts';

const recoding = (codes: Record<string, string | null>): SubdivisionRecodingsFile['recodings'][number] => ({
  country: 'IR',
  date: '2020-11-24',
  codes,
  cldrNames: 'CLDR names the codes before the change.',
  source: 'ISO 3166-2:IR change history.',
});
const run = (names: Record<string, string>, codes: Record<string, string | null>, iso = ['IR-03', 'IR-10', 'IR-04', 'IR-00', 'IR-16']) => {
  const problems: Problem[] = [];
  return { names: englishNamesByCode(names, [recoding(codes)], new Set(iso), problems), problems };
};

describe('englishNamesByCode', () => {
  it('joins a name to the code ISO gave its subdivision, drops one whose subdivision is gone, and keeps the others where CLDR put them', () => {
    const { names, problems } = run(
      { ir04: 'Isfahan', ir02: 'West Azarbaijan', ir09: 'Khorāsān-e Raẕavī', ir00: 'Markazī', ir22: 'Markazi', deby: 'Bavaria' },
      { 'IR-04': 'IR-10', 'IR-02': 'IR-04', 'IR-22': 'IR-00', 'IR-09': null },
    );
    expect(problems).toEqual([]);
    expect(names.get('IR-10')).toEqual(['Isfahan']);
    expect(names.get('IR-04')).toEqual(['West Azarbaijan']);
    expect(names.get('IR-00')).toEqual(['Markazī', 'Markazi']);
    expect(names.has('IR-09')).toBe(false);
    expect(names.get('DE-BY')).toEqual(['Bavaria']);
  });

  it('drops CLDR’s superscript that tells two ids of one name apart', () => {
    expect(run({ ug330: 'Zombo²' }, {}).names.get('UG-330')).toEqual(['Zombo']);
  });

  it('refuses an entry CLDR no longer needs, a new code iso-codes lacks, and a code of another country', () => {
    const { problems } = run({ ir04: 'Isfahan' }, { 'IR-05': 'IR-16', 'IR-04': 'IR-99', 'MA-01': null });
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('CLDR has no name for IR-05'),
      expect.stringContaining('iso-codes has no IR-99'),
      expect.stringContaining('not a code of IR'),
      expect.stringContaining('CLDR has no name for MA-01'),
    ]);
    expect(problems[0]!.record).toBe('data/subdivision-recodings.json recodings[0] (IR)');
  });
});
