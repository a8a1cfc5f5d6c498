import { describe, expect, it } from 'vitest';
import { dependencyOf, fiscalYearStart, governmentOf } from './factbook-government.ts';

const profile = (government: Record<string, unknown>) => ({ Government: government });

describe('dependencyOf', () => {
  it.each([
    ['overseas territory of the UK', 'GB', 'overseas territory'],
    ['British crown dependency', 'GB', 'crown dependency'],
    ['special administrative region of the People&#39;s Republic of China', 'CN', 'special administrative region'],
    [
      'part of the Kingdom of Denmark; self-governing overseas administrative division of Denmark since 1948',
      'DK',
      'self-governing overseas administrative division',
    ],
    ['unincorporated organized territory of the US with commonwealth status', 'US', 'unincorporated organized territory'],
    ['one of four constituent countries of the Kingdom of the Netherlands', 'NL', 'constituent country'],
  ])('%j → %s, %s', (text, sovereign, kind) => {
    expect(dependencyOf(profile({ 'Dependency status': { text } })).dependency).toMatchObject({ sovereign, kind, source: 'factbook' });
  });

  it('has none without the entry, and reports an entry it cannot read', () => {
    expect(dependencyOf(profile({}))).toEqual({ dependency: null, unread: [] });
    expect(dependencyOf(profile({ 'Dependency status': { text: 'administered jointly by two powers' } }))).toEqual({
      dependency: null,
      unread: [{ field: 'Government > Dependency status', text: 'administered jointly by two powers' }],
    });
  });
});

describe('fiscalYearStart', () => {
  it.each([
    ['calendar year', { month: 1, day: 1 }],
    ['1 April - 31 March', { month: 4, day: 1 }],
    ['21 March - 20 March', { month: 3, day: 21 }],
    ['June 1 - May 31', { month: 6, day: 1 }],
  ])('%j starts on %j', (text, start) => {
    expect(fiscalYearStart(text)).toEqual(start);
  });

  it('does not read other texts', () => {
    expect(fiscalYearStart('varies')).toBeUndefined();
  });
});

describe('governmentOf', () => {
  const germany = profile({
    'Government type': { text: 'federal parliamentary republic' },
    Independence: { text: '18 January 1871 (establishment of the German Empire)' },
    'National holiday': { text: 'German Unity Day, 3 October (1990)' },
    'Executive branch': { 'chief of state': { text: 'President Frank-Walter STEINMEIER (since 19 March 2017)' } },
  });

  it('reads type, independence, holiday and the fiscal year of 2024, each dated as the source is', () => {
    const { government, leaders } = governmentOf(germany, 'calendar year');
    expect(leaders).toEqual([
      { name: 'Frank-Walter Steinmeier', title: 'President', since: '2017-03-19', headOfState: true, headOfGovernment: false, representative: false },
    ]);
    expect(government).toMatchObject({
      type: 'federal parliamentary republic',
      independence: { date: '1871-01-18' },
      nationalHoliday: 'German Unity Day, 3 October (1990)',
      fiscalYear: { start: { month: 1, day: 1 }, text: 'calendar year', asOf: '2024-04-25' },
    });
  });

  it('gives a dependency no independence date, and no fiscal year where 2024 said NA', () => {
    const { government } = governmentOf(profile({ Independence: { text: 'none (overseas territory of the UK)' } }), 'NA');
    expect(government.independence).toEqual({ date: null, text: 'none (overseas territory of the UK)' });
    expect(government.fiscalYear).toBeNull();
  });
});
