import { describe, expect, it } from 'vitest';
import { countryAddressFiles, countryAddressSegment, resolveCountryAddress } from './country-address.ts';

describe('country addresses', () => {
  it.each([
    ['/country/de/', 'de'],
    ['/country/Deutschland', 'Deutschland'],
    ['/country/c%C3%B4te-d-ivoire/', 'côte-d-ivoire'],
    ['/country/deu/index.html', 'deu'],
  ])('read %s as the segment %s', (path, segment) => {
    expect(countryAddressSegment(path)).toBe(segment);
  });

  it('keep the base path', () => {
    expect(countryAddressSegment('/reference/country/fra/', '/reference')).toBe('fra');
    expect(countryAddressSegment('/country/fra/', '/reference')).toBeUndefined();
  });

  it.each(['/country/', '/countries/de/', '/country/de/extra/', '/country/%E0%A4%A/'])('are not %s', (path) => {
    expect(countryAddressSegment(path)).toBeUndefined();
  });

  it.each([
    ['de', ['country/DE.json', 'country/name/de.json']],
    ['276', ['country/276.json', 'country/name/276.json']],
    ['76', ['country/076.json', 'country/name/76.json']],
    ['united-kingdom', ['country/name/united-kingdom.json']],
    ['Côte d’Ivoire', ['country/name/cote-d-ivoire.json']],
    ['日本', []],
  ])('ask the files of %s: its code’s, then its name’s', (segment, files) => {
    expect(countryAddressFiles(segment)).toEqual(files);
  });

  it('give the page of the country of the first file that is a record, past a file of candidates, or of the one former country a file names', async () => {
    const files: Record<string, unknown> = {
      'country/name/congo.json': { status: 300, candidates: [{ cca2: 'CG' }, { cca2: 'CD' }] },
      'country/name/uk.json': { cca2: 'GB' },
      'country/name/ussr.json': { status: 410, candidates: [{ cca2: 'RU' }], formerCountries: [{ alpha4: 'SUHH' }] },
      'country/CS.json': { status: 410, candidates: [{ cca2: 'CZ' }], formerCountries: [{ alpha4: 'CSHH' }, { alpha4: 'CSXX' }] },
    };
    const read = (file: string) => files[file];
    expect(await resolveCountryAddress('uk', read)).toBe('/country/GB/');
    expect(await resolveCountryAddress('ussr', read)).toBe('/former-country/SUHH/');
    expect(await resolveCountryAddress('CS', read)).toBeUndefined();
    expect(await resolveCountryAddress('congo', read)).toBeUndefined();
    expect(await resolveCountryAddress('atlantis', read)).toBeUndefined();
  });
});
