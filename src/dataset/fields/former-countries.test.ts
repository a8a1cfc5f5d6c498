import { describe, expect, it } from 'vitest';
import { encodedSuccessor, formerCountriesOf, notAfter } from './former-countries.ts';
import { PartialDate, type IsoCodesFormerCountry } from '../former-schema.ts';
import type { Problem } from '../problems.ts';

const NAMES = new Map([
  ['CD', 'DR Congo'],
  ['CZ', 'Czechia'],
  ['SK', 'Slovakia'],
  ['BY', 'Belarus'],
  ['ME', 'Montenegro'],
  ['RS', 'Serbia'],
  ['SI', 'Slovenia'],
]);

const zaire = { alpha_2: 'ZR', alpha_3: 'ZAR', alpha_4: 'ZRCD', name: 'Zaire, Republic of', numeric: '180', withdrawal_date: '1997-07-14' };
const czechoslovakia = { alpha_2: 'CS', alpha_3: 'CSK', alpha_4: 'CSHH', name: 'Czechoslovakia', numeric: '200', withdrawal_date: '1993-06-15' };
const serbiaMontenegro = { alpha_2: 'CS', alpha_3: 'SCG', alpha_4: 'CSXX', name: 'Serbia and Montenegro', numeric: '891', withdrawal_date: '2006-09-26' };
const yugoslavia = { alpha_2: 'YU', alpha_3: 'YUG', alpha_4: 'YUCS', name: 'Yugoslavia', numeric: '891', withdrawal_date: '2003-07-23' };
const byelorussia = { alpha_2: 'BY', alpha_3: 'BYS', alpha_4: 'BYAA', name: 'Byelorussian SSR', numeric: '112', withdrawal_date: '1992-06-15' };

const note = (change: string, extra: Record<string, unknown> = {}) => ({
  name: 'A name',
  existed: { from: '1900', to: '1990-01-01' },
  change,
  source: 'https://en.wikipedia.org/wiki/Example',
  ...extra,
});
const notesFile = (countries: Record<string, unknown>) => ({ about: 'What ISO 3166-3 does not say, for the tests.', countries });

function run(entries: readonly unknown[], countries: Record<string, unknown>) {
  const problems: Problem[] = [];
  const records = formerCountriesOf({ '3166-3': entries }, notesFile(countries), NAMES, problems);
  return { records, problems };
}

describe('the successor an ISO 3166-3 code names', () => {
  const all = [zaire, czechoslovakia, serbiaMontenegro, yugoslavia, byelorussia] as IsoCodesFormerCountry[];
  const current = new Set(NAMES.keys());
  it('is the alpha-2 code in its last two letters', () => expect(encodedSuccessor(zaire, all, current)).toBe('CD'));
  it('is its own alpha-2 code for AA', () => expect(encodedSuccessor(byelorussia, all, current)).toBe('BY'));
  it('is none for HH and XX', () => {
    expect(encodedSuccessor(czechoslovakia, all, current)).toBeUndefined();
    expect(encodedSuccessor(serbiaMontenegro, all, current)).toBeUndefined();
  });
  it('is the former country that held the code after it was withdrawn, not the one before (YUCS: Serbia and Montenegro, not Czechoslovakia)', () =>
    expect(encodedSuccessor(yugoslavia, all, current)).toBe('CSXX'));
  it('is a reason when no country fits', () => expect(encodedSuccessor({ ...zaire, alpha_4: 'ZRQQ' }, all, current)).toMatch(/^!'QQ'/));
});

describe('former countries from iso-codes and the curated file', () => {
  it('joins each entry to its notes by code, with ISO’s successor and its date', () => {
    const { records, problems } = run([zaire], { ZRCD: note('renamed', { name: 'Zaire', otherNames: ['Republic of Zaire'] }) });
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        alpha4: 'ZRCD',
        alpha2: 'ZR',
        alpha3: 'ZAR',
        numeric: '180',
        name: 'Zaire',
        isoName: 'Zaire, Republic of',
        inSentence: 'Zaire',
        otherNames: ['Republic of Zaire'],
        comment: null,
        withdrawn: '1997-07-14',
        existed: { from: '1900', to: '1990-01-01' },
        change: 'renamed',
        successors: [{ code: 'CD', current: true, name: 'DR Congo', date: '1990-01-01' }],
        currentSuccessors: ['CD'],
        note: null,
        source: 'https://en.wikipedia.org/wiki/Example',
      },
    ]);
  });

  it('follows former successors to the current countries (Yugoslavia → Serbia and Montenegro → Montenegro, Serbia)', () => {
    const { records, problems } = run([serbiaMontenegro, yugoslavia], {
      CSXX: note('divided', { successors: [{ code: 'ME' }, { code: 'RS' }] }),
      YUCS: note('divided', { successors: [{ code: 'SI', date: '1991-06-25' }, { code: 'CSXX' }] }),
    });
    expect(problems).toEqual([]);
    const yu = records.find((r) => r.alpha4 === 'YUCS')!;
    expect(yu.successors.map((s) => [s.code, s.current, s.date])).toEqual([
      ['SI', true, '1991-06-25'],
      ['CSXX', false, '1990-01-01'],
    ]);
    expect(yu.currentSuccessors).toEqual(['ME', 'RS', 'SI']);
  });

  it.each([
    ['a division without its successors', [czechoslovakia], { CSHH: note('divided') }, 'successors'],
    ['a successor that is no country', [czechoslovakia], { CSHH: note('divided', { successors: [{ code: 'CZ' }, { code: 'QQ' }] }) }, 'successors.1.code'],
    ['successors without the one ISO’s code names', [zaire], { ZRCD: note('renamed', { successors: [{ code: 'CZ' }] }) }, 'successors'],
    ['a change ISO’s code contradicts (HH)', [czechoslovakia], { CSHH: note('renamed', { successors: [{ code: 'CZ' }, { code: 'SK' }] }) }, 'change'],
    ['a change ISO’s code contradicts (AA)', [byelorussia], { BYAA: note('merged') }, 'change'],
    ['dates in the wrong order', [zaire], { ZRCD: note('renamed', { existed: { from: '1997', to: '1971-10-27' } }) }, 'existed'],
    ['a date no calendar has', [zaire], { ZRCD: note('renamed', { existed: { from: '1971-02-30', to: null } }) }, 'countries.ZRCD.existed.from'],
  ])('names the record and field of %s', (_, entries, countries, field) => {
    const { problems } = run(entries, countries);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.field).toBe(field);
    expect(problems[0]!.record).toContain('data/former-countries.json');
  });

  it('names an ISO entry without notes, and notes without an ISO entry', () => {
    const { problems } = run([zaire], { CSHH: note('divided', { successors: [{ code: 'CZ' }, { code: 'SK' }] }) });
    expect(problems.map((p) => `${p.record} ${p.field}`).sort()).toEqual([
      'data/former-countries.json countries.CSHH',
      'data/former-countries.json countries.ZRCD',
    ]);
  });

  it('names a broken iso-codes entry by its position and code', () => {
    const { problems } = run([{ ...zaire, numeric: '18' }], { ZRCD: note('renamed') });
    expect(problems).toEqual([expect.objectContaining({ record: 'data/iso-codes/iso_3166-3.json [0] ZRCD', field: 'numeric' })]);
  });
});

describe('partial dates', () => {
  it('compare as precisely as both are given', () => {
    expect(notAfter('1991', '1991-09-06')).toBe(true);
    expect(notAfter('1991-09-06', '1991')).toBe(true);
    expect(notAfter('1992', '1991-12-31')).toBe(false);
  });
  it('are a year, a month or a day of the calendar', () => {
    expect(['1642', '1991-09', '2000-02-29'].map((d) => PartialDate.safeParse(d).success)).toEqual([true, true, true]);
    expect(['1991-9-6', '1991-13', '1900-02-29'].map((d) => PartialDate.safeParse(d).success)).toEqual([false, false, false]);
  });
});
