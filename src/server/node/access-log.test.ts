import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessLog, clfDate, clfLine } from './access-log.ts';

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

describe('accessLog', () => {
  afterEach(() => vi.useRealTimers());

  const log = (bytes = 1000, ms = 50) => {
    const chunks: string[] = [];
    const own: boolean[] = [];
    const write = accessLog(
      (chunk) => {
        chunks.push(Buffer.from(chunk).toString('latin1'));
        // Its bytes are its own, so a thread can hand the chunk over without a copy.
        own.push(chunk.byteOffset === 0 && chunk.buffer.byteLength === chunk.byteLength);
      },
      { bytes, ms },
    );
    return { chunks, own, write };
  };
  const lines = (...targets: string[]) => targets.map((t) => `${clfLine(entry(t))}\n`).join('');

  it('holds entries back, then writes their lines in one chunk, once the first has waited its time', () => {
    vi.useFakeTimers();
    const { chunks, own, write } = log();
    write(entry('/a'));
    write(entry('/b'));
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(chunks).toEqual([lines('/a', '/b')]);
    expect(own).toEqual([true]);
    vi.advanceTimersByTime(1000);
    expect(chunks).toHaveLength(1);
  });

  it('writes what it holds once its lines come to about its size, long targets counted in full', () => {
    vi.useFakeTimers();
    // An entry is reckoned at its address, method and target and 64 more: 9 + 3 + 2 + 64 = 78.
    const { chunks, write } = log(200);
    write(entry('/1'));
    write(entry('/2'));
    expect(chunks).toEqual([]);
    write(entry('/3'));
    expect(chunks).toEqual([lines('/1', '/2', '/3')]);
    const long = `/${'x'.repeat(300)}`;
    write(entry(long));
    expect(chunks).toEqual([lines('/1', '/2', '/3'), lines(long)]);
    write(entry('/4'));
    vi.advanceTimersByTime(50);
    expect(chunks).toEqual([lines('/1', '/2', '/3'), lines(long), lines('/4')]);
  });

  it('writes lines escaped as clfLine makes them', () => {
    const { chunks, write } = log();
    write(entry('/a"b\\c\r\nforged', 'G"ET'));
    write.flush();
    expect(chunks).toEqual([`${clfLine(entry('/a"b\\c\r\nforged', 'G"ET'))}\n`]);
    expect(chunks[0]).toContain('"G\\x22ET /a\\x22b\\x5Cc\\x0D\\x0Aforged HTTP/1.1"');
  });

  it('writes what it holds when flushed, and nothing when it holds nothing', () => {
    vi.useFakeTimers();
    const { chunks, write } = log();
    write.flush();
    expect(chunks).toEqual([]);
    write(entry('/last'));
    write.flush();
    expect(chunks).toEqual([lines('/last')]);
    vi.advanceTimersByTime(1000);
    expect(chunks).toEqual([lines('/last')]);
  });
});
