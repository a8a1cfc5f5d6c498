import { describe, expect, it } from 'vitest';
import { code, generatedBlocks, replaceBlock, table } from './markdown.ts';

describe('markdown', () => {
  it('escapes pipes in table cells', () => {
    expect(table(['a', 'b'], [['x|y', 'z']])).toBe('| a | b |\n| --- | --- |\n| x\\|y | z |');
  });

  it('writes code with backticks inside', () => {
    expect(code('a')).toBe('`a`');
    expect(code('a`b')).toBe('`` a`b ``');
  });

  it('replaces only the body of the named block, keeping the hand-written text around it', () => {
    const text = 'intro\n<!-- generated: x -->\nold\n<!-- end generated: x -->\nnotes\n';
    expect(replaceBlock(text, 'x', 'new')).toBe('intro\n<!-- generated: x -->\n\nnew\n\n<!-- end generated: x -->\nnotes\n');
    expect(generatedBlocks(text)).toEqual(['x']);
  });

  it('refuses a block the text does not have', () => {
    expect(() => replaceBlock('text', 'x', 'new')).toThrow(/no block 'x'/);
  });
});
