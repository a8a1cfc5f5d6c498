import { describe, expect, it } from 'vitest';
import { compactKey, fold, foldForSearch } from './text-fold.ts';
import { nameKey, slug } from './slug.ts';

describe('fold', () => {
  it.each([
    ['GERMANY', 'germany'],
    ['Réunion', 'reunion'],
    ['Curaçao', 'curacao'],
    ['Åland Islands', 'aland islands'],
    ['São Tomé and Príncipe', 'sao tome and principe'],
    ['Türkiye', 'turkiye'],
    ['Việt Nam', 'viet nam'],
  ])('drops case and accents: %j → %j', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it.each([
    ['  Saint   Lucia ', 'saint lucia'],
    ['Bosnia\tand\nHerzegovina', 'bosnia and herzegovina'],
    ['\u00a0Chad\u00a0', 'chad'],
  ])('trims and collapses whitespace: %j → %j', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it.each(['\u2018', '\u2019', '\u02bc', '`', '\u00b4'])('turns the apostrophe %j into a plain one', (apostrophe) => {
    expect(fold(`Côte d${apostrophe}Ivoire`)).toBe("cote d'ivoire");
  });

  it('leaves scripts without case or accents as they are', () => {
    expect(fold('日本')).toBe('日本');
  });
});

describe('slug', () => {
  it.each([
    ["Côte d'Ivoire", 'cote-d-ivoire'],
    ['Germany', 'germany'],
    ['Guinea-Bissau', 'guinea-bissau'],
    ['Saint Barthélemy', 'saint-barthelemy'],
    ['  United   States ', 'united-states'],
    ['St. Lucia', 'st-lucia'],
  ])('makes an ASCII slug of %j: %j', (input, expected) => {
    expect(slug(input)).toBe(expected);
  });

  it('is empty for a script it cannot transliterate', () => {
    expect(slug('日本')).toBe('');
  });
});

describe('nameKey', () => {
  it.each([
    ["Côte d'Ivoire", 'cote d’ivoire', 'COTE D IVOIRE', 'cote-d-ivoire'],
    ['Türkiye', 'Turkiye', 'TÜRKIYE', 'turkiye'],
    ['Bosnia and Herzegovina', 'bosnia-and-herzegovina', '  Bosnia  and Herzegovina', 'bosnia and herzegovina'],
  ])('gives %j and its variants %j, %j, %j one key', (a, b, c, d) => {
    expect(new Set([a, b, c, d].map(nameKey)).size).toBe(1);
  });

  it('is the slug for a Latin name', () => {
    expect(nameKey('Saint Barthélemy')).toBe('saint-barthelemy');
  });

  it.each([
    ['日本', '日本'],
    ['中华人民共和国', '中华人民共和国'],
    ['  日本 ', '日本'],
  ])('falls back to the folded text for a CJK name: %j → %j', (input, expected) => {
    expect(nameKey(input)).toBe(expected);
  });

  it('keeps different CJK names apart', () => {
    expect(nameKey('日本')).not.toBe(nameKey('中国'));
  });
});

describe('foldForSearch', () => {
  it('removes accents letter by letter and lower-cases, keeping every position', () => {
    expect(foldForSearch('Côte  d’Ivoire')).toBe('cote  d’ivoire');
    expect(foldForSearch('Åland')).toBe('aland');
  });
});

describe('compactKey', () => {
  it.each([
    ['Washington D.C.', 'Washington, D.C.'],
    ['Bogotá', 'Bogota'],
    ['Nuku‘alofa', "Nuku'alofa"],
    ['Côte d’Ivoire', 'cote divoire'],
  ])('folds %s and %s together', (a, b) => {
    expect(compactKey(a)).toBe(compactKey(b));
  });

  it('keeps letters of other scripts', () => {
    expect(compactKey('日本 国')).toBe('日本国');
  });
});
