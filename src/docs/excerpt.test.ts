import { describe, expect, it } from 'vitest';
import { jsonExcerpt, textExcerpt } from './excerpt.ts';

describe('jsonExcerpt', () => {
  it('writes a short value whole, on one line', () => {
    expect(jsonExcerpt({ status: 'ok', n: [1, 2] })).toBe('{ "status": "ok", "n": [1, 2] }');
  });

  it('keeps every top-level key of a long record and cuts long lists with …', () => {
    const record = { name: 'x'.repeat(60), list: Array.from({ length: 40 }, (_, i) => `item number ${i}`), last: true };
    const text = jsonExcerpt(record);
    expect(text).toContain('"name"');
    expect(text).toContain('"last": true');
    expect(text).toContain('"item number 2"');
    expect(text).not.toContain('"item number 3"');
    expect(text).toContain('…');
  });

  it('is never valid JSON once cut', () => {
    const text = jsonExcerpt({ list: Array.from({ length: 100 }, (_, i) => ({ i, label: `a fairly long label ${i}` })) });
    expect(() => JSON.parse(text) as unknown).toThrow();
  });
});

describe('textExcerpt', () => {
  it('keeps the first lines, each cut to the width', () => {
    expect(textExcerpt('a,b\n1,2\n3,4\n', 2, 10)).toBe('a,b\n1,2\n…');
    expect(textExcerpt('x'.repeat(20), 1, 5)).toBe('xxxxx…');
  });
});
