import { describe, expect, it } from 'vitest';
import { formatPattern, postalCodeOf, postalExample } from './postal-code.ts';

describe('postalExample', () => {
  it.each([
    ['#####', '12345'],
    ['#### @@', '1234 AB'],
    ['@#@ #@#', 'A1B 2C3'],
    ['SE-### ##', 'SE-123 45'],
    ['###########', '12345678901'],
  ])('writes %s as %s', (format, example) => {
    expect(postalExample(format)).toBe(example);
  });
});

describe('formatPattern', () => {
  it.each([
    ['#####-###', '\\d{5}-\\d{3}'],
    ['@@  #####', '[A-Z]{2} {2}\\d{5}'],
    ['A.B', 'A\\.B'],
  ])('reads %s as %s', (format, pattern) => {
    expect(formatPattern(format)).toBe(pattern);
  });
});

describe('postalCodeOf', () => {
  it('keeps REST Countries’ pattern when it matches its format (Germany)', () => {
    expect(postalCodeOf({ format: '#####', regex: '^(\\d{5})$' })).toEqual({ format: '#####', regex: '^(\\d{5})$' });
  });

  it('adds the format’s own pattern when REST’s refuses the written form (Brazil), so both forms match', () => {
    const result = postalCodeOf({ format: '#####-###', regex: '^(\\d{8})$' });
    if (result === null || typeof result === 'string') throw new Error(`expected a postal code, got ${String(result)}`);
    const pattern = new RegExp(result.regex);
    // Real Brazilian codes (Avenida Paulista, São Paulo), written and compact.
    expect(['01310-100', '01310100'].map((code) => pattern.test(code))).toEqual([true, true]);
    expect(pattern.test('0131-0100')).toBe(false);
  });

  it.each([
    ['no format', { format: null, regex: '^(\\d{5})$' }],
    ['no pattern (Saint Barthélemy in REST Countries)', { format: '### ###', regex: null }],
    ['empty strings (Cocos Islands)', { format: '', regex: '' }],
    ['no postal code object', null],
  ])('is null with %s', (_title, source) => {
    expect(postalCodeOf(source)).toBeNull();
  });

  it('says so when the pattern does not compile', () => {
    expect(postalCodeOf({ format: '#####', regex: '^(\\d{5}$' })).toMatch(/not a valid JavaScript regular expression/);
  });
});
