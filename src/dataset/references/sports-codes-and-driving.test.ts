/**
 * The driving side against country-coder (the iD/RapiD map editors' country data, from
 * OpenStreetMap's `driving_side`), and the FIFA and IOC codes against the datasets/country-codes
 * table (data/fifa-ioc-codes.csv). Neither is a source of the build.
 */
import { readFileSync } from 'node:fs';
import { driveSide } from '@rapideditor/country-coder';
import { parse } from 'csv-parse/sync';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

const { countries } = builtDataset();
const codes = new Map(
  parse<{ alpha2: string; fifa: string; ioc: string }>(readFileSync('data/fifa-ioc-codes.csv', 'utf8'), { columns: true }).map((r) => [r.alpha2, r]),
);

describe('driving side against country-coder', () => {
  it('agrees for every country country-coder knows', () => {
    const comparisons = countries.flatMap((c) => {
      // country-coder gives no side for a country whose parts it describes (GB, US, CN): ask at the capital.
      const [lat, lng] = c.capitals[0]?.latlng ?? c.latlng;
      const side = driveSide(c.cca2) ?? driveSide([lng, lat]);
      return side ? [{ cca2: c.cca2, agrees: side === c.car.side, detail: `ours ${c.car.side}, country-coder ${side}` }] : [];
    });
    expectAgreement(measureAgreement('country-coder', 'car.side', comparisons, exceptionsOf('country-coder', 'car.side')));
  });
});

describe('FIFA and IOC codes against datasets/country-codes', () => {
  // The table also gives codes to places that are no member (FIFA's list of codes for non-members,
  // the IOC's former and Commonwealth Games codes): only a code both sides give is compared.
  it.each([
    ['fifa', (c: (typeof countries)[number]) => c.fifa, (r: { fifa: string }) => r.fifa],
    ['cioc', (c: (typeof countries)[number]) => c.cioc, (r: { ioc: string }) => r.ioc],
  ] as const)('%s agrees where both give a code', (field, ours, theirs) => {
    const comparisons = countries.flatMap((c) => {
      const row = codes.get(c.cca2);
      const reference = row ? theirs(row) : '';
      const own = ours(c);
      // The United Kingdom has four FIFA associations (ENG NIR SCO WAL) and no single code.
      return own && reference ? [{ cca2: c.cca2, agrees: reference.split(' ').includes(own), detail: `ours ${own}, datasets/country-codes ${reference}` }] : [];
    });
    expectAgreement(measureAgreement('datasets/country-codes', field, comparisons, exceptionsOf('datasets/country-codes', field)));
  });
});
