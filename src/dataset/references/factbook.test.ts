/**
 * The Factbook layer against references it does not use: the GEC codes against CLDR's FIPS 10-4
 * mappings, dependency status against world-countries' independence flag, UN observers against
 * the Factbook's own organisation lists, English demonyms against the Factbook's nationality.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';
import { capitalTheFactbookLocates, factbookDegrees, kmBetween } from './coordinates.ts';

const require = createRequire(import.meta.url);
const { countries, factbook } = builtDataset();
/** A country's (first) profile's "People and Society" section, field → text or sub-field → text. */
const peopleAndSociety = (cca2: string) => factbook[cca2]?.[0]?.sections['People and Society'] as Record<string, unknown> | undefined;
/** data/factbook/<region>/<gec>.json by GEC code, read as plain files. */
const profilePaths = new Map(
  readdirSync('data/factbook', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(`data/factbook/${d.name}`).map((f) => [f.replace('.json', ''), `data/factbook/${d.name}/${f}`] as const)),
);

// The Factbook's names where they are not the ISO 639 name the record carries.
const aliases: Record<string, string> = {
  bangla: 'ben',
  dhivehi: 'div',
  tamazight: 'ber',
  'tamazight languages': 'ber',
  kirundi: 'run',
  shikomoro: 'zdj',
  siswati: 'ssw',
  swati: 'ssw',
  itaukei: 'fij',
  taukei: 'fij',
  creole: 'hat',
  'bahasa indonesia': 'ind',
  'persian farsi': 'fas',
  kurdish: 'ckb',
  'bahasa malaysia': 'msa',
  'moldovan/romanian': 'ron',
  'bokmal norwegian': 'nob',
  'nynorsk norwegian': 'nno',
  isindebele: 'nbl',
  putonghua: 'zho',
  mandarin: 'zho',
  cantonese: 'zho',
  kiswahili: 'swa',
  'swahili/kiswahili': 'swa',
  sepedi: 'nso',
  sesotho: 'sot',
  setswana: 'tsn',
  xitsonga: 'tso',
  tshivenda: 'ven',
  'castilian spanish': 'spa',
};
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
/** The Factbook's Languages entry of a country, or undefined. */
const languagesText = (cca2: string): string | undefined => {
  const entry = peopleAndSociety(cca2)?.['Languages'];
  const text = typeof entry === 'string' ? entry : (entry as Record<string, unknown> | undefined)?.['Languages'];
  return typeof text === 'string' ? text : undefined;
};

describe('the Factbook layer', () => {
  it('pairs each country with the profile CLDR’s FIPS 10-4 code names', () => {
    const mappings = (
      JSON.parse(readFileSync(require.resolve('cldr-core/supplemental/codeMappings.json'), 'utf8')) as {
        supplemental: { codeMappings: Record<string, { _fips10?: string }> };
      }
    ).supplemental.codeMappings;
    // CLDR lists a FIPS code only where it differs from the alpha-2 code.
    const comparisons = countries.map((c) => {
      const fips = mappings[c.cca2]?._fips10 ?? c.cca2;
      return { cca2: c.cca2, agrees: c.gec === fips, detail: `ours ${c.gec ?? 'none'}, CLDR FIPS 10-4 ${fips}` };
    });
    expectAgreement(measureAgreement('CLDR codeMappings', 'gec', comparisons, exceptionsOf('CLDR codeMappings', 'gec')));
  });

  it('gives a dependency status to exactly the records world-countries marks as not independent', () => {
    const comparisons = countries
      .filter((c) => c.independent !== null)
      .map((c) => ({
        cca2: c.cca2,
        agrees: (c.dependency !== null) === (c.independent === false),
        detail: `independent ${String(c.independent)}, dependency ${c.dependency ? `${c.dependency.kind} of ${c.dependency.sovereign}` : 'none'}`,
      }));
    expectAgreement(measureAgreement('world-countries', 'dependency', comparisons, exceptionsOf('world-countries', 'dependency')));
  });

  it('marks as UN observers the states the Factbook lists as "UN (observer)"', () => {
    const comparisons = countries
      .filter((c) => c.gec !== null)
      .map((c) => {
        const listed = /UN \(observer\)/.test(readFileSync(profilePaths.get(c.gec!.toLowerCase())!, 'utf8'));
        return {
          cca2: c.cca2,
          agrees: listed === c.unObserver,
          detail: `ours ${String(c.unObserver)}, the Factbook ${listed ? 'lists' : 'does not list'} "UN (observer)"`,
        };
      });
    expectAgreement(measureAgreement('CIA World Factbook', 'unObserver', comparisons, exceptionsOf('CIA World Factbook', 'unObserver')));
  });

  it('puts each capital within 25 km of the Factbook’s coordinates for it', () => {
    const comparisons = countries.flatMap((c) => {
      if (!c.gec || !c.capitals[0]?.latlng) return [];
      const profile = JSON.parse(readFileSync(profilePaths.get(c.gec.toLowerCase())!, 'utf8')) as {
        Government?: { Capital?: Record<string, { text?: string }> };
      };
      const name = profile.Government?.Capital?.name?.text ?? '';
      const coordinates = factbookDegrees(profile.Government?.Capital?.['geographic coordinates']?.text ?? '');
      // The capital the Factbook names first is the one its coordinates are for.
      const capital = capitalTheFactbookLocates(
        name,
        c.capitals.filter((cap) => cap.latlng),
      );
      if (!coordinates || !capital?.latlng) return [];
      const distance = kmBetween(capital.latlng, coordinates);
      return [
        {
          cca2: c.cca2,
          agrees: distance <= 25,
          detail: `${capital.name} ${JSON.stringify(capital.latlng)} is ${distance.toFixed(0)} km from the Factbook's ${coordinates.map((x) => x.toFixed(2)).join(', ')} (${name})`,
        },
      ];
    });
    expectAgreement(measureAgreement('CIA World Factbook', 'capital coordinates', comparisons, exceptionsOf('CIA World Factbook', 'capital coordinates')));
  });
  it('gives each country an English demonym the Factbook’s nationality (adjective or noun) names', () => {
    // "Antiguan, Barbudan", "Kittitian(s), Nevisian(s)", "Chinese/Hong Konger", "Taiwan (or Taiwanese)": each form, and the whole text.
    const forms = (text: string) => {
      const plain = text.replace(/\(s\)|\(es\)|\(singular and plural\)/g, '').trim();
      return [plain, ...plain.split(/,|;|\/|\bor\b|[()]/)].map((f) => f.trim().normalize('NFD').replace(/\p{M}/gu, '')).filter(Boolean);
    };
    const comparisons = countries.flatMap((c) => {
      const nationality = peopleAndSociety(c.cca2)?.['Nationality'] as { noun?: string; adjective?: string } | undefined;
      const ours = c.demonyms.eng;
      if (!nationality || !ours) return [];
      const named = new Set([...forms(nationality.adjective ?? ''), ...forms(nationality.noun ?? '')]);
      const agrees = [ours.m, ours.f].every((d) => forms(d).some((f) => named.has(f)));
      return [{ cca2: c.cca2, agrees, detail: `ours ${ours.m}/${ours.f}, the Factbook ${nationality.adjective ?? '-'} (noun ${nationality.noun ?? '-'})` }];
    });
    expectAgreement(measureAgreement('CIA World Factbook', 'demonyms', comparisons, exceptionsOf('CIA World Factbook', 'demonyms')));
  });
  it('lists every language the Factbook marks official nationwide', () => {
    // "Kirundi (official)", "Bangla 98.8% (official, also known as Bengali)", "Irish (Gaelic or Gaeilge) (official, …)", not "Croatian (official in Burgenland)".
    const officialNames = (text: string) =>
      [...text.matchAll(/([^,;()]+(?:\([^()]*\)\s*)*)\(([^()]*\bofficial\b[^()]*)\)/g)]
        .filter((m) => !/\bin\b|regional|local|where|recogni|provinc|languages of/.test(m[2]!))
        .map((m) =>
          [...m[1]!.replace(/[\d.<%]+/g, '').split(/[()]/), ...m[2]!.split(',').map((x) => x.replace(/also known as|official/g, ''))]
            .flatMap((x) => x.split(/ or /))
            .map((x) => fold(x).replace(/^(includes|and) /, ''))
            .filter(Boolean),
        )
        .filter((names) => names.length > 0 && names[0] !== 'other');
    const comparisons = countries.flatMap((c) => {
      const text = languagesText(c.cca2);
      if (text === undefined) return [];
      const ours = new Set(c.languages.flatMap((l) => [l.iso639_3, fold(l.name)]));
      const missing = officialNames(text).filter((names) => !names.some((n) => ours.has(n) || ours.has(aliases[n] ?? '')));
      return [
        {
          cca2: c.cca2,
          agrees: missing.length === 0,
          detail: `the Factbook's official ${missing.map((n) => n[0]).join(', ')} missing from ${c.languages.map((l) => l.name).join(', ')}`,
        },
      ];
    });
    expectAgreement(measureAgreement('CIA World Factbook', 'languages', comparisons, exceptionsOf('CIA World Factbook', 'languages')));
  });
  it('lists no language the Factbook names without an official, national or state status', () => {
    // "Russian 9.7%" names a language without status; "Russian (official language)", "Sangho (lingua franca and national language)" with one.
    const STATUS = /official|national|state|recogni|special status/;
    const comparisons = countries.flatMap((c) => {
      const text = languagesText(c.cca2);
      if (text === undefined || !/official/.test(text)) return [];
      const plain = fold(text);
      const without = c.languages.filter((l) => {
        const names = [
          fold(l.name),
          ...Object.entries(aliases)
            .filter(([, code]) => code === l.iso639_3)
            .map(([name]) => name),
        ];
        // Each place the language is named, with what follows it up to the next comma or semicolon outside brackets.
        const mentions = names.flatMap((n) =>
          [...plain.matchAll(new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b(\\s*(?:\\([^()]*\\)\\s*)*[^,;]*)`, 'g'))].map((m) => m[1]!),
        );
        return mentions.length > 0 && !mentions.some((after) => STATUS.test(after));
      });
      return [
        {
          cca2: c.cca2,
          agrees: without.length === 0,
          detail: `ours lists ${without.map((l) => l.name).join(', ')}, which the Factbook names without status: ${text.slice(0, 160)}`,
        },
      ];
    });
    expectAgreement(
      measureAgreement(
        'CIA World Factbook',
        'languages (listed but not official)',
        comparisons,
        exceptionsOf('CIA World Factbook', 'languages (listed but not official)'),
      ),
    );
  });
});
