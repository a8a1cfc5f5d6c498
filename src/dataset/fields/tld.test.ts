import { describe, expect, it } from 'vitest';
import { asciiDelegate, countryTlds, normaliseTld } from './tld.ts';
import type { CcTldFile } from '../sources.ts';

describe('normaliseTld', () => {
  it.each([
    ['a right-to-left TLD stored with a trailing dot gets its dot first', 'امارات.', '.امارات'],
    ['another RTL TLD (Iran) likewise', 'ایران.', '.ایران'],
    ['a normal TLD is untouched', '.de', '.de'],
    ['a normal IDN TLD is untouched', '.рф', '.рф'],
    ['a TLD typed without any dot gets one', 'uk', '.uk'],
    ['surrounding spaces are dropped', ' .fr ', '.fr'],
  ])('%s', (_title, input, expected) => {
    expect(normaliseTld(input)).toBe(expected);
  });
});

/** A small delegation table in the shape of data/iana-cctlds.json. */
const table: CcTldFile = {
  source: 'a test table of IANA delegations',
  checked: '2026-11',
  ascii: {
    delegatedTo: { uk: { country: 'GB', note: 'the United Kingdom’s ccTLD' } },
    notDelegated: { BQ: 'never delegated by IANA', XK: 'not an ISO code' },
  },
  idn: {
    CN: [
      { tld: '.中国', punycode: 'xn--fiqs8s' },
      { tld: '.中國', punycode: 'xn--fiqz9s' },
    ],
    SY: [{ tld: '.سورية', punycode: 'xn--ogbpf8fl' }],
  },
};

describe('asciiDelegate', () => {
  it.each([
    ['.de', 'DE'],
    ['.uk', 'GB'],
    ['.bq', null],
    ['.xk', null],
    ['.com', null],
    ['.中国', null],
  ])('delegates %s to %s', (tld, country) => {
    expect(asciiDelegate(tld, table)).toBe(country);
  });
});

describe('countryTlds', () => {
  it.each([
    ['drops generic IDN TLDs and lists IANA’s IDN ccTLDs (China)', 'CN', ['.cn', '.中国', '.中國', '.公司', '.网络'], ['.cn', '.中国', '.中國']],
    ['replaces a misspelt IDN by the delegated one (Syria)', 'SY', ['.sy', 'سوريا.'], ['.sy', '.سورية']],
    ['drops another country’s ccTLD (.nl for the Caribbean Netherlands) and an undelegated one (.bq)', 'BQ', ['.bq', '.nl'], []],
    ['keeps a delegated ccTLD that is not the country’s code (.uk)', 'GB', ['.uk'], ['.uk']],
    ['drops a generic TLD among ASCII ones', 'JP', ['.jp', '.みんな'], ['.jp']],
  ])('%s', (_title, cca2, source, expected) => {
    expect(countryTlds(cca2, source, table)).toEqual(expected);
  });
});
