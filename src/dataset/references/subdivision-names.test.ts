/**
 * Each subdivision's English name (CLDR's, joined by identifier) checked against the names
 * iso-codes gives every subdivision of the same country: an English name must not match
 * another subdivision's ISO name of the same category far better than its own. English and
 * local names differ (Bavaria, Bayern), so a name counts as misplaced only when another
 * subdivision's ISO name is clearly its own (Isfahan and Eşfahān) and the record's is not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { foldForSearch } from '../../lib/text-fold.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { splitIsoName } from '../fields/subdivisions.ts';
import { expectAgreement, measureAgreement, type Comparison } from './agreement.ts';

const REFERENCE = 'iso-codes subdivision names';
const iso = (JSON.parse(readFileSync('data/iso-codes/iso_3166-2.json', 'utf8')) as { '3166-2': { code: string; name: string; type: string }[] })['3166-2'];
const { subdivisions } = builtDataset();

const letters = (text: string) => ` ${foldForSearch(text).replace(/[^a-z0-9]+/g, '')} `;
/** Dice coefficient of the letter pairs of two names, accents and punctuation aside: 1 for the same letters. */
export function similarity(a: string, b: string): number {
  const pairs = (t: string) => new Set(Array.from({ length: t.length - 1 }, (_, i) => t.slice(i, i + 2)));
  const [x, y] = [pairs(letters(a)), pairs(letters(b))];
  let shared = 0;
  for (const p of x) if (y.has(p)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/** Another subdivision whose ISO name the English name matches clearly better than its own, if any. */
export function betterMatch(english: string, own: { code: string; name: string }, others: readonly { code: string; name: string }[]) {
  const ownScore = similarity(english, own.name);
  const best = others.map((o) => ({ ...o, score: similarity(english, o.name) })).sort((a, b) => b.score - a.score)[0];
  return best && best.score >= 0.6 && best.score - ownScore >= 0.2 ? best : null;
}

describe('subdivisions: English names against iso-codes’ names of the same country', () => {
  const byCountryAndType = Map.groupBy(
    iso.map((e) => ({ code: e.code, name: splitIsoName(e.name).name, group: `${e.code.slice(0, 2)} ${e.type}` })),
    (e) => e.group,
  );
  const comparisons: Comparison[] = subdivisions.data.flatMap((s) =>
    s.otherNames
      .filter((n) => n.source === 'cldr')
      .map((n) => {
        const peers = byCountryAndType.get(`${s.country} ${s.type}`) ?? [];
        const better = betterMatch(
          n.name,
          { code: s.code, name: s.name },
          peers.filter((p) => p.code !== s.code),
        );
        return { cca2: s.code, agrees: better === null, detail: `'${n.name}' is on ${s.code} ${s.name}, but names ${better?.code} ${better?.name}` };
      }),
  );

  it('finds no English name that belongs to another subdivision', () => {
    expectAgreement(measureAgreement(REFERENCE, 'otherNames (cldr)', comparisons, exceptionsOf(REFERENCE, 'otherNames (cldr)')));
  });

  it('tells a misplaced name from a translation (the rule itself)', () => {
    const iran = [
      { code: 'IR-04', name: 'Āz̄ārbāyjān-e Ghārbī' },
      { code: 'IR-10', name: 'Eşfahān' },
    ];
    expect(betterMatch('Isfahan', iran[0]!, [iran[1]!])?.code).toBe('IR-10');
    expect(betterMatch('Isfahan', iran[1]!, [iran[0]!])).toBeNull();
    expect(betterMatch('Bavaria', { code: 'DE-BY', name: 'Bayern' }, [{ code: 'DE-BE', name: 'Berlin' }])).toBeNull();
  });

  it('leaves no CLDR name of a former subdivision on a code ISO gave to another (Uganda’s Omoro, Morocco’s regions of 2015)', () => {
    const cldrNames = (code: string) => subdivisions.data.find((s) => s.code === code)?.otherNames.filter((n) => n.source === 'cldr');
    expect(cldrNames('UG-331')).toEqual([]);
    expect(cldrNames('MA-08')).toEqual([]);
    expect(cldrNames('IR-04')).toEqual([{ name: 'West Azarbaijan', language: 'en', source: 'cldr' }]);
  });
});
