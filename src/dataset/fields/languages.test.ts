import { describe, expect, it } from 'vitest';
import { languagesOf } from './languages.ts';
import type { LanguageInfo } from '../sources.ts';

const known: LanguageInfo[] = [
  { iso639_1: 'de', iso639_3: 'deu', name: 'German', local: 'Deutsch' },
  { iso639_1: 'fr', iso639_3: 'fra', name: 'French', local: 'Français' },
  { iso639_1: 'it', iso639_3: 'ita', name: 'Italian', local: 'Italiano' },
  { iso639_1: 'rm', iso639_3: 'roh', name: 'Romansh', local: 'Rumantsch' },
];
const byIso3 = new Map(known.map((l) => [l.iso639_3, l]));

describe('languagesOf', () => {
  // Switzerland as world-countries lists it, with German added: keys deliberately out of order.
  const swiss = languagesOf({ roh: 'Romansh', gsw: 'Swiss German', fra: 'French', deu: 'German', ita: 'Italian' }, byIso3);

  it('sorts the languages by ISO 639-3 code', () => {
    expect(swiss.map((l) => l.iso639_3)).toEqual(['deu', 'fra', 'gsw', 'ita', 'roh']);
  });

  it.each([
    ['deu', 'de', 'Deutsch'],
    ['fra', 'fr', 'Français'],
    ['roh', 'rm', 'Rumantsch'],
  ])('maps %s to its ISO 639-1 code %s and endonym %s', (iso639_3, iso639_1, nativeName) => {
    expect(swiss.find((l) => l.iso639_3 === iso639_3)).toMatchObject({ iso639_1, nativeName });
  });

  it('gives null 639-1 code and endonym to a language without a 639-1 code (Swiss German)', () => {
    expect(swiss.find((l) => l.iso639_3 === 'gsw')).toEqual({ iso639_3: 'gsw', iso639_1: null, name: 'Swiss German', nativeName: null });
  });

  it('keeps the English name the country’s source gives', () => {
    expect(languagesOf({ deu: 'Standard German' }, byIso3)).toEqual([{ iso639_3: 'deu', iso639_1: 'de', name: 'Standard German', nativeName: 'Deutsch' }]);
  });

  it('gives no languages for an empty map (Antarctica)', () => {
    expect(languagesOf({}, byIso3)).toEqual([]);
  });
});
