/**
 * The explorer's search with the former countries' names it reads from the search terms file:
 * they find the countries the former ones went to, in the API's order, each saying why; names
 * that were aliases already (Burma, Zaire) still put their country first. The list of former
 * countries it shows above the results is read from the API's file.
 */
import { describe, expect, it } from 'vitest';
import { builtApi, builtDataset } from '../../tests/helpers.ts';
import { ask } from '../../tests/rest/ask.ts';
import { explorerOrder, islandRows } from '../../tests/explorer-order.ts';
import { matchReasons } from './search-explain.ts';
import { readFormerCountries } from './former-countries.ts';

const { formerCountries } = builtDataset();
const api = builtApi();
// As the island reads them: the slim records, the terms file with the subdivisions' names (Angola's province Zaire) and the former countries'.
const rows = islandRows(api);

const explorerSearch = (q: string) => explorerOrder(rows, q);
const apiSearch = (q: string) => (ask(api, `/api/countries?q=${encodeURIComponent(q)}&limit=250`).body as { data: { cca2: string }[] }).data.map((c) => c.cca2);

describe('the explorer’s search with former countries', () => {
  it.each(['ussr', 'GDR', 'Czechoslovakia', 'East Germany', 'Yugoslavia', 'Burma', 'Zaire', 'Rhodesia', 'sikkim', 'sovet union'])(
    'finds what the API finds for %s, in its order',
    (q) => {
      expect(explorerSearch(q)).toEqual(apiSearch(q));
    },
  );

  it('lists the fifteen countries the Soviet Union went to first for “ussr”, each saying why', () => {
    // Those alone: no letters in order once a country has the name as typed (Luxembourg's “Groussherzogtum”).
    expect(explorerSearch('ussr').sort()).toEqual(formerCountries.find((f) => f.alpha4 === 'SUHH')!.currentSuccessors);
    expect(matchReasons(rows, 'ussr').get('RU')).toBe('part of the Soviet Union until 1991');
    expect(matchReasons(rows, 'East Germany').get('DE')).toBe('has included the German Democratic Republic since 1990');
  });

  it('says why with the line of history rather than a curated alias of the same name, which still finds what history does not (Kosovo)', () => {
    expect(matchReasons(rows, 'Czechoslovakia').get('CZ')).toBe('part of Czechoslovakia until 1993');
    expect(matchReasons(rows, 'Yugoslavia').get('SI')).toBe('part of Yugoslavia until 1991');
    expect(matchReasons(rows, 'Yugoslavia').get('XK')).toBe('former name “Yugoslavia”');
  });

  it('keeps the aliases that were there first: Burma is Myanmar, Zaire the DR Congo', () => {
    expect(explorerSearch('Burma')[0]).toBe('MM');
    expect(explorerSearch('Zaire')[0]).toBe('CD');
  });

  it('reads the API’s list of former countries, and none from what is not that list', () => {
    const file = ask(api, '/api/former-countries').body;
    expect(readFormerCountries(JSON.parse(JSON.stringify(file))).map((f) => f.alpha4)).toEqual(formerCountries.map((f) => f.alpha4));
    expect(readFormerCountries({})).toEqual([]);
    expect(readFormerCountries({ data: [{ alpha4: 'SUHH' }] })).toEqual([]);
  });
});
