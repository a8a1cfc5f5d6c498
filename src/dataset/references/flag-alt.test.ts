/**
 * Each flag checked against its own text alternative: every colour covering a tenth of the flag
 * must be named in the description, and every colour its first sentence names (the field and its
 * bands) must be on the flag, as measured on the drawing the site serves
 * (src/dataset/fields/flag-colours.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { basicColours, coloursNamed } from '../fields/flag-alt.ts';
import { expectAgreement, measureAgreement, type Comparison } from './agreement.ts';

const REFERENCE = 'flag alt text';
const { countries, flagColours } = builtDataset();

describe('flags against their own descriptions', () => {
  it('show the colours their descriptions name, and name the colours they show', () => {
    const comparisons: Comparison[] = countries.map((c) => {
      const palette = flagColours[c.cca2]!.palette;
      const alt = c.flag.alt ?? '';
      const named = coloursNamed(alt);
      // Its field and bands: what the first sentence names (the rest describes emblems, whose details may be too small to measure).
      const field = coloursNamed(alt.split(/\.\s/)[0]!);
      const unnamed = palette.filter((p) => p.proportion >= 0.1 && basicColours(p.hex).length && !basicColours(p.hex).some((x) => named.has(x)));
      const missing = [...field].filter((x) => !palette.some((p) => basicColours(p.hex).includes(x)));
      return {
        cca2: c.cca2,
        agrees: unnamed.length === 0 && missing.length === 0,
        detail: `shows but does not name ${unnamed.map((p) => `${p.hex} (${p.proportion})`).join(', ') || '-'}; names but does not show ${missing.join(', ') || '-'}`,
      };
    });
    expectAgreement(measureAgreement(REFERENCE, 'flag.alt', comparisons, exceptionsOf(REFERENCE, 'flag.alt')));
  });
});

describe('flags drawn by the project', () => {
  it('draws Kyrgyzstan’s flag of 2023: forty straight rays and a tunduk of four bars each way', () => {
    const svg = readFileSync('data/flags/kgz.svg', 'utf8');
    const rays = /<path fill="#ffd700" d="([^"]+)"/.exec(svg)![1]!;
    expect(rays.match(/M[^Z]+Z/g)).toHaveLength(40);
    expect(rays).not.toMatch(/[cCsSqQaA]/); // straight, not the wavy rays of 1992
    expect(svg.match(/V/g)).toHaveLength(4);
    expect(svg.match(/H/g)).toHaveLength(4);
  });
});
