import { describe, expect, it } from 'vitest';
import { formatOffset, ianaZonesFor, standardOffsets } from './timezones.ts';
import type { TimezoneInfo } from '../sources.ts';

const zone = (name: string, countries: string[], utcOffset: number, aliasOf: string | null = null): TimezoneInfo => ({ name, countries, utcOffset, aliasOf });

describe('formatOffset', () => {
  it.each([
    [330, 'UTC+05:30'],
    [345, 'UTC+05:45'],
    [-210, 'UTC-03:30'],
    [-600, 'UTC-10:00'],
    [840, 'UTC+14:00'],
    [60, 'UTC+01:00'],
    [0, 'UTC+00:00'],
  ])('%i minutes is %s', (minutes, expected) => {
    expect(formatOffset(minutes)).toBe(expected);
  });

  it('writes a zero offset as plain UTC when asked (REST Countries v1)', () => {
    expect(formatOffset(0, true)).toBe('UTC');
  });

  it('formats other offsets as usual even when zero is written UTC', () => {
    expect(formatOffset(-210, true)).toBe('UTC-03:30');
  });
});

describe('standardOffsets', () => {
  const zones = [
    zone('Europe/Berlin', ['DE'], 60),
    zone('Europe/Busingen', ['DE'], 60, 'Europe/Zurich'),
    zone('America/New_York', ['US'], -300),
    zone('America/Chicago', ['US'], -360),
    zone('America/Los_Angeles', ['US'], -480),
    zone('America/Detroit', ['US'], -300),
  ];
  const byName = new Map(zones.map((z) => [z.name, z]));

  it('de-duplicates zones that share an offset', () => {
    expect(standardOffsets(['Europe/Berlin', 'Europe/Busingen'], byName)).toEqual([60]);
  });

  it('sorts the offsets ascending', () => {
    expect(standardOffsets(['America/New_York', 'America/Los_Angeles', 'America/Detroit', 'America/Chicago'], byName)).toEqual([-480, -360, -300]);
  });

  it('gives nothing for no zones', () => {
    expect(standardOffsets([], byName)).toEqual([]);
  });

  it('throws on a zone it does not know, naming it', () => {
    expect(() => standardOffsets(['Europe/Berlin', 'Mars/Olympus_Mons'], byName)).toThrow(/Mars\/Olympus_Mons/);
  });
});

describe('ianaZonesFor', () => {
  it('takes the canonical zones located in the country', () => {
    const zones = [zone('Europe/Paris', ['FR', 'MC'], 60), zone('Europe/Monaco', ['MC'], 60, 'Europe/Paris')];
    expect(ianaZonesFor('FR', zones)).toEqual(['Europe/Paris']);
  });

  it('replaces a canonical zone the country only shares by its own alias (Europe/Berlin → Europe/Stockholm for SE)', () => {
    const zones = [
      zone('Europe/Berlin', ['DE', 'DK', 'NO', 'SE', 'SJ'], 60),
      zone('Europe/Stockholm', ['SE'], 60, 'Europe/Berlin'),
      zone('Europe/Oslo', ['NO'], 60, 'Europe/Berlin'),
    ];
    expect(ianaZonesFor('SE', zones)).toEqual(['Europe/Stockholm']);
    expect(ianaZonesFor('NO', zones)).toEqual(['Europe/Oslo']);
    expect(ianaZonesFor('DE', zones)).toEqual(['Europe/Berlin']);
  });

  it('adds the alias of a shared zone beside the country’s own zones (DE: Berlin and Busingen)', () => {
    const zones = [
      zone('Europe/Berlin', ['DE', 'SE'], 60),
      zone('Europe/Zurich', ['CH', 'DE', 'LI'], 60),
      zone('Europe/Busingen', ['DE'], 60, 'Europe/Zurich'),
    ];
    expect(ianaZonesFor('DE', zones)).toEqual(['Europe/Berlin', 'Europe/Busingen']);
  });

  it('keeps a shared zone with no alias for a country that has no zone of its own', () => {
    const zones = [zone('Asia/Riyadh', ['SA', 'AQ', 'KW', 'YE'], 180)];
    expect(ianaZonesFor('KW', zones)).toEqual(['Asia/Riyadh']);
  });

  it('drops a shared zone with no alias for a country that has a zone of its own', () => {
    const zones = [zone('Asia/Riyadh', ['SA', 'AQ', 'KW', 'YE'], 180), zone('Antarctica/Casey', ['AQ'], 480)];
    expect(ianaZonesFor('AQ', zones)).toEqual(['Antarctica/Casey']);
  });

  it('leaves out tzdata’s backward spellings (Africa/Asmera)', () => {
    const zones = [
      zone('Africa/Nairobi', ['KE', 'ER'], 180),
      zone('Africa/Asmara', ['ER'], 180, 'Africa/Nairobi'),
      zone('Africa/Asmera', ['ER'], 180, 'Africa/Nairobi'),
    ];
    expect(ianaZonesFor('ER', zones)).toEqual(['Africa/Asmara']);
  });

  it('leaves out links outside the tz areas (US/Eastern, EST5EDT)', () => {
    const zones = [
      zone('America/New_York', ['US'], -300),
      zone('US/Eastern', ['US'], -300, 'America/New_York'),
      zone('EST5EDT', ['US'], -300, 'America/New_York'),
    ];
    expect(ianaZonesFor('US', zones)).toEqual(['America/New_York']);
  });

  it('leaves out a non-area link even when it is the country’s own alias of a shared zone (Iceland)', () => {
    const zones = [
      zone('Africa/Abidjan', ['CI', 'GH', 'IS', 'SN'], 0),
      zone('Atlantic/Reykjavik', ['IS'], 0, 'Africa/Abidjan'),
      zone('Iceland', ['IS'], 0, 'Africa/Abidjan'),
    ];
    expect(ianaZonesFor('IS', zones)).toEqual(['Atlantic/Reykjavik']);
  });

  it('gives Europe/Simferopol to UA only, as zone.tab does', () => {
    const zones = [zone('Europe/Moscow', ['RU'], 180), zone('Europe/Kyiv', ['UA'], 120), zone('Europe/Simferopol', ['RU', 'UA'], 180)];
    expect(ianaZonesFor('RU', zones)).toEqual(['Europe/Moscow']);
    expect(ianaZonesFor('UA', zones)).toEqual(['Europe/Kyiv', 'Europe/Simferopol']);
  });

  it('sorts the names and gives nothing to a country no zone lists', () => {
    const zones = [zone('America/New_York', ['US'], -300), zone('America/Chicago', ['US'], -360), zone('Pacific/Honolulu', ['US', 'UM'], -600)];
    expect(ianaZonesFor('US', zones)).toEqual(['America/Chicago', 'America/New_York', 'Pacific/Honolulu']);
    expect(ianaZonesFor('BV', zones)).toEqual([]);
  });
});
