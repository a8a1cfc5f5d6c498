import { describe, expect, it } from 'vitest';
import { plainText, profileText } from './factbook-text.ts';

describe('plainText', () => {
  it('returns a text with nothing to convert as it is', () => {
    const text = 'Berlin; note - the capital moved from Bonn (1990–1999) … 52 30 N, 13 24 E';
    expect(plainText(text)).toBe(text);
  });

  it.each([
    ['a tag', '<strong>republic</strong>', 'republic'],
    ['a line break', 'one<br>two<br />three', 'one\ntwo\nthree'],
    ['a paragraph', '<p>one</p><p>two</p>', 'one\n\ntwo'],
    ['an entity', 'Bosnia &amp; Herzegovina', 'Bosnia & Herzegovina'],
    ['two spaces', 'a  b', 'a b'],
    ['a tab', 'a\tb', 'a b'],
    ['a no-break space', '48\u00a0km', '48 km'],
    ['a space at the start', ' lead', 'lead'],
    ['a space at the end', 'trail ', 'trail'],
    ['a carriage return at the end', 'trail\r', 'trail'],
    ['spaces around a line break', 'one \n two', 'one\ntwo'],
    ['three line breaks', 'one\n\n\ntwo', 'one\n\ntwo'],
  ])('converts %s', (_, html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('profileText', () => {
  it('makes `{ text }` the string, trims keys and drops empty texts', () => {
    expect(profileText({ ' Capital ': { text: '<em>Berlin</em>' }, Empty: { text: ' <br> ' }, Note: 'plain' })).toEqual({ Capital: 'Berlin', Note: 'plain' });
  });
});
