import { describe, expect, it } from 'vitest';
import { clfDate, clfLine } from './access-log.ts';

const entry = (target: string, method = 'GET') => ({
  remote: '127.0.0.1',
  method,
  target,
  protocol: 'HTTP/1.1',
  status: 200,
  bytes: 12,
  time: clfDate(new Date(Date.UTC(2026, 10, 22, 4, 55))),
});

describe('clfLine', () => {
  it('writes the Common Log Format', () => {
    expect(clfLine(entry('/api/country?code=de'))).toBe('127.0.0.1 - - [22/Nov/2026:04:55:00 +0000] "GET /api/country?code=de HTTP/1.1" 200 12');
  });

  it('escapes a quote, a backslash and control characters as nginx does, so the quoted field stays one field', () => {
    expect(clfLine(entry('/a"b\\c\td'))).toContain('"GET /a\\x22b\\x5Cc\\x09d HTTP/1.1"');
    expect(clfLine(entry('/x', 'G"ET'))).toContain('"G\\x22ET /x HTTP/1.1"');
  });

  it('writes each byte of a raw non-ASCII target (as Node reads it, one character per byte) escaped', () => {
    const raw = Buffer.from('/?name=Ö', 'utf8').toString('latin1');
    expect(clfLine(entry(raw))).toContain('"GET /?name=\\xC3\\x96 HTTP/1.1"');
  });

  it('never lets a line break through', () => {
    expect(clfLine(entry('/x\r\n127.0.0.1 - - forged'))).not.toMatch(/[\r\n]/);
  });
});
