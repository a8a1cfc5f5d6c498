import { describe, expect, it } from 'vitest';
import { realSources } from '../../../tests/helpers.ts';
import { chooseLocale, conventionsOf, lawWeekends, likelyLocale, type CldrConventionData } from './conventions.ts';
import type { Problem } from '../problems.ts';

const { conventions: cldr } = realSources();
const law = (cca2: string, days: CldrConventionData['firstDay'][string][]) => conventionsOf(cca2, cldr, days as never);
function of(cca2: string) {
  const result = conventionsOf(cca2, cldr);
  if (typeof result === 'string') throw new Error(result);
  return result.conventions;
}

describe('conventionsOf (CLDR)', () => {
  it('gives Germany comma decimals, dot groups, day-first dates, a 24-hour clock and metric units', () => {
    expect(of('DE')).toEqual({
      locale: 'de-DE',
      localeReplaces: null,
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

describe('locales without data of their own in CLDR', () => {
  it('takes the next official language with data, and says which likely locale it replaces (Paraguay: Spanish for Guarani)', () => {
    expect(of('PY')).toMatchObject({ locale: 'es-PY', localeReplaces: 'gn-PY', numberFormat: { decimal: ',', group: '.' }, shortDate: 'd/M/yy' });
    expect(of('CW')).toMatchObject({ locale: 'nl-CW', localeReplaces: 'pap-CW', numberFormat: { decimal: ',', group: '.' } });
    expect(of('MV')).toMatchObject({ locale: 'en-MV', localeReplaces: 'dv-MV' });
    for (const cca2 of ['PG', 'WS', 'TK', 'TV', 'VU']) expect(of(cca2).shortDate, cca2).toBe('dd/MM/y');
    const result = conventionsOf('PY', cldr);
    expect(typeof result !== 'string' && result.note).toMatch(/gn-PY .*root locale’s formats.*es-PY used/);
  });

  it('keeps a locale CLDR does not maintain when its formats are its own, not the root’s (Greenlandic), and Haitian Creole’s inherited from French', () => {
    expect(of('GL')).toMatchObject({ locale: 'kl-GL', localeReplaces: null, numberFormat: { decimal: ',', group: '.' } });
    expect(of('HT')).toMatchObject({ locale: 'ht-HT', localeReplaces: null, numberFormat: { decimal: ',' }, shortDate: 'dd/MM/y' });
  });

  it('refuses a territory whose every locale has only the root’s formats, rather than fall back silently', () => {
    const bare: CldrConventionData = {
      ...cldr,
      likelySubtags: { ...cldr.likelySubtags, 'und-PY': 'gn-Latn-PY' },
      locales: { ...cldr.locales, territoryLanguages: { ...cldr.locales.territoryLanguages, PY: { gn: { _officialStatus: 'official' } } } },
    };
    expect(chooseLocale('PY', bare)).toMatch(/^no CLDR locale with number and date data for PY: gn-PY/);
    expect(conventionsOf('PY', bare)).toMatch(/no CLDR locale/);
  });
});

describe('weekends by law (data/weekends.json)', () => {
  it('replaces CLDR’s weekend with the law’s, days apart too', () => {
    const brunei = law('BN', ['friday', 'sunday']);
    expect(typeof brunei !== 'string' && brunei.conventions.weekend).toEqual(['friday', 'sunday']);
  });

  it('refuses an entry CLDR now agrees with, and one for no country', () => {
    const problems: Problem[] = [];
    const checked = '2026-12-06';
    lawWeekends(
      {
        about: '',
        weekends: {
          DE: { days: ['saturday', 'sunday'], source: 'Arbeitszeitgesetz § 9', checked },
          ZZ: { days: ['friday'], source: 'nowhere at all, really', checked },
        },
      },
      cldr,
      new Set(['DE']),
      problems,
    );
    expect(problems.map((p) => `${p.record}: ${p.message}`)).toEqual([
      expect.stringMatching(/^data\/weekends.json DE: CLDR's week data says saturday, sunday too/),
      expect.stringMatching(/^data\/weekends.json ZZ: no country/),
    ]);
  });
});
