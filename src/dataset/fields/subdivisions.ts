/**
 * @module
 * ISO 3166-2 subdivisions from Debian's iso-codes, with CLDR's English names, checked against
 * CLDR's own list of subdivisions (codes and parents): every disagreement must have its reason
 * in data/subdivisions.json, and a listed reason that no longer applies is a problem too.
 */
import type { Problem } from '../problems.ts';
import type {
  SubdivisionCounts,
  SubdivisionCrossCheck,
  SubdivisionData,
  SubdivisionDifference,
  SubdivisionName,
  SubdivisionNotesFile,
} from '../subdivision-schema.ts';
import type { IsoCodesSubdivision } from '../sources.ts';
import { compactKey } from '../../lib/text-fold.ts';
import { fromCldrKey } from './subdivision-names.ts';

export const ISO_CODES_FILE = 'data/iso-codes/iso_3166-2.json';

/**
 * iso-codes writes a second name ISO gives in brackets after the first (`A Coruña [La Coruña]`),
 * sometimes with that name's own code (`Cardiff [Caerdydd GB-CRD]`), or only a national code
 * (`Stockholms län [SE-01]`) or a note (`[city]`), which are not names.
 */
export function splitIsoName(raw: string): { name: string; second: string | null } {
  const match = /^(.*?)\s*\[([^\]]*)\]\s*$/.exec(raw);
  if (!match) return { name: raw.trim(), second: null };
  const second = match[2]!.replace(/\s*\b[A-Z]{2}-[A-Z0-9]{1,3}$/, '').trim();
  return { name: match[1]!.trim(), second: second && /^\p{Lu}/u.test(second) ? second : null };
}

/** The records, in code order; a parent or a country that does not exist is a problem. English names by ISO code: see subdivision-names.ts. */
export function subdivisionsOf(
  entries: readonly IsoCodesSubdivision[],
  englishNames: ReadonlyMap<string, readonly string[]>,
  countries: ReadonlySet<string>,
  problems: Problem[],
): SubdivisionData[] {
  const codes = new Set(entries.map((e) => e.code));
  const records: SubdivisionData[] = [];
  const seen = new Set<string>();
  for (const entry of [...entries].sort((a, b) => a.code.localeCompare(b.code))) {
    const record = `${ISO_CODES_FILE} ${entry.code}`;
    const fail = (field: string, message: string) => void problems.push({ record, field, message });
    const country = entry.code.slice(0, 2);
    if (seen.has(entry.code)) fail('code', 'a second entry with this code');
    seen.add(entry.code);
    if (!countries.has(country)) fail('code', `no country with alpha-2 code '${country}'`);
    const parent = entry.parent ?? null;
    if (parent !== null && (!codes.has(parent) || parent.slice(0, 2) !== country || parent === entry.code))
      fail('parent', `'${parent}' is not another subdivision of ${country}`);

    const { name, second } = splitIsoName(entry.name);
    const otherNames: SubdivisionName[] = [];
    const keys = new Set([compactKey(name)]);
    const addName = (other: string | null | undefined, source: SubdivisionName['source'], language: string | null) => {
      if (!other || keys.has(compactKey(other))) return;
      keys.add(compactKey(other));
      otherNames.push({ name: other, language, source });
    };
    addName(second, 'iso-codes', null);
    for (const english of englishNames.get(entry.code) ?? []) addName(english, 'cldr', 'en');
    records.push({ code: entry.code, country, name, otherNames, type: entry.type, parent });
  }
  const byCode = new Map(records.map((r) => [r.code, r]));
  for (const r of records) {
    const path = new Set<string>([r.code]);
    for (let p = r.parent; p !== null; p = byCode.get(p)?.parent ?? null) {
      if (path.has(p)) {
        problems.push({ record: `${ISO_CODES_FILE} ${r.code}`, field: 'parent', message: `the parents go round in a circle through ${p}` });
        break;
      }
      path.add(p);
    }
  }
  return records;
}

/** CLDR's subdivisionContainment: a country or subdivision (CLDR key) → the subdivisions in it. */
export type CldrSubdivisionContainment = Readonly<Record<string, { readonly _contains: readonly string[] } | undefined>>;

/**
 * The codes and parents of both sources side by side. Every difference needs its reason in
 * data/subdivisions.json (a problem otherwise), and so does nothing else.
 */
export function crossCheck(
  records: readonly SubdivisionData[],
  containment: CldrSubdivisionContainment,
  notes: SubdivisionNotesFile['differences'],
  reference: string,
  problems: Problem[],
): SubdivisionCrossCheck {
  const cldrParent = new Map<string, string | null>();
  for (const [container, entry] of Object.entries(containment))
    for (const key of entry?._contains ?? []) cldrParent.set(fromCldrKey(key), container.length === 2 ? null : fromCldrKey(container));

  const found: Array<Omit<SubdivisionDifference, 'reason'>> = [];
  let compared = 0;
  for (const r of records) {
    if (!cldrParent.has(r.code)) {
      found.push({ code: r.code, field: 'code', isoCodes: r.code, cldr: null });
      continue;
    }
    compared++;
    const parent = cldrParent.get(r.code)!;
    if (parent !== r.parent) found.push({ code: r.code, field: 'parent', isoCodes: r.parent, cldr: parent });
  }
  const ours = new Set(records.map((r) => r.code));
  for (const code of cldrParent.keys()) if (!ours.has(code)) found.push({ code, field: 'code', isoCodes: null, cldr: code });

  const reasonOf = new Map(notes.map((n) => [`${n.code} ${n.field}`, n.reason]));
  const differences: SubdivisionDifference[] = [];
  for (const f of found.sort((a, b) => a.code.localeCompare(b.code))) {
    const reason = reasonOf.get(`${f.code} ${f.field}`);
    if (reason) differences.push({ ...f, reason });
    else
      problems.push({
        record: `${ISO_CODES_FILE} ${f.code}`,
        field: f.field,
        message: `iso-codes says ${f.isoCodes ?? 'none'}, CLDR ${f.cldr ?? 'none'}: give the reason in data/subdivisions.json differences`,
      });
  }
  const listed = new Set(found.map((f) => `${f.code} ${f.field}`));
  notes.forEach((n, i) => {
    if (!listed.has(`${n.code} ${n.field}`))
      problems.push({ record: `data/subdivisions.json differences[${i}]`, field: n.field, message: `the sources agree on ${n.code} now: remove the note` });
  });
  const disagreeing = new Set(differences.map((d) => d.code));
  return { reference, compared, agreeing: records.filter((r) => cldrParent.has(r.code) && !disagreeing.has(r.code)).length, differences };
}

/** What a country record says of its subdivisions: first-level categories first, then by count. */
export function countsOf(subdivisions: readonly SubdivisionData[]): Omit<SubdivisionCounts, 'edition' | 'laterChanges'> {
  const byType = new Map<string, { count: number; topLevel: boolean }>();
  for (const s of subdivisions) {
    const t = byType.get(s.type) ?? { count: 0, topLevel: false };
    t.count++;
    t.topLevel ||= s.parent === null;
    byType.set(s.type, t);
  }
  const types = [...byType]
    .sort(([a, x], [b, y]) => Number(y.topLevel) - Number(x.topLevel) || y.count - x.count || a.localeCompare(b))
    .map(([type, { count }]) => ({ type, count }));
  return { count: subdivisions.length, topLevel: subdivisions.filter((s) => s.parent === null).length, types };
}
