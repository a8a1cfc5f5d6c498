import { describe, expect, it } from 'vitest';
import { chooseEncoding, formatFromAccept, MAX_NEGOTIATION_HEADER, overlongNegotiationHeader } from './negotiate.ts';

const ALL = ['json', 'csv', 'xml'] as const;

describe('formatFromAccept', () => {
  it.each([
    ['text/csv', 'csv'],
    ['application/xml', 'xml'],
    ['text/xml', 'xml'],
    ['text/csv;q=0.5, application/xml;q=0.9', 'xml'],
    ['application/json', 'json'],
  ])('%s → %s', (accept, format) => {
    expect(formatFromAccept(accept, ALL)).toBe(format);
  });

  it.each(['*/*', 'text/*', 'application/*', 'image/png', ''])('%s leaves the default', (accept) => {
    expect(formatFromAccept(accept, ALL)).toBeUndefined();
  });

  // RFC 9110 12.4.2: q=0 means "not acceptable", never a preference.
  it.each(['text/csv;q=0', 'text/csv; q=0.0', 'application/xml;q=0, text/xml;q=0'])('never picks a type refused with q=0: %s', (accept) => {
    expect(formatFromAccept(accept, ALL)).toBeUndefined();
  });

  it('takes the next acceptable type after one refused with q=0', () => {
    expect(formatFromAccept('text/csv;q=0, application/xml', ALL)).toBe('xml');
  });

  it('picks only among the formats the route offers', () => {
    expect(formatFromAccept('text/csv, application/xml', ['json', 'xml'])).toBe('xml');
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip', ['br', 'gzip'], 'gzip'],
    ['br;q=0, *', ['br', 'gzip'], 'gzip'],
    ['identity', ['br', 'gzip'], undefined],
    ['gzip;q=0', ['gzip'], undefined],
    ['*', ['gzip'], 'gzip'],
    ['gzip;q=0.5, br;q=0.4', ['br', 'gzip'], 'gzip'],
  ] as const)('%s among %j → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  it('gives the same answer the second time (decisions are remembered per header and offer)', () => {
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});

describe('overlongNegotiationHeader', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  it('names the Accept or Accept-Encoding header over the limit', () => {
    const long = `${'x/y;q=0.1, '.repeat(200)}*/*`;
    expect(long.length).toBeGreaterThan(MAX_NEGOTIATION_HEADER);
    expect(overlongNegotiationHeader(headers({ accept: long }))).toBe('accept');
    expect(overlongNegotiationHeader(headers({ 'accept-encoding': long }))).toBe('accept-encoding');
    expect(overlongNegotiationHeader(headers({ accept: 'application/json', 'accept-encoding': 'gzip, br' }))).toBeUndefined();
  });
});
