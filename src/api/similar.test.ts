import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import type { CountryData } from '../dataset/schema.ts';
import { similarByLanguage, similarByRegion, type Similar } from './similar.ts';

const { countries } = builtApi();
const country = (cca2: string) => countries.find((c) => c.cca2 === cca2)!;
const byName = (a: CountryData, b: CountryData) => a.name.common.localeCompare(b.name.common, 'en');
const codes = (items: readonly Similar[]) => items.map((s) => s.country.cca2);

describe('similarByRegion', () => {
  const germany = similarByRegion(country('DE'), countries);
  const expectedScore = (subject: CountryData, c: CountryData) => {
    const closeness = 1 / (1 + Math.abs(Math.log10(Math.max(c.population, 1) / Math.max(subject.population, 1))));
    return Math.round((c.subregion === subject.subregion ? 1 : 0.5) * closeness * 1000) / 1000;
  };

  it('puts the countries of its sub-region closest in size first: France for Germany, not Austria by name', () => {
    expect(germany[0]!.country.cca2).toBe('FR');
    expect(germany[0]!.reason).toMatch(/^Same sub-region: Western Europe; population 1\.\d× smaller$/);
    const liechtenstein = germany.find((s) => s.country.cca2 === 'LI')!;
    expect(liechtenstein.reason).toMatch(/^Same sub-region: Western Europe; population [\d,]+× smaller$/);
    expect(liechtenstein.score).toBeLessThan(germany[0]!.score);
  });

  it('scores no two countries alike merely for sharing a region: the scores differ, unlike a list of 1s', () => {
    expect(new Set(germany.map((s) => s.score)).size).toBeGreaterThan(germany.length / 2);
  });

  it('leaves the subject out and nothing from other regions in', () => {
    expect(codes(germany)).not.toContain('DE');
    expect(germany).toHaveLength(countries.filter((c) => c.region === 'Europe').length - 1);
  });

  it('ranks by the documented score, ties by name, for every country', () => {
    const offenders: string[] = [];
    for (const subject of countries) {
      const items = similarByRegion(subject, countries);
      items.slice(1).forEach((b, i) => {
        const a = items[i]!;
        if (a.score < b.score || (a.score === b.score && byName(a.country, b.country) > 0))
          offenders.push(`${subject.cca2}: ${a.country.cca2} before ${b.country.cca2}`);
      });
      for (const s of items) {
        if (s.score !== expectedScore(subject, s.country) || s.country.region !== subject.region || s.country === subject)
          offenders.push(`${subject.cca2}: ${s.country.cca2} score ${s.score}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives no ratio to an uninhabited place: Bouvet Island’s neighbours are not “3,142× larger”', () => {
    const bouvet = similarByRegion(country('BV'), countries);
    expect(bouvet.length).toBeGreaterThan(0);
    for (const s of bouvet) expect(s.reason).toMatch(s.country.population === 0 ? /; uninhabited too$/ : /; population [\d,]+$/);
    expect(similarByRegion(country('AR'), countries).find((s) => s.country.cca2 === 'BV')?.reason).toMatch(/; uninhabited$/);
  });

  it('gives Antarctica, alone in its region, an empty list', () => {
    expect(similarByRegion(country('AQ'), countries)).toEqual([]);
  });
});

describe('similarByLanguage', () => {
  /** Jaccard index of two language sets, recomputed from the records. */
  const jaccard = (a: CountryData, b: CountryData) => {
    const x = new Set(a.languages.map((l) => l.iso639_3));
    const y = new Set(b.languages.map((l) => l.iso639_3));
    const shared = [...x].filter((l) => y.has(l)).length;
    return shared / new Set([...x, ...y]).size;
  };

  it('links Switzerland, Germany and Austria through German', () => {
    const swiss = similarByLanguage(country('CH'), countries);
    const de = swiss.find((s) => s.country.cca2 === 'DE');
    const at = swiss.find((s) => s.country.cca2 === 'AT');
    expect(de?.reason).toBe('Shared language: German');
    expect(at?.reason).toContain('German');
    expect(similarByLanguage(country('DE'), countries).map((s) => s.country.cca2)).toEqual(expect.arrayContaining(['CH', 'AT']));
    expect(similarByLanguage(country('AT'), countries).map((s) => s.country.cca2)).toEqual(expect.arrayContaining(['CH', 'DE']));
  });

  it("scores Germany's German-speaking neighbours by the Jaccard index", () => {
    const german = similarByLanguage(country('DE'), countries);
    // Liechtenstein speaks German only: an identical set.
    expect(german[0]).toMatchObject({ score: 1, reason: 'Shared language: German' });
    expect(german[0]?.country.cca2).toBe('LI');
    for (const s of german) expect(s.score).toBeCloseTo(1 / s.country.languages.length, 3);
  });

  it('names every shared language in the reason', () => {
    const lu = similarByLanguage(country('CH'), countries).find((s) => s.country.cca2 === 'LU');
    expect(lu).toMatchObject({ reason: 'Shared languages: German, French', shared: 2 });
    expect(lu?.score).toBeCloseTo(jaccard(country('CH'), country('LU')), 3);
  });

  it.each(['CH', 'DE', 'BE', 'IN', 'ZA', 'US'])('matches the recomputed Jaccard ranking for %s', (cca2) => {
    const subject = country(cca2);
    const items = similarByLanguage(subject, countries);
    const expected = countries.filter((c) => c !== subject && jaccard(subject, c) > 0);
    expect(codes(items).sort()).toEqual(expected.map((c) => c.cca2).sort());
    const offenders: string[] = [];
    for (const s of items) if (Math.abs(s.score - jaccard(subject, s.country)) > 0.0005) offenders.push(`${s.country.cca2} ${s.score}`);
    items.slice(1).forEach((b, i) => {
      const a = items[i]!;
      const inOrder = a.score > b.score || (a.score === b.score && (a.shared > b.shared || (a.shared === b.shared && byName(a.country, b.country) <= 0)));
      if (!inOrder) offenders.push(`${a.country.cca2} before ${b.country.cca2}`);
    });
    expect(offenders).toEqual([]);
  });

  it('breaks equal scores by the number of shared languages before the name', () => {
    const subject = { ...country('DE'), languages: [...country('CH').languages.slice(0, 2), ...country('IT').languages] };
    const one = { ...country('FR'), cca2: 'QA', name: { ...country('FR').name, common: 'Aaa' }, languages: subject.languages.slice(0, 1) };
    const two = {
      ...country('FR'),
      cca2: 'QB',
      name: { ...country('FR').name, common: 'Zzz' },
      languages: [...subject.languages.slice(0, 2), ...country('ES').languages, ...country('RU').languages, ...country('JP').languages],
    };
    // one: 1 shared of 3 = 1/3; two: 2 shared of 6 = 1/3, so the tie goes to two's two shared languages.
    expect(jaccard(subject, one)).toBeCloseTo(jaccard(subject, two), 10);
    expect(codes(similarByLanguage(subject, [subject, one, two]))).toEqual(['QB', 'QA']);
  });

  it('gives Antarctica, without languages, an empty list', () => {
    expect(country('AQ').languages).toEqual([]);
    expect(similarByLanguage(country('AQ'), countries)).toEqual([]);
  });

  it('never lists the subject itself', () => {
    const offenders = countries.filter((c) => similarByLanguage(c, countries).some((s) => s.country === c)).map((c) => c.cca2);
    expect(offenders).toEqual([]);
  });
});
