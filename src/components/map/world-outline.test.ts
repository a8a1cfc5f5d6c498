import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { worldTopology } from './atlas.ts';
import { worldFrame } from './projection.ts';
import { OUTLINE_IDS, worldOutlineSvg } from './world-outline.ts';

const svg = worldOutlineSvg(worldTopology(), worldFrame());
const pathOf = (id: string) => new RegExp(`<path id="${id}"([^>]*)/>`).exec(svg);

describe('worldOutlineSvg', () => {
  it('is well-formed XML', () => {
    expect(XMLValidator.validate(svg)).toBe(true);
  });

  it.each(Object.values(OUTLINE_IDS))('has a non-empty path with the id the locator references: %s', (id) => {
    const d = / d="([^"]*)"/.exec(pathOf(id)?.[1] ?? '')?.[1] ?? '';
    expect(d.length).toBeGreaterThan(100);
  });

  it('leaves fill and stroke colours to the page, so the theme reaches the shapes through <use>', () => {
    const colours = [...svg.matchAll(/(fill|stroke)="(?!none")[^"]*"/g)].map((m) => m[0]);
    expect(colours).toEqual([]);
    expect(svg).not.toContain('style=');
  });

  it('stays small enough to be one cached download for every country page', () => {
    expect(svg.length).toBeLessThan(80_000);
  });
});
