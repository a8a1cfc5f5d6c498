import { describe, expect, it } from 'vitest';
import { openStreetMapUrl } from './rest-countries.ts';

describe('openStreetMapUrl', () => {
  it.each([
    ['https://www.openstreetmap.org/relation/51477', 'https://www.openstreetmap.org/relation/51477'],
    ['https://openstreetmap.org/relation/54224', 'https://www.openstreetmap.org/relation/54224'],
    ['https://www.openstreetmap.org/relation/60189#map=3/65.15/105.29', 'https://www.openstreetmap.org/relation/60189'],
    ['https://www.openstreetmap.org/node/36966060', 'https://www.openstreetmap.org/node/36966060'],
  ])('writes %s as %s', (url, expected) => {
    expect(openStreetMapUrl(url)).toBe(expected);
  });

  it.each(['https://goo.gl/maps/abc', 'https://www.openstreetmap.org/search?query=x', 'not a url'])('leaves %s alone for the schema to refuse', (url) => {
    expect(openStreetMapUrl(url)).toBe(url);
  });
});
