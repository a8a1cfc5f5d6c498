import type { Language } from '../schema.ts';
import type { LanguageInfo } from '../sources.ts';

/** Languages of a country from its ISO 639-3 keyed map, with 639-1 codes and endonyms where known. */
export function languagesOf(source: Readonly<Record<string, string>>, byIso3: ReadonlyMap<string, LanguageInfo>): Language[] {
  return Object.entries(source)
    .map(([iso639_3, name]) => {
      const info = byIso3.get(iso639_3);
      return { iso639_3, iso639_1: info?.iso639_1 || null, name, nativeName: info?.local || null };
    })
    .sort((a, b) => a.iso639_3.localeCompare(b.iso639_3));
}
