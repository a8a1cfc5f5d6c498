import { describe, expect, it } from 'vitest';
import { membershipProblems, membershipsOf, organisationsOf, type MembershipLists } from './memberships.ts';
import { ORGANISATIONS } from '../schema.ts';

const entry = (members: string[]) => ({
  name: 'Test organisation',
  source: { title: 'A member list', url: 'https://example.org/members' },
  asOf: '2026-11',
  members,
});
const lists = Object.fromEntries(ORGANISATIONS.map((id) => [id, entry([])])) as unknown as MembershipLists;
const withNato = (members: string[]): MembershipLists => ({ ...lists, nato: { ...entry(members), name: 'North Atlantic Treaty Organization' } });

describe('membershipsOf', () => {
  it('is true for exactly the organisations that list the code', () => {
    const m = membershipsOf('SE', { ...withNato(['SE', 'FI']), eu: entry(['SE']) });
    expect(
      Object.entries(m)
        .filter(([, member]) => member)
        .map(([id]) => id),
    ).toEqual(['eu', 'nato']);
    expect(Object.keys(m)).toEqual([...ORGANISATIONS]);
  });
});

describe('membershipProblems', () => {
  it('names the organisation and the unknown code', () => {
    expect(membershipProblems(withNato(['SE', 'ZZ']), new Set(['SE']))).toEqual([
      {
        record: 'data/memberships.json organisations.nato',
        field: 'members[1]',
        message: "unknown country code 'ZZ' in North Atlantic Treaty Organization (nato)",
      },
    ]);
  });

  it('refuses a code listed twice', () => {
    expect(membershipProblems(withNato(['SE', 'SE']), new Set(['SE'])).map((p) => p.message)).toEqual([
      "'SE' is listed twice in North Atlantic Treaty Organization (nato)",
    ]);
  });
});

describe('organisationsOf', () => {
  it('keeps every organisation with its id, in the record’s order', () => {
    expect(organisationsOf(lists).map((o) => o.id)).toEqual([...ORGANISATIONS]);
  });
});
