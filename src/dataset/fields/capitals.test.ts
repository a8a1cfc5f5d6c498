import { describe, expect, it } from 'vitest';
import { capitalsOf } from './capitals.ts';

const rest = (capital: string[], latlng: [] | [number, number]) => ({ capital, capitalInfo: { latlng } });

describe('capitalsOf', () => {
  it('makes a single capital the official one, with REST Countries’ coordinates when it names the same city', () => {
    expect(capitalsOf(['Washington D.C.'], undefined, rest(['Washington, D.C.'], [38.89, -77.05]))).toEqual([
      { name: 'Washington D.C.', role: 'official', latlng: [38.89, -77.05] },
    ]);
  });

  it('gives no coordinates when REST Countries names another city', () => {
    expect(capitalsOf(['Malabo'], undefined, rest(['Ciudad de la Paz'], [1.35, 10.49]))).toEqual([{ name: 'Malabo', role: 'official', latlng: null }]);
  });

  it('has none without a capital', () => {
    expect(capitalsOf([], undefined, rest([], []))).toEqual([]);
  });

  it('takes curated capitals with their roles as they are', () => {
    const curated = [
      { name: 'Sri Jayawardenepura Kotte', role: 'official' as const, latlng: [6.91, 79.89] as [number, number] },
      { name: 'Colombo', role: 'administrative' as const, latlng: [6.93, 79.86] as [number, number] },
    ];
    expect(capitalsOf(['Colombo'], curated, rest(['Sri Jayawardenepura Kotte'], [6.89, 79.9]))).toEqual(curated);
  });

  it('refuses several capitals without roles, naming them and the fix', () => {
    const result = capitalsOf(['Pretoria', 'Bloemfontein', 'Cape Town'], undefined, rest(['Pretoria'], [-25.7, 28.22]));
    expect(result).toMatch(/Pretoria, Bloemfontein, Cape Town/);
    expect(result).toMatch(/capitals' override/);
  });
});
