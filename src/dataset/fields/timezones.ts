import type { TimezoneInfo } from '../sources.ts';

/** Areas of real tz identifiers; `Canada/*`, `US/*`, `EST`, `W-SU` and the like are backward links. */
const TZ_AREAS = new Set(['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific']);

/**
 * Old spellings that tzdata's `backward` file keeps for compatibility. countries-and-timezones
 * marks them like the country-specific names of zone.tab (both are links), so they are named here;
 * the list is what differs from zone.tab after the rule below (measured on tzdata 2025b).
 */
const BACKWARD_NAMES = new Set([
  'Africa/Asmera',
  'Africa/Timbuktu',
  'America/Coral_Harbour',
  'America/Virgin',
  'Antarctica/South_Pole',
  'Atlantic/Jan_Mayen',
  'Pacific/Ponape',
  'Pacific/Truk',
  'Pacific/Yap',
]);

/** zone1970.tab lists Crimea's zone under RU and UA; zone.tab, following ISO 3166, under UA only. */
const ZONE_OWNER: Readonly<Record<string, string>> = { 'Europe/Simferopol': 'UA' };

/**
 * The IANA zones of a country, close to zone.tab: the canonical zones located in the country
 * (first in their country list), and for a canonical zone it merely shares (Europe/Berlin for
 * SE) the country's own alias (Europe/Stockholm); a shared zone with no alias counts only for a
 * country that has no zone of its own.
 */
export function ianaZonesFor(cca2: string, zones: readonly TimezoneInfo[]): string[] {
  const mine = zones.filter(
    (z) => z.countries.includes(cca2) && TZ_AREAS.has(z.name.split('/')[0] ?? '') && !BACKWARD_NAMES.has(z.name) && (ZONE_OWNER[z.name] ?? cca2) === cca2,
  );
  const canonical = mine.filter((z) => !z.aliasOf);
  const home = canonical.filter((z) => z.countries[0] === cca2 || ZONE_OWNER[z.name] === cca2);
  const chosen = new Set(home.map((z) => z.name));
  for (const shared of canonical.filter((z) => z.countries[0] !== cca2)) {
    const own = mine.filter((a) => a.aliasOf === shared.name);
    if (own.length) own.forEach((a) => chosen.add(a.name));
    else if (home.length === 0) chosen.add(shared.name);
  }
  return [...chosen].sort();
}

/** `UTC±HH:MM`; with `zeroAsUtc` a zero offset is written `UTC` as REST Countries v1 did. */
export function formatOffset(minutes: number, zeroAsUtc = false): string {
  if (minutes === 0 && zeroAsUtc) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

/**
 * Distinct standard offsets (minutes) of some zones, ascending. The offsets come from the
 * pinned package, not the runtime's Intl: their tzdata versions differ.
 */
export function standardOffsets(zoneNames: readonly string[], zonesByName: ReadonlyMap<string, TimezoneInfo>): number[] {
  const offsets = new Set<number>();
  for (const name of zoneNames) {
    const zone = zonesByName.get(name);
    if (!zone) throw new Error(`unknown time zone '${name}'`);
    offsets.add(zone.utcOffset);
  }
  return [...offsets].sort((a, b) => a - b);
}
