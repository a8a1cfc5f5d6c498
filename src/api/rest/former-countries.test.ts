/**
 * REST Countries' routes and the former countries of ISO 3166-3: a lookup by a code or name only
 * a former country had finds nothing, as REST Countries answered (its record has no place for
 * one), and never a current country that does not hold that code or name today; v5's free-text
 * `q` finds the countries a former one went to, as `/api/countries?q=` does.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { ask, commonNames } from '../../../tests/rest/ask.ts';
import { nameKey } from '../../lib/slug.ts';

const api = builtApi();
const formers = api.formerCountries.all;

interface V31 {
  cca2: string;
}
interface V1 {
  alpha2Code: string;
}
const v31 = (path: string) => {
  const reply = ask(api, `/api/rest/v3.1/${path}`);
  return reply.status === 200 ? (reply.body as V31[]) : (expect(reply.status, path).toBe(404), []);
};
const v1 = (path: string, version = 'v1') => {
  const reply = ask(api, `/api/rest/${version}/${path}`);
  if (reply.status !== 200) return (expect(reply.status, path).toBe(404), []);
  return Array.isArray(reply.body) ? (reply.body as V1[]) : [reply.body as V1];
};
const v5 = (path: string) =>
  (ask(api, `/api/rest/v5${path}`).body as { data: { objects: { codes: { alpha_2: string } }[] } }).data.objects.map((o) => o.codes.alpha_2);

/** The current country `/api/country` finds by this name (a name in a current record: Burma, East Timor), if any. */
const currentByName = (name: string) => {
  const reply = ask(api, `/api/country?name=${encodeURIComponent(name)}`);
  return reply.status === 200 ? (reply.body as { cca2: string }).cca2 : undefined;
};

describe('REST Countries’ lookups by a former country’s code or name', () => {
  const codes = [...new Set(formers.flatMap((f) => [f.alpha2, f.alpha3, ...(f.numeric ? [f.numeric] : [])]))];
  const names = [...new Set(formers.flatMap((f) => [f.name, f.isoName, ...f.otherNames]))];

  /** The codes a current country holds today, by alpha-2 code (REST Countries' alpha/ also took IOC codes: ANT is Antigua's). */
  const held = (cca2: string) => {
    const c = api.byCode.get(cca2)!;
    return [c.cca2, c.cca3, c.ccn3, c.cioc];
  };

  it.each(codes)('%s finds nothing, or only a current country that holds that code today', (code) => {
    for (const c of v31(`alpha/${code}`)) expect(held(c.cca2), `v3.1 ${code}`).toContain(code);
    for (const c of v1(`alpha/${code}`)) expect(held(c.alpha2Code), `v1 ${code}`).toContain(code);
    for (const c of v1(`alpha/${code}`, 'v2')) expect(held(c.alpha2Code), `v2 ${code}`).toContain(code);
    for (const field of ['alpha_2', 'alpha_3', 'ccn3'])
      for (const cca2 of v5(`/codes.${field}/${code}`)) expect(held(cca2), `v5 ${field} ${code}`).toContain(code);
  });

  it.each(names)('“%s” finds nothing, or only the current country whose record has that name', (name) => {
    const today = currentByName(name);
    const allowed = today === undefined ? [] : [today];
    const e = encodeURIComponent(name);
    const found = {
      'v3.1 name': v31(`name/${e}`).map((c) => c.cca2),
      'v3.1 fullText': v31(`name/${e}?fullText=true`).map((c) => c.cca2),
      'v1 name': v1(`name/${e}`).map((c) => c.alpha2Code),
      'v2 name': v1(`name/${e}`, 'v2').map((c) => c.alpha2Code),
      'v5 names.common': v5(`/names.common/${e}`),
      'v5 name?q': v5(`/name?q=${e}`),
    };
    for (const [route, cca2s] of Object.entries(found)) for (const cca2 of cca2s) expect(allowed, `${route} ${name}`).toContain(cca2);
  });

  it.each([
    'v3.1/alpha/SU',
    'v3.1/alpha/DDR',
    'v3.1/name/ussr',
    'v3.1/name/czechoslovakia',
    'v2/alpha/SU',
    'v2/name/ussr',
    'v1/alpha/SU',
    'v1/name/yugoslavia',
  ])('%s is REST Countries’ 404', (path) => {
    expect(ask(api, `/api/rest/${path}`).status).toBe(404);
  });

  it('finds a current country by its former name where REST Countries did (Burma) and a code ISO kept (BY)', () => {
    expect(commonNames(ask(api, '/api/rest/v3.1/name/burma'))).toEqual(['Myanmar']);
    expect(commonNames(ask(api, '/api/rest/v3.1/alpha/BY'))).toEqual(['Belarus']);
  });
});

describe('REST Countries v5’s free-text q', () => {
  it.each(['USSR', 'Czechoslovakia', 'East Germany', 'Serbia and Montenegro', 'Zaire'])('%s finds the countries it went to, and only those', (q) => {
    const former = formers.find((f) => [f.name, f.isoName, ...f.otherNames].some((n) => nameKey(n) === nameKey(q)))!;
    const found = v5(`?q=${encodeURIComponent(q)}&limit=100`);
    // Zaire is also a province of Angola, found by its name typed in full.
    expect(found.filter((c) => !(q === 'Zaire' && c === 'AO')).sort()).toEqual([...former.currentSuccessors].sort());
  });
});
