import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { organisationsRoute } from './organisations.ts';
import { ORGANISATIONS } from '../../dataset/schema.ts';

const api = builtApi();
const body = organisationsRoute.answer(api, {}).body as {
  count: number;
  data: { id: string; count: number; members: string[]; source: { url: string }; asOf: string; links: { countries: string } }[];
};

describe('organisations', () => {
  it('lists every organisation of the memberships field, in its order', () => {
    expect(body.data.map((o) => o.id)).toEqual(ORGANISATIONS);
    expect(body.count).toBe(ORGANISATIONS.length);
  });

  it('agrees with the records: a member is exactly a record whose membership is true', () => {
    for (const o of body.data) {
      const members = api.countries.filter((c) => c.memberships[o.id as (typeof ORGANISATIONS)[number]]).map((c) => c.cca2);
      expect([...o.members].sort(), o.id).toEqual(members.sort());
      expect(o.count).toBe(o.members.length);
    }
  });

  it('says where each list comes from and when it was checked, and links to the members', () => {
    const un = body.data.find((o) => o.id === 'un')!;
    expect(un.count).toBe(193);
    expect(un.source.url).toMatch(/^https:\/\/(www\.)?un\.org\//);
    expect(un.asOf).toMatch(/^\d{4}-\d{2}$/);
    expect(un.links.countries).toBe('/api/countries/membership/un/name-asc/1.json');
  });
});
