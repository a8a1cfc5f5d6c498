import { describe, expect, it } from 'vitest';
import type { MultiPolygon } from 'geojson';
import { bboxOf, contains, inBbox, rewoundForRfc7946, signedArea } from './planar.ts';

// A unit square, counterclockwise (east, then north), with a clockwise hole in its middle.
const square = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
  [0, 0],
];
const hole = [
  [0.25, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
  [0.75, 0.25],
  [0.25, 0.25],
];
const box = (west: number, east: number): number[][] => [
  [west, 0],
  [east, 0],
  [east, 1],
  [west, 1],
  [west, 0],
];

describe('plane geometry of shapes', () => {
  it('gives a counterclockwise ring a positive area and a clockwise one a negative area', () => {
    expect(signedArea(square)).toBe(1);
    expect(signedArea([...square].reverse())).toBe(-1);
    expect(signedArea(hole)).toBe(-0.25);
  });

  it('winds exterior rings counterclockwise and holes clockwise, whatever they were', () => {
    const d3Wound: MultiPolygon = { type: 'MultiPolygon', coordinates: [[[...square].reverse(), [...hole].reverse()]] };
    const [[exterior, inner]] = rewoundForRfc7946(d3Wound).coordinates as [[number[][], number[][]]];
    expect(signedArea(exterior)).toBeGreaterThan(0);
    expect(signedArea(inner)).toBeLessThan(0);
    expect(rewoundForRfc7946({ type: 'MultiPolygon', coordinates: [[square, hole]] }).coordinates).toEqual([[square, hole]]);
  });

  it('rounds coordinates to four decimals', () => {
    const ring = [
      [10.123456, 20.987654],
      [11, 20],
      [11, 21],
      [10.123456, 20.987654],
    ];
    expect(rewoundForRfc7946({ type: 'MultiPolygon', coordinates: [[ring]] }).coordinates[0]![0]![0]).toEqual([10.1235, 20.9877]);
  });

  it('bounds a shape as usual when it stays on one side of the antimeridian', () => {
    expect(bboxOf({ type: 'MultiPolygon', coordinates: [[box(5, 6)], [[...box(-3, -1)]]] })).toEqual([-3, 0, 6, 1]);
  });

  it('bounds a shape across the antimeridian from west of it to east of it, as RFC 7946 §5.2 does', () => {
    // Fiji's islands lie on both sides of 180°: the narrow box runs from 177° E to 179.5° W.
    const fiji: MultiPolygon = { type: 'MultiPolygon', coordinates: [[box(177, 180)], [box(-180, -179.5)]] };
    expect(bboxOf(fiji)).toEqual([177, 0, -179.5, 1]);
    expect(inBbox([177, 0, -179.5, 1], 179, 0.5)).toBe(true);
    expect(inBbox([177, 0, -179.5, 1], -179.8, 0.5)).toBe(true);
    expect(inBbox([177, 0, -179.5, 1], 0, 0.5)).toBe(false);
  });

  it('finds a point inside an exterior ring and outside its hole', () => {
    const shape: MultiPolygon = { type: 'MultiPolygon', coordinates: [[square, hole], [box(5, 6)]] };
    expect(contains(shape, 0.1, 0.1)).toBe(true);
    expect(contains(shape, 0.5, 0.5)).toBe(false);
    expect(contains(shape, 5.5, 0.5)).toBe(true);
    expect(contains(shape, 3, 0.5)).toBe(false);
  });
});
