import { describe, expect, it } from 'vitest';
import { flagColours } from './flag-colours.ts';

const R = [255, 0, 0, 255];
const S = [240, 10, 10, 255]; // a shade of red (distance 20.6)
const W = [255, 255, 255, 255];
const T = [0, 0, 255, 0]; // transparent: no part of the flag

describe('flagColours', () => {
  it('counts every opaque pixel once, runs and single pixels alike, shades with their colour', () => {
    const pixels = Uint8Array.from([R, R, W, R, S, W, T, R, W, R].flat());
    // Red 5 + its shade 1, white 3, of 9 opaque pixels.
    expect(flagColours(pixels)).toMatchObject({
      dominant: '#ff0000',
      prominent: '#ff0000',
      palette: [
        { hex: '#ff0000', proportion: 0.6667 },
        { hex: '#ffffff', proportion: 0.3333 },
      ],
    });
  });

  it('names the larger colour first whatever the order of the pixels', () => {
    const pixels = Uint8Array.from([W, R, R, R, W, W, W, W, T, T].flat());
    expect(flagColours(pixels).palette).toEqual([
      { hex: '#ffffff', proportion: 0.625 },
      { hex: '#ff0000', proportion: 0.375 },
    ]);
  });
});
