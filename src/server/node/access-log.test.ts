import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferedWriter, clfDate, clfLine } from './access-log.ts';

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

describe('bufferedWriter', () => {
  afterEach(() => vi.useRealTimers());

  const writer = (bytes = 100, ms = 50) => {
    const chunks: string[] = [];
    return { chunks, log: bufferedWriter((chunk) => chunks.push(chunk), { bytes, ms }) };
  };

  it('holds lines back, then writes them in one chunk, a line each, once the first has waited its time', () => {
    vi.useFakeTimers();
    const { chunks, log } = writer();
    log('a');
    log('b');
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(chunks).toEqual(['a\nb\n']);
    vi.advanceTimersByTime(1000);
    expect(chunks).toHaveLength(1);
  });

  it('writes what it holds before a line that would not fit, and a line too long to hold on its own', () => {
    vi.useFakeTimers();
    const { chunks, log } = writer(10);
    log('12345');
    log('678');
    expect(chunks).toEqual([]);
    log('9');
    expect(chunks).toEqual(['12345\n678\n']);
    log('a'.repeat(12));
    expect(chunks).toEqual(['12345\n678\n', '9\n', `${'a'.repeat(12)}\n`]);
    log('x');
    vi.advanceTimersByTime(50);
    expect(chunks).toEqual(['12345\n678\n', '9\n', `${'a'.repeat(12)}\n`, 'x\n']);
  });

  it('writes what it holds when flushed, and nothing when it holds nothing', () => {
    vi.useFakeTimers();
    const { chunks, log } = writer();
    log.flush();
    expect(chunks).toEqual([]);
    log('last');
    log.flush();
    expect(chunks).toEqual(['last\n']);
    vi.advanceTimersByTime(1000);
    expect(chunks).toEqual(['last\n']);
  });
});
