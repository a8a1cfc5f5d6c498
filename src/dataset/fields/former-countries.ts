/**
 * @module
 * Former countries: every entry of ISO 3166-3 (Debian's iso-codes) joined by its alpha-4 code to
 * the curated facts ISO does not give (data/former-countries.json), with its successors.
 *
 * ISO's alpha-4 code names the successor in its last two letters: the new alpha-2 code of a
 * renamed country (BUMM: Burma → Myanmar), `AA` where the alpha-2 code stayed (BYAA: the
 * Byelorussian SSR → Belarus), the alpha-2 code of the country it merged into (DDDE), and `HH`
 * (`XX` for Serbia and Montenegro) where it was divided, which the curated file must then list.
 * Successors are joined by code only, never by name: a current country's alpha-2 code, or a former
 * one's alpha-4 code (Yugoslavia's YUCS names CS, which by then was Serbia and Montenegro, CSXX).
 */
import type { Problem } from '../problems.ts';
import { problemsFromZod } from '../problems.ts';
import { FormerCountriesFile, FormerCountryData, IsoCodesFormerCountry, IsoCodesFormerFile, type FormerSuccessor, type PartialDate } from '../former-schema.ts';

export const ISO_FORMER_FILE = 'data/iso-codes/iso_3166-3.json';
export const FORMER_NOTES_FILE = 'data/former-countries.json';

/** The last two letters of an alpha-4 code that name no successor: a division. */
const DIVIDED = new Set(['HH', 'XX']);
/** …and the ones that say the alpha-2 code stayed. */
const SAME_CODE = 'AA';

/** Whether `a` is not after `b`, comparing only as precisely as both are given (1991 and 1991-09-06 agree). */
export function notAfter(a: PartialDate, b: PartialDate): boolean {
  const length = Math.min(a.length, b.length);
  return a.slice(0, length) <= b.slice(0, length);
}

/**
 * The successor an alpha-4 code names, as a code of the dataset: `undefined` for a division, the
 * alpha-2 code of a current country, else the alpha-4 code of the one former country that held
 * that alpha-2 code after this one was withdrawn; a string starting with `!` says why none fits.
 */
export function encodedSuccessor(entry: IsoCodesFormerCountry, entries: readonly IsoCodesFormerCountry[], current: ReadonlySet<string>): string | undefined {
  const suffix = entry.alpha_4.slice(2);
  if (DIVIDED.has(suffix)) return undefined;
  const code = suffix === SAME_CODE ? entry.alpha_2 : suffix;
  if (current.has(code)) return code;
  const later = entries.filter(
    (e) => e !== entry && e.alpha_2 === code && (!entry.withdrawal_date || !e.withdrawal_date || !notAfter(e.withdrawal_date, entry.withdrawal_date)),
  );
  return later.length === 1 ? later[0]!.alpha_4 : `!'${code}' is neither a current country nor one former country withdrawn after this one`;
}

/** The records in alpha-4 order; every defect of either file is a problem naming its record and field. */
export function formerCountriesOf(isoInput: unknown, notesInput: unknown, countryNames: ReadonlyMap<string, string>, problems: Problem[]): FormerCountryData[] {
  const iso = IsoCodesFormerFile.safeParse(isoInput);
  if (!iso.success) return (void problems.push(...problemsFromZod(ISO_FORMER_FILE, iso.error)), []);
  const notesFile = FormerCountriesFile.safeParse(notesInput);
  if (!notesFile.success) return (void problems.push(...problemsFromZod(FORMER_NOTES_FILE, notesFile.error)), []);
  const notes = notesFile.data.countries;

  const entries: IsoCodesFormerCountry[] = [];
  // An entry's code, even that of a broken one: its notes are not then said to have no entry.
  const known = new Set<string>();
  iso.data['3166-3'].forEach((input, i) => {
    const raw = (input as { alpha_4?: unknown } | null)?.alpha_4;
    if (typeof raw === 'string') known.add(raw);
    const record = `${ISO_FORMER_FILE} [${i}]${typeof raw === 'string' ? ` ${raw}` : ''}`;
    const result = IsoCodesFormerCountry.safeParse(input);
    if (!result.success) return void problems.push(...problemsFromZod(record, result.error));
    if (entries.some((e) => e.alpha_4 === result.data.alpha_4))
      return void problems.push({ record, field: 'alpha_4', message: 'a second entry with this code' });
    entries.push(result.data);
  });
  for (const code of Object.keys(notes))
    if (!known.has(code)) problems.push({ record: FORMER_NOTES_FILE, field: `countries.${code}`, message: `no ISO 3166-3 entry with alpha-4 code '${code}'` });

  const current = new Set(countryNames.keys());
  const drafts: FormerCountryData[] = [];
  for (const entry of [...entries].sort((a, b) => a.alpha_4.localeCompare(b.alpha_4))) {
    const note = notes[entry.alpha_4];
    const record = `${FORMER_NOTES_FILE} countries.${entry.alpha_4}`;
    const fail = (field: string, message: string) => void problems.push({ record, field, message });
    if (!note) {
      problems.push({ record: FORMER_NOTES_FILE, field: `countries.${entry.alpha_4}`, message: `missing: ISO 3166-3 lists ${entry.alpha_4} (${entry.name})` });
      continue;
    }
    const encoded = encodedSuccessor(entry, entries, current);
    if (encoded?.startsWith('!')) fail('successors', `ISO's code ${entry.alpha_4}: ${encoded.slice(1)}`);
    const named = encoded?.startsWith('!') ? undefined : encoded;
    const suffix = entry.alpha_4.slice(2);
    if (DIVIDED.has(suffix) && note.change !== 'divided') fail('change', `'${note.change}', but ISO's code ${entry.alpha_4} says it was divided`);
    if (suffix === SAME_CODE && note.change !== 'renamed')
      fail('change', `'${note.change}', but ISO's code ${entry.alpha_4} says it was renamed under the same code`);
    const listed = note.successors ?? (named ? [{ code: named }] : []);
    if (named && !listed.some((s) => s.code === named)) fail('successors', `must list ${named}, the successor ISO's code ${entry.alpha_4} names`);
    if (listed.length === 0) fail('successors', `ISO's code ${entry.alpha_4} names no single successor: list them`);
    if (note.change === 'divided' && listed.length < 2) fail('successors', 'a country divided has two successors or more');
    if (new Set(listed.map((s) => s.code)).size !== listed.length) fail('successors', 'a successor listed twice');
    const { from, to } = note.existed;
    if (from && to && !notAfter(from, to)) fail('existed', `from ${from} is after to ${to}`);

    const successors: FormerSuccessor[] = [];
    listed.forEach((s, i) => {
      const other = s.code.length === 4 ? notes[s.code] : undefined;
      const name = s.code.length === 2 ? countryNames.get(s.code) : other?.name;
      if (name === undefined || s.code === entry.alpha_4)
        return fail(`successors.${i}.code`, `'${s.code}' is neither a current country nor another former one`);
      const date = s.date ?? to ?? entry.withdrawal_date ?? null;
      if (date && from && !notAfter(from, date)) fail(`successors.${i}.date`, `${date} is before the country existed (${from})`);
      successors.push({ code: s.code, current: s.code.length === 2, name, date });
    });
    drafts.push({
      alpha4: entry.alpha_4,
      alpha2: entry.alpha_2,
      alpha3: entry.alpha_3,
      numeric: entry.numeric ?? null,
      name: note.name,
      isoName: entry.name,
      inSentence: note.inSentence ?? note.name,
      otherNames: note.otherNames ?? [],
      comment: entry.comment ?? null,
      withdrawn: entry.withdrawal_date ?? null,
      existed: note.existed,
      change: note.change,
      successors,
      currentSuccessors: [],
      note: note.note ?? null,
      source: note.source,
    });
  }

  const byCode = new Map(drafts.map((d) => [d.alpha4, d]));
  const records: FormerCountryData[] = [];
  for (const draft of drafts) {
    const candidate = { ...draft, currentSuccessors: currentSuccessorsOf(draft, byCode) };
    const result = FormerCountryData.safeParse(candidate);
    if (result.success) records.push(result.data);
    else problems.push(...problemsFromZod(`${FORMER_NOTES_FILE} countries.${draft.alpha4} (${draft.name})`, result.error));
  }
  return records;
}

/** The current countries a former one went to, through former successors (a cycle ends the walk). */
function currentSuccessorsOf(start: FormerCountryData, byCode: ReadonlyMap<string, FormerCountryData>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>([start.alpha4]);
  const walk = (c: FormerCountryData) => {
    for (const s of c.successors) {
      if (s.current) found.add(s.code);
      else if (!seen.has(s.code) && byCode.has(s.code)) {
        seen.add(s.code);
        walk(byCode.get(s.code)!);
      }
    }
  };
  walk(start);
  return [...found].sort();
}
