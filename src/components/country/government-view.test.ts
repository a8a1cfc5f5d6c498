import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { governmentFacts, leaderNote, readableDate } from './government-view.ts';

const api = builtApi();
const country = (cca2: string) => api.byCode.get(cca2)!;

describe('readableDate', () => {
  it.each([
    ['2021-12-08', '8 December 2021'],
    ['1990-10', 'October 1990'],
    ['1871', '1871'],
  ])('%s → %s', (date, text) => expect(readableDate(date)).toBe(text));
});

describe('governmentFacts', () => {
  it('dates every leader: since when, and the data’s as-of date; and names the source', () => {
    const { facts, source } = governmentFacts(api, country('DE'));
    const leaders = facts.filter((f) => /^Head of/.test(f.label));
    expect(leaders.length).toBeGreaterThan(0);
    expect(country('DE').government!.leadersAsOf).toBe(api.meta.asOf);
    for (const leader of leaders) expect(leader.note).toMatch(new RegExp(`^since \\d{1,2} \\w+ \\d{4}; as of ${api.meta.asOf}$`));
    expect(source).toMatch(/CIA World Factbook, final edition \(2026-01-22\)/);
  });

  it('links to every term of the country, ended ones too, with the day the list is current to', () => {
    const terms = governmentFacts(api, country('CL')).facts.find((f) => f.label === 'Terms in office')!;
    const all = api.leaders.CL!;
    expect(terms.parts).toEqual([
      { text: `every term with its source (${all.length}, ${all.filter((t) => t.to !== null).length} ended)`, href: '/api/country/CL/leaders.json' },
    ]);
    expect(terms.note).toMatch(new RegExp(`carried to ${api.meta.asOf} by dated, sourced changes$`));
  });

  it('says plainly what the data does not know: a holder no source names, a mandate not confirmed since it ran out', () => {
    const term = { ...country('DE').government!.leaders[0]!, from: '2026-08-07', name: null };
    expect(leaderNote(term, '2026-12-01')).toBe('since 7 August 2026; successor not in the data’s sources; as of 2026-12-01');
    const unconfirmed = { ...term, name: 'A. Holder', from: '2021-08-24', unconfirmedSince: '2026-08-24' };
    expect(leaderNote(unconfirmed, '2026-12-01')).toBe('since 24 August 2021; mandate ran out on 24 August 2026, not confirmed since; as of 2026-12-01');
  });

  it('says whose dependency a territory is, linking to it', () => {
    const dependent = api.countries.find((c) => c.dependency !== null)!;
    const first = governmentFacts(api, dependent).facts[0]!;
    expect(first.label).toBe('Dependency of');
    expect(first.parts[0]).toMatchObject({ href: `/country/${dependent.dependency!.sovereign}/` });
  });
});

describe('long Factbook entries', () => {
  it('show their first clause, the whole entry folded under it; a short one shows whole', () => {
    const type = governmentFacts(api, country('AQ')).facts.find((f) => f.label === 'Form of government')!;
    const shown = type.parts[0];
    expect(typeof shown).toBe('string');
    expect((shown as string).length).toBeLessThanOrEqual(121);
    expect(type.more?.text).toBe(country('AQ').government!.type);
    const germany = governmentFacts(api, country('DE')).facts.find((f) => f.label === 'Form of government')!;
    expect(germany).toEqual({ label: 'Form of government', parts: [country('DE').government!.type] });
  });

  it('give a dated independence as its date, and an undated one in its own words', () => {
    const germany = governmentFacts(api, country('DE')).facts.find((f) => f.label === 'Independence')!;
    expect(germany.parts[0]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$|^[A-Z][a-z]+ \d{4}$|^\d{4}$/);
    const uk = governmentFacts(api, country('GB')).facts.find((f) => f.label === 'Independence')!;
    expect(uk.parts[0]).toMatch(/^no official date/);
  });
});
