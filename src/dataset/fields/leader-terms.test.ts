import { describe, expect, it } from 'vitest';
import { currentTerms, entriesByCountry, termsOf, type EntryProblem, type TermInputs } from './leader-terms.ts';
import type { FactbookLeader } from './factbook-leaders.ts';
import { LeaderChange, LeaderCorrection } from '../leader-files.ts';

const EDITION = '2026-01-22';
const FACTBOOK = { title: 'CIA World Factbook, final edition (2026-01-22)', url: null, date: EDITION };
const NEWS = { title: 'A report', url: 'https://news.example/report', date: '2026-03-11' };

const leader = (name: string, title: string, since: string, roles: Partial<FactbookLeader> = {}): FactbookLeader => ({
  name,
  title,
  since,
  headOfState: false,
  headOfGovernment: false,
  representative: false,
  ...roles,
});
const boric = leader('Gabriel Boric', 'President', '2022-03-11', { headOfState: true, headOfGovernment: true });
const king = leader('Charles III', 'King', '2022-09-08', { headOfState: true });
const pm = leader('Keir Starmer', 'Prime Minister', '2024-07-05', { headOfGovernment: true });

const change = (input: object) => ({
  at: 'data/leaders.json changes[0] (XX)',
  change: LeaderChange.parse({ country: 'XX', source: NEWS, checked: '2026-12-06', ...input }),
});
const correction = (input: object) => ({
  at: 'data/leaders.json corrections[0] (XX)',
  correction: LeaderCorrection.parse({ country: 'XX', source: NEWS, checked: '2026-12-06', reason: 'The edition got this wrong.', ...input }),
});

function run(inputs: Partial<TermInputs>) {
  const problems: EntryProblem[] = [];
  const terms = termsOf({ factbook: [boric], factbookSource: FACTBOOK, corrections: [], changes: [], edition: EDITION, asOf: '2026-12-01', ...inputs }, (p) =>
    problems.push(p),
  );
  return { terms, problems };
}

describe('termsOf', () => {
  it('makes each leader of the edition a term begun on the date it gives, resting on the edition and checked that day', () => {
    const { terms, problems } = run({});
    expect(problems).toEqual([]);
    expect(terms).toEqual([
      {
        office: 'President',
        name: 'Gabriel Boric',
        from: '2022-03-11',
        to: null,
        headOfState: true,
        headOfGovernment: true,
        representative: false,
        source: FACTBOOK,
        endSource: null,
        renewed: null,
        unconfirmedSince: null,
        checked: EDITION,
        note: null,
      },
    ]);
  });

  it('starts a term that ends its predecessor that day, in the predecessor’s place', () => {
    const kast = change({
      kind: 'start',
      date: '2026-03-11',
      office: 'President',
      name: 'José Antonio Kast',
      headOfState: true,
      headOfGovernment: true,
      ends: ['Gabriel Boric'],
    });
    const { terms, problems } = run({ factbook: [king, boric, pm], changes: [kast] });
    expect(problems).toEqual([]);
    expect(terms.map((t) => [t.name, t.from, t.to])).toEqual([
      ['Charles III', '2022-09-08', null],
      ['José Antonio Kast', '2026-03-11', null],
      ['Gabriel Boric', '2022-03-11', '2026-03-11'],
      ['Keir Starmer', '2024-07-05', null],
    ]);
    expect(terms[2]).toMatchObject({ endSource: NEWS, checked: '2026-12-06' });
    expect(terms[1]).toMatchObject({ source: NEWS, headOfState: true, headOfGovernment: true, representative: false });
    expect(currentTerms(terms).map((t) => t.name)).toEqual(['Charles III', 'José Antonio Kast', 'Keir Starmer']);
  });

  it('ends a term whose successor no source names with a holder not in the data, who keeps the office and roles', () => {
    const end = change({ kind: 'end', date: '2026-08-07', name: 'Gabriel Boric', successor: 'unsourced', note: 'The runoff winner is not in the sources.' });
    const { terms } = run({ changes: [end] });
    expect(currentTerms(terms)).toEqual([
      expect.objectContaining({
        office: 'President',
        name: null,
        from: '2026-08-07',
        to: null,
        headOfState: true,
        headOfGovernment: true,
        note: 'The runoff winner is not in the sources.',
      }),
    ]);
    // Whoever later starts in the office succeeds that unnamed holder.
    const next = change({ kind: 'start', date: '2026-09-01', office: 'President', name: 'Someone', headOfState: true });
    expect(currentTerms(run({ changes: [end, next] }).terms).map((t) => t.name)).toEqual(['Someone']);
  });

  it('ends an unnamed holder by its office, the oldest first, so each unnamed successor keeps the day it took office', () => {
    // San Marino, 2026: the pair invested on 1 April is succeeded on 1 October by another; no source names either.
    const regents = [leader('Matteo Rossi', 'Captains Regent', '2025-10-01'), leader('Lorenzo Bugli', 'Captains Regent', '2025-10-01')];
    const april = ['Matteo Rossi', 'Lorenzo Bugli'].map((name) =>
      change({ kind: 'end', date: '2026-04-01', name, successor: 'unsourced', note: 'The April pair is not in the sources.' }),
    );
    const october = [1, 2].map(() =>
      change({ kind: 'end', date: '2026-10-01', name: null, office: 'Captains Regent', successor: 'unsourced', note: 'Nor the October pair.' }),
    );
    const { terms, problems } = run({ factbook: regents, changes: [...april, ...october] });
    expect(problems).toEqual([]);
    expect(terms.map((t) => [t.name, t.from, t.to])).toEqual([
      [null, '2026-10-01', null],
      [null, '2026-04-01', '2026-10-01'],
      ['Matteo Rossi', '2025-10-01', '2026-04-01'],
      [null, '2026-10-01', null],
      [null, '2026-04-01', '2026-10-01'],
      ['Lorenzo Bugli', '2025-10-01', '2026-04-01'],
    ]);
    // A third unnamed end finds no holder who took office before 1 October; one without the office cannot be found at all.
    const third = change({ kind: 'end', date: '2026-10-01', name: null, office: 'Captains Regent', successor: 'unsourced', note: 'One too many.' });
    const officeless = change({ kind: 'end', date: '2026-10-01', name: null, successor: 'none', note: 'Which office?' });
    expect(run({ factbook: regents, changes: [...april, ...october, third, officeless] }).problems).toEqual([
      { entry: 'data/leaders.json changes[0] (XX)', field: 'name', message: "no unnamed holder of 'Captains Regent' took office before 2026-10-01" },
      { entry: 'data/leaders.json changes[0] (XX)', field: 'office', message: 'an unnamed holder is found by the office: give it' },
    ]);
  });

  it('leaves no holder when the office was abolished', () => {
    const end = change({ kind: 'end', date: '2026-03-29', name: 'Gabriel Boric', successor: 'none', note: 'The post was abolished.' });
    const { terms } = run({ changes: [end] });
    expect(currentTerms(terms)).toEqual([]);
    expect(terms[0]).toMatchObject({ to: '2026-03-29', note: 'The post was abolished.' });
  });

  it('fills an office left vacant with the next holder, in the place of the last one', () => {
    // Peru, 2026: Congress censured Jerí on 17 February and elected Balcázar the next day.
    const end = change({ kind: 'end', date: '2026-02-17', name: 'Gabriel Boric', successor: 'none', note: 'Censured; vacant for a day.' });
    const next = change({ kind: 'start', date: '2026-02-18', office: 'President', name: 'Interim', headOfState: true });
    const { terms, problems } = run({ factbook: [king, boric, pm], changes: [end, next] });
    expect(problems).toEqual([]);
    expect(terms.map((t) => [t.name, t.from, t.to])).toEqual([
      ['Charles III', '2022-09-08', null],
      ['Interim', '2026-02-18', null],
      ['Gabriel Boric', '2022-03-11', '2026-02-17'],
      ['Keir Starmer', '2024-07-05', null],
    ]);
    // Once someone holds it again the office is not vacant: a later start there without `ends` is a term of its own.
    const other = change({ kind: 'start', date: '2026-03-01', office: 'President', name: 'Co-president', headOfState: true });
    expect(run({ factbook: [king, boric, pm], changes: [end, next, other] }).terms.map((t) => t.name)).toEqual([
      'Charles III',
      'Interim',
      'Gabriel Boric',
      'Keir Starmer',
      'Co-president',
    ]);
  });

  it('records a renewal and an unconfirmed mandate on the term in office', () => {
    const renew = change({ kind: 'renew', date: '2026-05-12', name: 'Gabriel Boric', note: 'Re-elected.' });
    expect(run({ changes: [renew] }).terms[0]).toMatchObject({ renewed: { from: '2026-05-12', source: NEWS }, to: null, note: 'Re-elected.' });
    const unconfirmed = change({ kind: 'unconfirmed', date: '2026-08-24', name: 'Gabriel Boric', note: 'The election result is not in the sources.' });
    expect(run({ changes: [unconfirmed] }).terms[0]).toMatchObject({ unconfirmedSince: '2026-08-24', to: null });
  });

  it('applies changes in date order, whatever their order in the file', () => {
    const first = change({ kind: 'start', date: '2026-03-11', office: 'President', name: 'B', ends: ['Gabriel Boric'] });
    const second = change({ kind: 'start', date: '2026-06-01', office: 'President', name: 'C', ends: ['B'] });
    const { terms, problems } = run({ changes: [second, first] });
    expect(problems).toEqual([]);
    expect(currentTerms(terms).map((t) => t.name)).toEqual(['C']);
  });

  it('corrects the edition: a field of one of its leaders, one it lacks, one who had left', () => {
    const set = correction({ kind: 'set', name: 'Gabriel Boric', set: { from: '2022-03-12', headOfGovernment: false } });
    const add = correction({ kind: 'add', office: 'Prime Minister', name: 'Kamil Idris', from: '2025-05-31', headOfGovernment: true });
    const { terms, problems } = run({ corrections: [set, add] });
    expect(problems).toEqual([]);
    expect(terms[0]).toMatchObject({ from: '2022-03-12', headOfState: true, headOfGovernment: false, source: NEWS, note: 'The edition got this wrong.' });
    expect(terms[1]).toMatchObject({ office: 'Prime Minister', name: 'Kamil Idris', from: '2025-05-31', headOfGovernment: true, headOfState: false });
    const ended = correction({ kind: 'end', name: 'Gabriel Boric', to: '2025-03-29' });
    expect(currentTerms(run({ corrections: [ended] }).terms)).toEqual([]);
  });

  it('puts a holder the edition lacks in the place of the one it lists who had left that day', () => {
    const left = correction({ kind: 'end', name: 'Gabriel Boric', to: '2025-05-31' });
    const successor = correction({ kind: 'add', office: 'President', name: 'Successor', from: '2025-05-31', headOfState: true });
    const { terms } = run({ factbook: [king, boric, pm], corrections: [left, successor] });
    expect(terms.map((t) => t.name)).toEqual(['Charles III', 'Successor', 'Gabriel Boric', 'Keir Starmer']);
  });

  it('names the entry and field of a change that does not apply', () => {
    const nobody = change({ kind: 'start', date: '2026-03-11', office: 'President', name: 'B', ends: ['Nobody'] });
    expect(run({ changes: [nobody] }).problems).toEqual([
      { entry: 'data/leaders.json changes[0] (XX)', field: 'name', message: "no term of 'Nobody' is open here; the open ones are: Gabriel Boric" },
    ]);
    const early = change({ kind: 'renew', date: '2026-01-10', name: 'Gabriel Boric', note: 'Before the edition.' });
    expect(run({ changes: [early] }).problems).toEqual([
      expect.objectContaining({ field: 'date', message: expect.stringMatching(/not after the Factbook's edition/) }),
    ]);
    const late = change({ kind: 'renew', date: '2027-01-10', name: 'Gabriel Boric', note: 'After the as-of date.' });
    expect(run({ changes: [late] }).problems).toEqual([
      expect.objectContaining({ field: 'date', message: expect.stringMatching(/after the data's as-of date/) }),
    ]);
    const afterEdition = correction({ kind: 'end', name: 'Gabriel Boric', to: '2026-02-01' });
    expect(run({ corrections: [afterEdition] }).problems).toEqual([expect.objectContaining({ field: 'to' })]);
  });

  it('picks the term of the office named where the holder has two open', () => {
    const member = leader('Z', 'Member', '2018-11-20', { headOfState: true });
    const chair = leader('Z', 'Chair', '2025-07-16', { headOfState: true });
    const end = change({ kind: 'end', date: '2026-03-16', name: 'Z', office: 'Member', successor: 'none', note: 'Only the membership ends.' });
    const { terms } = run({ factbook: [chair, member], changes: [end] });
    expect(currentTerms(terms).map((t) => t.office)).toEqual(['Chair']);
  });
});

describe('entriesByCountry', () => {
  it('groups the file’s entries by country, each with its place in the file', () => {
    const file = {
      corrections: [
        LeaderCorrection.parse({
          kind: 'end',
          country: 'SY',
          name: 'A',
          to: '2025-03-29',
          reason: 'The post was abolished.',
          source: NEWS,
          checked: '2026-12-06',
        }),
      ],
      changes: [
        LeaderChange.parse({
          kind: 'renew',
          country: 'UG',
          date: '2026-05-12',
          name: 'B',
          note: 'Re-elected in January.',
          source: NEWS,
          checked: '2026-12-06',
        }),
        LeaderChange.parse({
          kind: 'renew',
          country: 'SY',
          date: '2026-05-12',
          name: 'C',
          note: 'Re-elected in January.',
          source: NEWS,
          checked: '2026-12-06',
        }),
      ],
    };
    const byCountry = entriesByCountry(file);
    expect(byCountry.get('SY')?.corrections.map((c) => c.at)).toEqual(['data/leaders.json corrections[0] (SY)']);
    expect(byCountry.get('SY')?.changes.map((c) => c.at)).toEqual(['data/leaders.json changes[1] (SY)']);
    expect(byCountry.get('UG')?.changes.map((c) => c.at)).toEqual(['data/leaders.json changes[0] (UG)']);
  });
});
