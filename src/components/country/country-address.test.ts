import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { canonicalCountryPath } from './country-address.ts';

const keys = builtDataset().countries.map((c) => ({ cca2: c.cca2, cca3: c.cca3, ccn3: c.ccn3, name: c.name.common }));

describe('mistyped country addresses', () => {
  it.each([
    ['/country/de/', '/country/DE/'],
    ['/country/DEU/', '/country/DE/'],
    ['/country/deu', '/country/DE/'],
    ['/country/276/', '/country/DE/'],
    ['/country/germany/', '/country/DE/'],
    ['/country/united-kingdom/', '/country/GB/'],
    ['/country/ivory-coast/', '/country/CI/'],
  ])('sends %s on to %s', (path, expected) => {
    expect(canonicalCountryPath(path, '', keys)).toBe(expected);
  });

  it('keeps the base path', () => {
    expect(canonicalCountryPath('/reference/country/fra/', '/reference', keys)).toBe('/reference/country/FR/');
    expect(canonicalCountryPath('/country/fra/', '/reference', keys)).toBeUndefined();
  });

  it.each(['/country/xx/', '/country/', '/countries/de/', '/country/de/extra/', '/country/%E0%A4%A/'])('leaves %s alone', (path) => {
    expect(canonicalCountryPath(path, '', keys)).toBeUndefined();
  });
});
