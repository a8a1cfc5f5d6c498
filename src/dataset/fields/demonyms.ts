import type { RestCountry } from '../sources.ts';

type Demonyms = Record<string, { f: string; m: string }>;

/**
 * Demonyms keyed by ISO 639-3 language: world-countries' where it has both forms, REST
 * Countries v4's for the languages it lacks; empty entries (either source) are left out.
 */
export function demonymsOf(source: Readonly<Demonyms> | undefined, rest: RestCountry['demonyms']): Demonyms {
  const out: Demonyms = {};
  for (const [lang, d] of Object.entries(source ?? {})) if (d.f.trim() && d.m.trim()) out[lang] = { f: d.f.trim(), m: d.m.trim() };
  for (const d of rest) if (!out[d.lang] && d.female.trim() && d.male.trim()) out[d.lang] = { f: d.female.trim(), m: d.male.trim() };
  return out;
}
