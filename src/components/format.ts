/**
 * @module
 * How the explorer pages write areas, densities, lists and language names. English formatting
 * everywhere, so the build output does not depend on the machine's locale.
 */
import { formatAreaFigure, formatDensityFigure } from '../lib/number-format.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export const NONE = '—';

export const formatArea = (km2: number | null): string => (km2 === null ? NONE : `${formatAreaFigure(km2)} km²`);

export const formatDensity = (perKm2: number | null): string => (perKm2 === null ? NONE : `${formatDensityFigure(perKm2)} /km²`);

/** English name of an ISO 639 code (639-1, 639-2/B or 639-3), or the code itself when unknown. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A BCP 47 tag for a `lang` attribute (`deu` → `de`), or undefined when the code is not a
 * valid tag: a wrong `lang` is worse than none for screen readers and font selection.
 */
export function langTag(code: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}

/** "Berlin", "Pretoria, Bloemfontein and Cape Town". */
export function listOf(items: readonly string[], empty = NONE): string {
  if (items.length === 0) return empty;
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);
}

/** [52.52, 13.4] → "52.52° N, 13.4° E". */
export function degrees([lat, lng]: readonly [number, number]): string {
  const one = (v: number, pos: string, neg: string) => `${Math.round(Math.abs(v) * 100) / 100}° ${v >= 0 ? pos : neg}`;
  return `${one(lat, 'N', 'S')}, ${one(lng, 'E', 'W')}`;
}
