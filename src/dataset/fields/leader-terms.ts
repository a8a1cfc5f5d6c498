/**
 * @module
 * A country's leaders as terms in office: the Factbook's final edition is the base (each of its
 * leaders a term begun on the date it gives), corrected where it was wrong on its own date, then
 * carried forward by the dated changes of data/leaders.json to the dataset's as-of date. A
 * successor takes the place of the term it ends, so the current terms keep the Factbook's order.
 * Pure; every change that does not apply is a problem naming its entry and field.
 */
import type { LeaderTerm, SourceRef } from '../schema-profile.ts';
import type { LeaderChange, LeaderCorrection } from '../leader-files.ts';
import type { FactbookLeader } from './factbook-leaders.ts';

/** A problem with one entry of data/leaders.json: its place in the file, the field, what is wrong. */
export interface EntryProblem {
  entry: string;
  field: string;
  message: string;
}

/** The Factbook's edition as the source of the terms it lists. */
export function factbookSource(edition: string, country: string): SourceRef {
  return { title: `CIA World Factbook, final edition (${edition}), ${country}: Government > Executive branch`, url: null, date: edition };
}

/** A partial date's first day (`2026` → `2026-01-01`), so that dates of any precision compare as strings. */
export const firstDay = (date: string): string => (date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date);

const base = (leader: FactbookLeader, source: SourceRef): LeaderTerm => ({
  office: leader.title,
  name: leader.name,
  from: leader.since,
  to: null,
  headOfState: leader.headOfState,
  headOfGovernment: leader.headOfGovernment,
  representative: leader.representative,
  source,
  endSource: null,
  renewed: null,
  unconfirmedSince: null,
  checked: source.date,
  note: null,
});

const withNote = (note: string | null, more: string) => (note ? `${note} ${more}` : more);

export interface TermInputs {
  /** The Factbook's leaders of the country, as its final edition lists them. */
  factbook: readonly FactbookLeader[];
  /** The source those leaders rest on (`factbookSource`). */
  factbookSource: SourceRef;
  /** This country's corrections and changes, each with where it is in data/leaders.json (`corrections[3]`). */
  corrections: ReadonlyArray<{ at: string; correction: LeaderCorrection }>;
  changes: ReadonlyArray<{ at: string; change: LeaderChange }>;
  /** The Factbook's edition: changes come after it, corrections describe it. */
  edition: string;
  asOf: string;
}

/** Every term the data holds for one country, in the Factbook's order, each successor before the term it ended. */
export function termsOf(inputs: TermInputs, report: (problem: EntryProblem) => void): LeaderTerm[] {
  const terms = inputs.factbook.map((leader) => base(leader, inputs.factbookSource));
  const fail = (entry: string, field: string, message: string) => report({ entry, field, message });
  /** The open term of `name` (in `office`, when given and one is); a problem when there is none. */
  const open = (entry: string, name: string, office?: string) => {
    const held = terms.filter((t) => t.name === name && t.to === null);
    const term = held.find((t) => t.office === office) ?? held[0];
    if (!term) {
      const names = terms.filter((t) => t.to === null && t.name !== null).map((t) => t.name);
      fail(entry, 'name', `no term of '${name}' is open here; the open ones are: ${names.join(', ') || 'none'}`);
    }
    return term;
  };
  /** The oldest open term of an unnamed holder of `office` begun before `day` (an earlier end left its successor unsourced). */
  const unnamed = (entry: string, office: string | undefined, day: string) => {
    if (office === undefined) return void fail(entry, 'office', 'an unnamed holder is found by the office: give it');
    const held = terms.filter((t) => t.name === null && t.to === null && t.office === office && t.from !== null && firstDay(t.from) < day);
    if (!held.length) fail(entry, 'name', `no unnamed holder of '${office}' took office before ${day}`);
    return held[0];
  };
  /** The term that last held `office`, when no one holds it now (an end with no successor left it vacant). */
  const vacated = (office: string) => {
    if (terms.some((t) => t.office === office && t.to === null)) return undefined;
    const held = terms.filter((t) => t.office === office && t.to !== null);
    return held.reduce<LeaderTerm | undefined>((last, t) => (last && firstDay(last.to!) >= firstDay(t.to!) ? last : t), undefined);
  };

  for (const { at, correction: c } of inputs.corrections) {
    if (c.kind === 'add') {
      // A holder the edition lacks in an office whose holder it lists as ended that day takes that holder's place.
      const predecessor = terms.findIndex((t) => t.office === c.office && t.to !== null && t.to === c.from);
      terms.splice(predecessor === -1 ? terms.length : predecessor, 0, {
        ...base(
          { name: c.name, title: c.office, since: c.from, headOfState: c.headOfState, headOfGovernment: c.headOfGovernment, representative: c.representative },
          c.source,
        ),
        checked: c.checked,
        note: c.reason,
      });
      continue;
    }
    const term = open(at, c.name);
    if (!term) continue;
    if (c.kind === 'set') {
      const { office, from, ...roles } = c.set;
      Object.assign(term, roles, office === undefined ? {} : { office }, from === undefined ? {} : { from });
      Object.assign(term, { source: c.source, checked: c.checked, note: withNote(term.note, c.reason) });
    } else {
      if (firstDay(c.to) > inputs.edition) fail(at, 'to', `${c.to} is after the edition (${inputs.edition}): an end after it is a change, not a correction`);
      Object.assign(term, { to: c.to, endSource: c.source, checked: c.checked, note: withNote(term.note, c.reason) });
    }
  }

  const ordered = [...inputs.changes].sort((a, b) => firstDay(a.change.date).localeCompare(firstDay(b.change.date)));
  for (const { at, change } of ordered) {
    const day = firstDay(change.date);
    if (day <= inputs.edition)
      fail(at, 'date', `${change.date} is not after the Factbook's edition (${inputs.edition}): correct the edition instead (corrections)`);
    if (day > inputs.asOf) fail(at, 'date', `${change.date} is after the data's as-of date (${inputs.asOf}, data/as-of.json)`);
    if (change.kind === 'start') {
      // A holder not in the data (a term ended with its successor unsourced) is succeeded by whoever starts in the office.
      const unnamed = terms.filter((t) => t.name === null && t.to === null && t.office === change.office);
      const ended = [...change.ends.map((name) => open(at, name, change.office)), ...unnamed].filter((t) => t !== undefined);
      for (const t of ended) Object.assign(t, { to: change.date, endSource: change.source, checked: change.checked });
      const term: LeaderTerm = {
        ...base(
          {
            name: change.name,
            title: change.office,
            since: change.date,
            headOfState: change.headOfState,
            headOfGovernment: change.headOfGovernment,
            representative: change.representative,
          },
          change.source,
        ),
        checked: change.checked,
        note: change.note ?? null,
      };
      // The successor takes the place of the first term it ends, or of the last holder of an office left vacant.
      const follows = ended[0] ?? vacated(change.office);
      const slot = follows ? terms.indexOf(follows) : terms.length;
      terms.splice(slot, 0, term);
      continue;
    }
    const term = change.name === null ? unnamed(at, change.office, day) : open(at, change.name, change.office);
    if (!term) continue;
    if (change.kind === 'end') {
      Object.assign(term, { to: change.date, endSource: change.source, checked: change.checked });
      if (change.successor === 'unsourced')
        terms.splice(terms.indexOf(term), 0, {
          ...term,
          name: null,
          from: change.date,
          to: null,
          source: change.source,
          endSource: null,
          renewed: null,
          checked: change.checked,
          note: change.note,
        });
      else term.note = withNote(term.note, change.note);
    } else if (change.kind === 'renew') {
      Object.assign(term, { renewed: { from: change.date, source: change.source }, checked: change.checked, note: withNote(term.note, change.note) });
    } else {
      Object.assign(term, { unconfirmedSince: change.date, checked: change.checked, note: withNote(term.note, change.note) });
    }
  }
  return terms;
}

/** The terms in office on the as-of date: the record's `government.leaders`. */
export const currentTerms = (terms: readonly LeaderTerm[]): LeaderTerm[] => terms.filter((t) => t.to === null);

/** data/leaders.json's entries by country, each with its place in the file (`data/leaders.json changes[4] (CL)`). */
export function entriesByCountry(file: { corrections: readonly LeaderCorrection[]; changes: readonly LeaderChange[] }) {
  const byCountry = new Map<
    string,
    { corrections: Array<{ at: string; correction: LeaderCorrection }>; changes: Array<{ at: string; change: LeaderChange }> }
  >();
  const of = (country: string) => byCountry.get(country) ?? byCountry.set(country, { corrections: [], changes: [] }).get(country)!;
  file.corrections.forEach((correction, i) =>
    of(correction.country).corrections.push({ at: `data/leaders.json corrections[${i}] (${correction.country})`, correction }),
  );
  file.changes.forEach((change, i) => of(change.country).changes.push({ at: `data/leaders.json changes[${i}] (${change.country})`, change }));
  return byCountry;
}
