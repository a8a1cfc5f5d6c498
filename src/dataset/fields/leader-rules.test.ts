import { describe, expect, it } from 'vitest';
import { addMonths, nextBoundary, termRuleProblem, termRuleProblems } from './leader-rules.ts';
import type { LeaderTerm } from '../schema-profile.ts';
import type { TermRule } from '../leader-files.ts';

const EDITION = { title: 'CIA World Factbook, final edition (2026-01-22)', url: null, date: '2026-01-22' };

const term = (over: Partial<LeaderTerm>): LeaderTerm => ({
  office: 'President',
  name: 'Gabriel Boric',
  from: '2022-03-11',
  to: null,
  headOfState: true,
  headOfGovernment: true,
  representative: false,
  source: EDITION,
  endSource: null,
  renewed: null,
  unconfirmedSince: null,
  checked: '2026-01-22',
  note: null,
  ...over,
});

const chile: TermRule = {
  country: 'CL',
  office: 'President',
  kind: 'fixed term',
  years: 4,
  anchor: '2022-03-11',
  consecutive: 1,
  source: 'Constitution, art. 25',
};

describe('mandate arithmetic', () => {
  it('moves a day by months, back and forth, across years', () => {
    expect(addMonths('2022-11-16', 8)).toBe('2023-07-16');
    expect(addMonths('2025-10-01', 6)).toBe('2026-04-01');
    expect(addMonths('2022-03-11', -48)).toBe('2018-03-11');
  });

  it('finds the first mandate boundary strictly after a day', () => {
    expect(nextBoundary('2022-03-11', 48, '2026-01-22')).toBe('2026-03-11');
    expect(nextBoundary('2022-03-11', 48, '2026-03-11')).toBe('2030-03-11');
    expect(nextBoundary('2022-03-11', 48, '2010-01-01')).toBe('2010-03-11');
    // San Marino's regents, every 1 April and 1 October.
    expect(nextBoundary('2025-10-01', 6, '2026-05-02')).toBe('2026-10-01');
  });
});

describe('termRuleProblem', () => {
  it('refuses a fixed term whose mandate ran out before the as-of date', () => {
    expect(termRuleProblem(term({}), chile, '2026-12-01')).toMatch(/^President Gabriel Boric's mandate ran out on 2026-03-11 \(fixed term: 4-year mandates/);
  });

  it('accepts it while the mandate runs, and an ended or unconfirmed term', () => {
    expect(termRuleProblem(term({}), chile, '2026-03-10')).toBeUndefined();
    expect(termRuleProblem(term({ to: '2026-03-11' }), chile, '2026-12-01')).toBeUndefined();
    expect(termRuleProblem(term({ unconfirmedSince: '2026-03-11' }), chile, '2026-12-01')).toBeUndefined();
  });

  it('counts a regency of six months from the last investiture', () => {
    const regency: TermRule = {
      country: 'SM',
      office: 'Captains Regent',
      kind: 'regency',
      months: 6,
      anchor: '2025-10-01',
      consecutive: 1,
      source: 'Declaration, art. 3',
    };
    const regent = term({ office: 'Captains Regent', name: 'Matteo Rossi', from: '2025-10-01' });
    expect(termRuleProblem(regent, regency, '2026-03-31')).toBeUndefined();
    expect(termRuleProblem(regent, regency, '2026-04-01')).toMatch(/mandate ran out on 2026-04-01 \(regency: 6-month mandates, at most 1 in a row/);
  });

  it('counts a rotation from its anchor, not from the holder’s start', () => {
    const chair: TermRule = { country: 'BA', office: 'Chair', kind: 'rotation', months: 8, anchor: '2022-11-16', consecutive: 1, source: 'art. V(2)(b)' };
    expect(termRuleProblem(term({ office: 'Chair', name: 'Z', from: '2025-07-16' }), chair, '2026-03-15')).toBeUndefined();
    expect(termRuleProblem(term({ office: 'Chair', name: 'Z', from: '2025-07-16' }), chair, '2026-03-16')).toMatch(/ran out on 2026-03-16/);
  });

  it('accepts a renewal that reaches past the boundary, and counts from the source’s date', () => {
    const uganda: TermRule = { country: 'UG', office: 'President', kind: 'fixed term', years: 5, anchor: '2021-05-12', source: 'art. 105' };
    const museveni = term({ name: 'Yoweri Museveni', from: '1986-01-26' });
    expect(termRuleProblem(museveni, uganda, '2026-12-01')).toMatch(/ran out on 2026-05-12/);
    const renewed = { ...museveni, renewed: { from: '2026-05-12', source: { title: 'TRT World', url: null, date: '2026-01-17' } } };
    expect(termRuleProblem(renewed, uganda, '2026-12-01')).toBeUndefined();
    // A source dated after the boundary vouches for the holder in office that day.
    expect(termRuleProblem({ ...museveni, source: { ...EDITION, date: '2026-06-01' } }, uganda, '2026-12-01')).toBeUndefined();
  });

  it('refuses a holder past the consecutive mandates the law allows, even when a source vouches for them', () => {
    const portugal: TermRule = {
      country: 'PT',
      office: 'President',
      kind: 'fixed term',
      years: 5,
      anchor: '2021-03-09',
      consecutive: 2,
      source: 'arts. 123, 128',
    };
    const marcelo = term({ name: 'Marcelo Rebelo de Sousa', from: '2016-03-09', source: { ...EDITION, date: '2026-06-01' } });
    expect(termRuleProblem(marcelo, portugal, '2026-12-01')).toBe(
      "President Marcelo Rebelo de Sousa (since 2016-03-09) must have left by 2026-03-09 (fixed term: 5-year mandates, at most 2 in a row; arts. 123, 128), before the data's as-of date 2026-12-01",
    );
    expect(termRuleProblem(term({ name: 'Seguro', from: '2026-03-09' }), portugal, '2026-12-01')).toBeUndefined();
  });

  it('asks for a start date it needs', () => {
    expect(termRuleProblem(term({ from: null }), chile, '2026-12-01')).toMatch(/has no start date/);
  });
});

describe('termRuleProblems', () => {
  const chileTerms = {
    record: 'CL (Chile)',
    terms: [term({ office: 'President', name: 'José Antonio Kast', from: '2026-03-11' }), term({ to: '2026-03-11' })],
  };

  it('names the record and the field of the term in office, by its place among the current terms', () => {
    const stale = { record: 'CL (Chile)', terms: [term({ office: 'Minister', name: 'X' }), term({})] };
    const problems = termRuleProblems(new Map([['CL', stale]]), [chile], '2026-12-01');
    expect(problems).toEqual([{ record: 'CL (Chile)', field: 'government.leaders[1]', message: expect.stringMatching(/Boric's mandate ran out/) }]);
    expect(termRuleProblems(new Map([['CL', chileTerms]]), [chile], '2026-12-01')).toEqual([]);
  });

  it('refuses a rule for an office no term has, or a country without leaders', () => {
    const misspelt = { ...chile, office: 'Presidente' };
    expect(termRuleProblems(new Map([['CL', chileTerms]]), [misspelt], '2026-12-01')).toEqual([
      { record: 'data/leader-term-rules.json rules[0] (CL)', field: 'office', message: "no term of office 'Presidente'; its offices: President" },
    ]);
    expect(termRuleProblems(new Map(), [chile], '2026-12-01')[0]).toMatchObject({ field: 'country' });
  });
});
