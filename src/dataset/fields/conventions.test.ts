import { describe, expect, it } from 'vitest';
import { realSources } from '../../../tests/helpers.ts';
import { conventionsOf, likelyLocale } from './conventions.ts';

const { conventions: cldr } = realSources();
const of = (cca2: string) => conventionsOf(cca2, cldr);

describe('conventionsOf (CLDR)', () => {
  it('gives Germany comma decimals, dot groups, day-first dates, a 24-hour clock and metric units', () => {
    expect(of('DE')).toEqual({
      locale: 'de-DE',
      numberFormat: { decimal: ',', group: '.' },
      shortDate: 'dd.MM.yy',
      hourCycle: 'h23',
      firstDayOfWeek: 'monday',
      weekend: ['saturday', 'sunday'],
      measurementSystem: 'metric',
      temperatureUnit: 'celsius',
      paperSize: 'A4',
    });
  });

  it('gives the United States its own customs', () => {
    expect(of('US')).toMatchObject({
      locale: 'en-US',
      numberFormat: { decimal: '.', group: ',' },
      shortDate: 'M/d/yy',
      hourCycle: 'h12',
      firstDayOfWeek: 'sunday',
      measurementSystem: 'US',
      temperatureUnit: 'fahrenheit',
      paperSize: 'US-Letter',
    });
  });

  it('knows the groups that are not a comma or a dot: France a narrow no-break space, Switzerland an apostrophe', () => {
    expect(of('FR').numberFormat.group).toBe('\u202f');
    expect(of('CH').numberFormat.group).toMatch(/^['’]$/);
    expect(of('IN').numberFormat).toEqual({ decimal: '.', group: ',' });
  });

  it('gives weekends of other days and lengths', () => {
    expect(of('SA').weekend).toEqual(['friday', 'saturday']);
    expect(of('AF').weekend).toEqual(['thursday', 'friday']);
    expect(of('IN').weekend).toEqual(['sunday']);
  });

  it('uses Fahrenheit for the weather where CLDR says so beyond the US, and the UK’s mixed system', () => {
    expect(['BS', 'BZ', 'KY', 'PW', 'PR'].map((c) => of(c).temperatureUnit)).toEqual(Array(5).fill('fahrenheit'));
    expect(of('GB')).toMatchObject({ measurementSystem: 'UK', paperSize: 'A4', temperatureUnit: 'celsius' });
  });
});

describe('likelyLocale', () => {
  it('follows CLDR’s likely subtags, and falls back to English with the territory where they say nothing', () => {
    expect(likelyLocale('CH', cldr.likelySubtags)).toBe('de-CH');
    expect(likelyLocale('GB', cldr.likelySubtags)).toBe('en-GB');
    expect(likelyLocale('RS', cldr.likelySubtags)).toBe('sr-RS');
    expect(likelyLocale('ZZ', { und: 'en-Latn-US' })).toBe('en-ZZ');
  });
});
