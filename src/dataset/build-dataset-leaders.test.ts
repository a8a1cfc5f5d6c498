/**
 * Leaders as terms over the real sources: the records carry the terms in office on the data's
 * as-of date, the dataset every term (the one dataset the unit layer derives); and the build
 * refuses a term the law says had ended by that date, naming the record and the field: once
 * through the whole build, and for each rule of data/leader-term-rules.json through the build's
 * leaders step alone (`leaderTermProblems`), the same steps without the rest.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset, realSources } from '../../tests/helpers.ts';
import { buildDataset, leaderTermProblems, recordOverridesOf } from './build-dataset.ts';
import { DatasetError, type Problem } from './problems.ts';
import type { SourceBundle } from './sources.ts';

// Read only (tests/helpers.ts): a case replaces the file it breaks.
const pristine = realSources();
type Changes = { changes: Array<{ country: string; kind: string; name: string }> };
/** The sources with a copy of data/leaders.json to break. */
const withLeaders = () => ({ ...pristine, leaders: structuredClone(pristine.leaders) });

function problemsOf(bundle: SourceBundle) {
  try {
    buildDataset(bundle);
  } catch (error) {
    if (error instanceof DatasetError) return error.problems;
    throw error;
  }
  return [];
}

describe('leaders in the built dataset', () => {
  const built = builtDataset();
  const country = (cca2: string) => built.countries.find((c) => c.cca2 === cca2)!;

  it('dates the leaders to the as-of date of data/as-of.json, not the clock', () => {
    expect(built.meta.asOf).toBe((pristine.asOf as { asOf: string }).asOf);
    for (const c of built.countries) if (c.government) expect(c.government.leadersAsOf).toBe(built.meta.asOf);
  });

  it('carries the current terms in the record and every term in the dataset', () => {
    for (const c of built.countries) {
      const terms = built.leaders[c.cca2];
      if (!c.government?.leaders.length) expect(terms).toBeUndefined();
      else expect(c.government.leaders).toEqual(terms!.filter((t) => t.to === null));
    }
    const chile = built.leaders.CL!;
    expect(country('CL').government!.leaders.map((l) => l.name)).not.toContain('Gabriel Boric');
    expect(chile.find((t) => t.name === 'Gabriel Boric')).toMatchObject({ to: '2026-03-11', endSource: { url: expect.stringMatching(/^https:/) } });
  });

  it('gives every change after the edition a source and a day checked', () => {
    for (const terms of Object.values(built.leaders))
      for (const t of terms) {
        expect(t.source.title.length).toBeGreaterThan(10);
        expect(t.checked >= '2026-01-22').toBe(true);
        if (t.to !== null) expect(t.endSource).not.toBeNull();
        if (t.name === null) expect(t.note).toBeTruthy();
      }
  });
});

describe('the build refuses a term that must have ended', () => {
  it('names the record and field of a president whose fixed term ran out before the as-of date, through the whole build', () => {
    const file = pristine.leaders as Changes;
    const bundle = { ...pristine, leaders: { ...file, changes: file.changes.filter((c) => c.country !== 'CL') } };
    expect(problemsOf(bundle)).toEqual([
      {
        record: 'CL (Chile)',
        field: 'government.leaders[0]',
        message: expect.stringMatching(/^President Gabriel Boric's mandate ran out on 2026-03-11 \(fixed term: 4-year/),
      },
    ]);
  });

  it.each([
    ['CO', 'Colombia', 'start', /^President Gustavo Francisco Petro Urrego's mandate ran out on 2026-08-07 \(fixed term: 4-year/],
    ['PE', 'Peru', 'start', /^President José María Balcázar Zelada's mandate ran out on 2026-07-28 \(fixed term: 5-year/],
  ])('refuses %s (%s) without the change that ends its president’s term (its %s)', (cca2, name, kind, message) => {
    const bundle = withLeaders();
    const file = bundle.leaders as Changes;
    const last = file.changes.findLastIndex((c) => c.country === cca2 && c.kind === kind);
    file.changes.splice(last, 1);
    expect(leaderTermProblems(bundle)).toEqual([{ record: `${cca2} (${name})`, field: 'government.leaders[0]', message: expect.stringMatching(message) }]);
  });

  it('checks against the data’s as-of date: moved past a yearly presidency, the build refuses it', () => {
    const problems = leaderTermProblems({ ...pristine, asOf: { ...(pristine.asOf as object), asOf: '2027-01-02' } });
    expect(problems).toContainEqual({
      record: 'CH (Switzerland)',
      field: 'government.leaders[0]',
      message: expect.stringMatching(/^President of the Swiss Confederation Guy Parmelin's mandate ran out on 2027-01-01 \(rotation: 1-year/),
    });
  });

  it('holds Benin’s president elected in 2026 to the seven-year term of Law 2025-20, not the five years before it', () => {
    // A stand-in successor (no source at hand names the winner): the rule, not the name, is under test.
    const bundle = withLeaders();
    const file = bundle.leaders as { changes: Array<Record<string, unknown>> };
    file.changes.find((c) => c.country === 'BJ' && c.name === 'Patrice Talon')!.successor = 'none';
    const start = { kind: 'start', country: 'BJ', date: '2026-05-24', office: 'President', name: 'A Successor', headOfState: true, headOfGovernment: true };
    file.changes.push({ ...start, source: { title: 'A stand-in for the test', url: null, date: '2026-05-24' }, checked: '2026-12-06' });
    const benin = (asOf: string) => leaderTermProblems({ ...bundle, asOf: { ...(bundle.asOf as object), asOf } }).filter((p) => p.record === 'BJ (Benin)');
    expect(benin('2031-06-01')).toEqual([]);
    expect(benin('2033-06-01')).toEqual([
      {
        record: 'BJ (Benin)',
        field: expect.stringMatching(/^government\.leaders\[\d\]$/),
        message: expect.stringMatching(
          /^President A Successor's mandate ran out on 2033-05-24 \(fixed term: 7-year mandates, at most 2 in a row; .*Law 2025-20/,
        ),
      },
    ]);
  });

  it('refuses an as-of date that is not a day', () => {
    expect(problemsOf({ ...pristine, asOf: { ...(pristine.asOf as object), asOf: 'December 2026' } })).toEqual([
      { record: 'data/as-of.json', field: 'asOf', message: 'a day, YYYY-MM-DD' },
    ]);
  });

  it('refuses an override of the leaders: they are corrected in data/leaders.json', () => {
    const override = (field: string) => ({ country: 'CL', field, value: [], reason: 'An attempt to replace the terms wholesale.', source: 'nowhere' });
    const problems: Problem[] = [];
    const kept = recordOverridesOf([override('area'), override('government.leaders'), override('government.leaders[0].name')], problems);
    expect(problems).toEqual(
      [1, 2].map((i) => ({
        record: `data/overrides.json overrides[${i}] (CL)`,
        field: 'field',
        message: 'leaders are terms: correct them in data/leaders.json',
      })),
    );
    expect([...kept.keys()]).toEqual([]);
    // A field of the record's own, beside them, is kept.
    expect(
      recordOverridesOf([override('government.type'), override('government.leaders')], [])
        .get('CL')
        ?.map((o) => o.field),
    ).toEqual(['government.type']);
  });
});
