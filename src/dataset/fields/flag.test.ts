import { describe, expect, it } from 'vitest';
import { flagEmoji } from './flag.ts';

describe('flagEmoji', () => {
  it.each([
    ['DE', '🇩🇪'],
    ['BQ', '🇧🇶'],
    ['JP', '🇯🇵'],
    ['de', '🇩🇪'],
  ])('%s becomes %s', (code, emoji) => {
    expect(flagEmoji(code)).toBe(emoji);
  });

  it('is two regional-indicator symbols (U+1F1E6 is A)', () => {
    expect([...flagEmoji('AZ')].map((c) => c.codePointAt(0))).toEqual([0x1f1e6, 0x1f1ff]);
  });
});
