/**
 * @module
 * Memberships of international organisations from data/memberships.json: each organisation
 * lists its member states by alpha-2 code; a record is a member when its code is listed.
 */
import { ORGANISATIONS, type Memberships, type Organisation } from '../schema.ts';
import type { OrganisationEntry } from '../sources.ts';
import type { Problem } from '../problems.ts';

export type MembershipLists = Readonly<Record<keyof Memberships, OrganisationEntry>>;

/** The file's organisations in the record's order, as the dataset keeps them. */
export const organisationsOf = (lists: MembershipLists): Organisation[] => ORGANISATIONS.map((id) => ({ id, ...lists[id] }));

export function membershipsOf(cca2: string, lists: MembershipLists): Memberships {
  return Object.fromEntries(ORGANISATIONS.map((id) => [id, lists[id].members.includes(cca2)])) as Memberships;
}

/** Every member code that is not a country of the dataset, and every code listed twice. */
export function membershipProblems(lists: MembershipLists, knownCodes: ReadonlySet<string>): Problem[] {
  return ORGANISATIONS.flatMap((id) => {
    const { name, members } = lists[id];
    const record = `data/memberships.json organisations.${id}`;
    return members.flatMap((code, i): Problem[] => {
      if (!knownCodes.has(code)) return [{ record, field: `members[${i}]`, message: `unknown country code '${code}' in ${name} (${id})` }];
      if (members.indexOf(code) !== i) return [{ record, field: `members[${i}]`, message: `'${code}' is listed twice in ${name} (${id})` }];
      return [];
    });
  });
}
