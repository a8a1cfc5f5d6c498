import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { economyOf, geographyOf, peopleOf } from './factbook-indicators.ts';
import { figureYear, readNumber } from './factbook-figures.ts';
import type { UnreadText } from './factbook-leaders.ts';

describe('readNumber', () => {
  it.each([
    ['$62,800 (2024 est.)', { value: 62_800, unit: '', dollars: true, year: 2024 }],
    ['$5.247 trillion (2024 est.)', { value: 5.247e12, unit: '', dollars: true, year: 2024 }],
    ['-0.13% (2025 est.)', { value: -0.13, unit: '%', dollars: false, year: 2025 }],
    ['8.87 births/1,000 population (2025 est.)', { value: 8.87, unit: 'births/1,000 population', dollars: false, year: 2025 }],
    ['79.6 years', { value: 79.6, unit: 'years', dollars: false, year: null }],
    ['652,271 (July 2020 est.)', { value: 652_271, unit: '', dollars: false, year: 2020 }],
    ['63.9% of GDP (2017 est.)', { value: 63.9, unit: '% of GDP', dollars: false, year: 2017 }],
  ])('%j', (text, expected) => {
    expect(readNumber(text)).toEqual(expected);
  });

  it.each(['(2017 est.) 77.9', 'NA', 'Saint Helena: 60 km\nAscension Island: NA', '3 to 5%'])('does not read %j', (text) => {
    expect(readNumber(text)).toBeUndefined();
  });

  it('dates a period by its last year', () => {
    expect([figureYear('(2020-25 est.)'), figureYear('(2022-2024 est.)'), figureYear('(2023)')]).toEqual([2025, 2024, 2023]);
  });
});

// Germany's entries as the Factbook's final edition writes them.
const germany = {
  Economy: {
    'Real GDP per capita': {
      'Real GDP per capita 2024': { text: '$62,800 (2024 est.)' },
      'Real GDP per capita 2023': { text: '$62,700 (2023 est.)' },
      note: '<b>note:</b> data in 2021 dollars',
    },
    'Public debt': { 'Public debt 2017': { text: '63.9% of GDP (2017 est.)' } },
    'Unemployment rate': { 'Unemployment rate 2024': { text: '3.5% (2024 est.)' } },
    Exports: { 'Exports 2024': { text: '$1.949 trillion (2024 est.)' } },
  },
  'People and Society': {
    'Life expectancy at birth': { 'total population': { text: '81.9 years (2024 est.)' }, male: { text: '79.6 years' }, female: { text: '84.4 years' } },
    'Birth rate': { text: '8.87 births/1,000 population (2025 est.)' },
    Urbanization: { 'urban population': { text: '77.8% of total population (2023)' } },
  },
  Geography: { Coastline: { text: '2,389 km' }, Elevation: { 'highest point': { text: 'Zugspitze 2,963 m' } } },
};

describe('the indicators of a profile', () => {
  it('takes the latest year of an entry that has several, with its unit and source', () => {
    const unread: UnreadText[] = [];
    const economy = economyOf(germany, unread);
    expect(economy.gdpPerCapitaPpp).toEqual({ value: 62_800, unit: 'USD (PPP)', year: 2024, source: 'factbook' });
    expect(economy.publicDebt).toEqual({ value: 63.9, unit: '% of GDP', year: 2017, source: 'factbook' });
    expect(economy.exports).toEqual({ value: 1.949e12, unit: 'USD', year: 2024, source: 'factbook' });
    expect(economy.inflation).toBeNull();
    expect(unread).toEqual([]);
  });

  it('dates a split by sex on its total', () => {
    const people = peopleOf(germany, []);
    expect(people.lifeExpectancy).toEqual({
      total: { value: 81.9, unit: 'years', year: 2024, source: 'factbook' },
      male: { value: 79.6, unit: 'years', year: 2024, source: 'factbook' },
      female: { value: 84.4, unit: 'years', year: 2024, source: 'factbook' },
    });
    expect(people.birthRate).toEqual({ value: 8.87, unit: 'births per 1,000 people', year: 2025, source: 'factbook' });
    expect(people.urbanisation).toMatchObject({ value: 77.8, unit: '% of population', year: 2023 });
  });

  it('gives undated facts of the land no year', () => {
    expect(geographyOf(germany, [])).toEqual({
      coastline: { value: 2389, unit: 'km', year: null, source: 'factbook' },
      highestPoint: { name: 'Zugspitze', value: 2963, unit: 'm', year: null, source: 'factbook' },
      lowestPoint: null,
    });
    expect(geographyOf({ Geography: { Coastline: { text: '0 km (landlocked)' } } }, []).coastline).toMatchObject({ value: 0 });
  });

  it('reports a figure without a year, or with other unit words, and leaves it out', () => {
    const unread: UnreadText[] = [];
    const people = peopleOf(
      { 'People and Society': { 'Median age': { total: { text: '21.8 years' } }, 'Birth rate': { text: '8.87 per mille (2025 est.)' } } },
      unread,
    );
    expect(people.medianAge.total).toBeNull();
    expect(people.birthRate).toBeNull();
    expect(unread).toEqual([
      { field: 'People and Society > Median age > total', text: '21.8 years' },
      { field: 'People and Society > Birth rate', text: '8.87 per mille (2025 est.)' },
    ]);
  });

  it('says nothing of "NA"', () => {
    const unread: UnreadText[] = [];
    expect(economyOf({ Economy: { 'Public debt': { text: 'NA' } } }, unread).publicDebt).toBeNull();
    expect(unread).toEqual([]);
  });
});

describe('implausible figures', () => {
  const internet = (text: string) => ({ Communications: { 'Internet users': { 'percent of population': { text } } } });

  it('refuses internet users dated before the public web, and reports why', () => {
    const unread: UnreadText[] = [];
    expect(peopleOf(internet('40.3% (1990 est.)'), unread).internetUsers).toBeNull();
    expect(unread).toEqual([
      {
        field: 'Communications > Internet users > percent of population',
        text: expect.stringMatching(/^40\.3% \(1990 est\.\) \(dated 1990, before the public World Wide Web/),
      },
    ]);
  });

  it('keeps internet users of 1991 and later', () => {
    expect(peopleOf(internet('0.5% (1991 est.)'), []).internetUsers).toMatchObject({ value: 0.5, year: 1991 });
    expect(peopleOf(internet('88% (2023 est.)'), []).internetUsers).toMatchObject({ value: 88, year: 2023 });
  });

  it('leaves American Samoa’s “40.3% in 1990” out of the dataset', () => {
    expect(builtDataset().countries.find((c) => c.cca2 === 'AS')?.people.internetUsers).toBeNull();
    expect(builtDataset().unread.some((u) => u.country === 'AS' && /Internet users/.test(u.field))).toBe(true);
  });
});
