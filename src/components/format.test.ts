import { describe, expect, it } from 'vitest';
import { formatArea, formatDensity, langTag, languageName, listOf } from './format.ts';

describe('numbers', () => {
  it.each([
    [formatArea(357114), '357,114 km²'],
    [formatArea(0.44), '0.44 km²'],
    [formatArea(null), '—'],
    [formatDensity(235.55), '236 /km²'],
    [formatDensity(0.0000214), '< 0.01 /km²'],
    [formatDensity(null), '—'],
  ])('writes %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('languages', () => {
  it.each([
    ['deu', 'German', 'de'],
    ['fra', 'French', 'fr'],
    ['per', 'Persian', 'fa'], // ISO 639-2/B code
    ['zho', 'Chinese', 'zh'],
  ])('names %s %s and tags it %s', (code, name, tag) => {
    expect(languageName(code)).toBe(name);
    expect(langTag(code)).toBe(tag);
  });

  it('falls back to the code for a name CLDR does not have', () => {
    expect(languageName('qqq')).toBe('qqq');
  });

  it('has no tag for a code that is not BCP 47', () => {
    expect(langTag('not a code')).toBeUndefined();
  });
});

describe('listOf', () => {
  it.each([
    [[], '—'],
    [['Berlin'], 'Berlin'],
    [['Pretoria', 'Bloemfontein', 'Cape Town'], 'Pretoria, Bloemfontein, and Cape Town'],
  ])('joins %j as %s', (items, expected) => {
    expect(listOf(items)).toBe(expected);
  });
});
