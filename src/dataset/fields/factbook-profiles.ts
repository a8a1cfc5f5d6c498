/**
 * @module
 * The Factbook's whole profiles for `/api/country/{code}/factbook`, HTML removed, kept beside
 * the records (a profile is 30–60 KB: too much to repeat in every country file).
 */
import type { FactbookProfile } from '../schema-profile.ts';
import { fieldText, profileText } from './factbook-text.ts';

export function profilesOf(
  countries: ReadonlyArray<{ cca2: string }>,
  gecsByCountry: Readonly<Record<string, readonly string[]>>,
  profiles: Readonly<Record<string, unknown>>,
): Record<string, FactbookProfile[]> {
  const out: Record<string, FactbookProfile[]> = {};
  for (const { cca2 } of [...countries].sort((a, b) => a.cca2.localeCompare(b.cca2))) {
    const gecs = gecsByCountry[cca2] ?? [];
    if (gecs.length)
      out[cca2] = gecs.map((gec) => {
        const profile = profiles[gec];
        // "none" where the short form is the long one (the United Arab Emirates).
        const names = ['conventional short form', 'conventional long form'].map((form) => fieldText(profile, 'Government', 'Country name', form));
        const name = names.find((n) => n !== undefined && n !== 'none');
        const sections = profileText(profile);
        return { gec: gec.toUpperCase(), name: name ?? gec.toUpperCase(), sections: typeof sections === 'object' ? sections : {} };
      });
  }
  return out;
}
