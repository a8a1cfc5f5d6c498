/**
 * @module
 * Rules that span records: unique codes, a border relation that is closed and symmetric, one
 * map object per country, and UN membership said the same way twice.
 * Each returns every offender, so one run shows them all.
 */
import type { CountryData } from './schema.ts';
import type { Problem } from './problems.ts';

const label = (c: CountryData) => `${c.cca2} (${c.name.common})`;

export function duplicateCodeProblems(countries: readonly CountryData[]): Problem[] {
  const problems: Problem[] = [];
  for (const field of ['cca2', 'cca3', 'ccn3', 'cioc'] as const) {
    const seen = new Map<string, CountryData>();
    for (const c of countries) {
      const code = c[field];
      if (code === null) continue;
      const first = seen.get(code);
      if (first) problems.push({ record: label(c), field, message: `duplicate code '${code}', also used by ${label(first)}` });
      else seen.set(code, c);
    }
  }
  return problems;
}

export function borderProblems(countries: readonly CountryData[]): Problem[] {
  const byCca3 = new Map(countries.map((c) => [c.cca3, c]));
  const problems: Problem[] = [];
  for (const c of countries) {
    c.borders.forEach((code, i) => {
      const other = byCca3.get(code);
      if (!other) problems.push({ record: label(c), field: `borders[${i}]`, message: `unknown country code '${code}'` });
      else if (other === c) problems.push({ record: label(c), field: `borders[${i}]`, message: 'a country cannot border itself' });
      else if (!other.borders.includes(c.cca3))
        problems.push({ record: label(c), field: `borders[${i}]`, message: `${code} does not list ${c.cca3} back (borders must be symmetric)` });
    });
    if (new Set(c.borders).size !== c.borders.length) problems.push({ record: label(c), field: 'borders', message: 'duplicate border code' });
  }
  return problems;
}

/** Two countries with the same OpenStreetMap object: one of them links to the wrong place. */
export function duplicateMapProblems(countries: readonly CountryData[]): Problem[] {
  const seen = new Map<string, CountryData>();
  const problems: Problem[] = [];
  for (const c of countries) {
    const first = seen.get(c.maps.openStreetMaps);
    if (first) problems.push({ record: label(c), field: 'maps.openStreetMaps', message: `${c.maps.openStreetMaps} is also ${label(first)}'s map` });
    else seen.set(c.maps.openStreetMaps, c);
  }
  return problems;
}

/** data/memberships.json's UN list and the records' unMember must agree. */
export function membershipAgreementProblems(countries: readonly CountryData[]): Problem[] {
  return countries
    .filter((c) => c.memberships.un !== c.unMember)
    .map((c) => ({
      record: label(c),
      field: 'memberships.un',
      message: `data/memberships.json ${c.memberships.un ? 'lists' : 'does not list'} it as a UN member, but unMember is ${String(c.unMember)}`,
    }));
}

/**
 * Names two countries may share in one language, each with its reason: `language` is an ISO
 * 639-3 code (`eng` for `name`), `name` the shared text. Empty while no two countries need one.
 */
export const SHARED_NAMES: readonly { language: string; name: string; countries: readonly string[]; reason: string }[] = [];

/**
 * A name (common or official) that two countries have in one language is a name copied onto the
 * wrong country (the Hungarian name of Tanzania was Tajikistan's), unless listed in `allowed`.
 */
export function sharedNameProblems(countries: readonly CountryData[], allowed = SHARED_NAMES): Problem[] {
  const owners = new Map<string, { field: string; country: CountryData }>();
  const problems: Problem[] = [];
  for (const c of countries) {
    const names = [
      ['eng', 'name', c.name],
      ...Object.entries(c.translations).map(([language, t]) => [language, `translations.${language}`, t] as const),
    ] as const;
    for (const [language, field, { common, official }] of names) {
      for (const [kind, name] of [
        ['common', common],
        ['official', official],
      ] as const) {
        // A country's common and official names may be the same text; two countries' may not.
        const key = `${language}\u0000${name.normalize('NFC').toLowerCase()}`;
        const first = owners.get(key);
        if (!first) owners.set(key, { field: `${field}.${kind}`, country: c });
        else if (
          first.country !== c &&
          !allowed.some((a) => a.language === language && a.name === name && a.countries.includes(c.cca2) && a.countries.includes(first.country.cca2))
        )
          problems.push({
            record: label(c),
            field: `${field}.${kind}`,
            message: `'${name}' is also ${label(first.country)}'s ${first.field}: a name copied onto the wrong country (list it in SHARED_NAMES with a reason if both really share it)`,
          });
      }
    }
  }
  return problems;
}

/**
 * Words whose capital letter after a small one is the language's own spelling, each with its
 * reason; any other such word is a case-folding error (the source's Polish `WybrzeŻe`, Slovak
 * `juŽné`) or two words run together (`štátSamoa`).
 */
export const MIXED_CASE_WORDS: readonly { word: RegExp; reason: string }[] = [
  { word: /^Ma?c\p{Lu}/u, reason: 'Scottish and Irish surnames: the McDonald Islands' },
  { word: /^w?eSwatini$/u, reason: 'Eswatini’s own spelling, eSwatini (weSwatini: of eSwatini)' },
  { word: /^h[AEIOUÁÉÍÓÚ]/u, reason: 'Irish prefixes h to a capitalised vowel: Poblacht na hÉireann' },
  { word: /^(?:ye|yase)\p{Lu}/u, reason: 'Nguni possessive prefixes before a proper name: IRiphabliki yeNingizimu Afrika' },
];

/**
 * English official names that are a part of the common name and still right, each with its
 * reason; any other is a name cut short (the source's official name of French Guiana, `Guiana`).
 */
export const SHORTER_OFFICIAL_NAMES: Readonly<Record<string, string>> = {
  VG: 'The territory’s official name is the Virgin Islands; “British” tells it from the United States Virgin Islands.',
};

const wholeWords = (part: string, whole: string) => new RegExp(`(^|\\s)${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\s)`, 'u').test(whole);

/** Names (English, native and translations) with a capital inside a word, or an official name cut short. */
export function nameSpellingProblems(countries: readonly CountryData[], allowed = MIXED_CASE_WORDS, shorter = SHORTER_OFFICIAL_NAMES): Problem[] {
  const problems: Problem[] = [];
  for (const c of countries) {
    const pairs = [
      ['name', c.name],
      ...Object.entries(c.name.native).map(([language, pair]) => [`name.native.${language}`, pair] as const),
      ...Object.entries(c.translations).map(([language, pair]) => [`translations.${language}`, pair] as const),
    ] as const;
    for (const [field, pair] of pairs)
      for (const kind of ['common', 'official'] as const) {
        const wrong = pair[kind].split(/[\s\-–,()/]+/).filter((w) => /\p{Ll}\p{Lu}/u.test(w) && !allowed.some((a) => a.word.test(w)));
        if (wrong.length)
          problems.push({
            record: label(c),
            field: `${field}.${kind}`,
            message: `'${wrong.join("', '")}' has a capital letter inside a word: a case-folding error or two words run together (list it in MIXED_CASE_WORDS with a reason if it is right)`,
          });
      }
    if (c.name.official !== c.name.common && wholeWords(c.name.official, c.name.common) && !(c.cca2 in shorter))
      problems.push({
        record: label(c),
        field: 'name.official',
        message: `'${c.name.official}' is a part of the common name '${c.name.common}': an official name cut short (list it in SHORTER_OFFICIAL_NAMES with a reason if it is right)`,
      });
  }
  return problems;
}
