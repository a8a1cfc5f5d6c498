import { describe, expect, it } from 'vitest';
import { unreadLine } from './progress.ts';

describe('unreadLine', () => {
  it('puts a text of several lines on one, its breaks shown as " / "', () => {
    const text = 'Baker Island: 4.8 km\nHowland Island: 6.4 km\r\nJarvis Island: 8 km  \n\n  Kingman Reef: 3 km\r';
    expect(unreadLine({ country: 'UM', field: 'Geography > Coastline (um)', text })).toBe(
      'UM, Geography > Coastline (um): Baker Island: 4.8 km / Howland Island: 6.4 km / Jarvis Island: 8 km / Kingman Reef: 3 km',
    );
  });

  it('leaves a one-line text as it is', () => {
    expect(unreadLine({ country: 'VN', field: 'Geography > Coastline (vm)', text: '3,444 km (excludes islands)' })).toBe(
      'VN, Geography > Coastline (vm): 3,444 km (excludes islands)',
    );
  });

  it('cuts a long text to 160 characters, ending in an ellipsis', () => {
    const line = unreadLine({ country: 'XX', field: 'f', text: 'word '.repeat(60) });
    expect(line.slice('XX, f: '.length)).toHaveLength(160);
    expect(line.endsWith('…')).toBe(true);
  });
});
