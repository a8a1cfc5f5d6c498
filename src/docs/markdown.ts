/**
 * @module
 * Markdown for generated documentation: tables, code, and the blocks a generator owns inside a
 * hand-written file, between `<!-- generated: name -->` and `<!-- end generated: name -->`.
 */

/** `text` as inline code (backticks inside are doubled around, as CommonMark allows). */
export const code = (text: string): string => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A table; pipes inside cells are escaped. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fence = (lang: string, body: string): string => `\`\`\`${lang}\n${body}\n\`\`\``;

const START = (name: string) => `<!-- generated: ${name} -->`;
const END = (name: string) => `<!-- end generated: ${name} -->`;

/** The names of the generated blocks of a text, in order. */
export const generatedBlocks = (text: string): string[] => [...text.matchAll(/<!-- generated: (.+?) -->/g)].map((m) => m[1]!);

/** The text with the body of the named block replaced; throws when the block is missing. */
export function replaceBlock(text: string, name: string, body: string): string {
  const start = text.indexOf(START(name));
  const end = text.indexOf(END(name));
  if (start < 0 || end < start) throw new Error(`no block '${name}': add ${START(name)} and ${END(name)} where it goes`);
  return `${text.slice(0, start)}${START(name)}\n\n${body.trim()}\n\n${text.slice(end)}`;
}
