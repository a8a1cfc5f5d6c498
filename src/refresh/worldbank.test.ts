import { describe, expect, it } from 'vitest';
import { readWorldBankPage, worldBankCsv } from './worldbank.ts';

const row = (iso3: string, date: string, value: number | null, id = 'SP.POP.TOTL') => ({
  indicator: { id, value: '' },
  country: { id: '', value: '' },
  countryiso3code: iso3,
  date,
  value,
});

describe('the World Bank’s indicators API', () => {
  it('gives the figures of a page that have a value and an ISO code, and how many pages there are', () => {
    const text = JSON.stringify([
      { page: 1, pages: 2, per_page: 2, total: 4, lastupdated: '2026-12-01' },
      [row('DEU', '2024', 83_500_000), row('', '2024', 5), row('FRA', '2024', null)],
    ]);
    expect(readWorldBankPage(text, 'SP.POP.TOTL')).toEqual({ pages: 2, lastUpdated: '2026-12-01', figures: [{ iso3: 'DEU', year: 2024, value: 83_500_000 }] });
  });

  it('refuses an answer that is not a page of the indicator asked for', () => {
    expect(() => readWorldBankPage(JSON.stringify([{ message: [{ id: '120', value: 'Invalid value' }] }]), 'SP.POP.TOTL')).toThrow(
      /World Bank SP.POP.TOTL: not a page/,
    );
    expect(() => readWorldBankPage(JSON.stringify([{ page: 1, pages: 1 }, [row('DEU', '2024', 1, 'NY.GDP.MKTP.CD')]]), 'SP.POP.TOTL')).toThrow(
      'a row of NY.GDP.MKTP.CD',
    );
  });

  it('makes the CSV of data/, by code then year', () => {
    expect(
      worldBankCsv('population', [
        { iso3: 'FRA', year: 2024, value: 68 },
        { iso3: 'DEU', year: 2024, value: 84 },
        { iso3: 'DEU', year: 2023, value: 83.5 },
      ]),
    ).toBe('iso3,year,population\nDEU,2023,83.5\nDEU,2024,84\nFRA,2024,68\n');
  });
});
