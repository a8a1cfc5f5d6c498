/**
 * Former countries against wooorm's iso-3166 (its ISO 3166-3 table, scraped from Wikipedia's list,
 * independent of Debian's iso-codes and of our curated file): every entry on both sides, the same
 * codes, the same kind of change, and every successor it names among ours. Ours name more
 * successors than ISO 3166-3 lists (it leaves out those that had codes already: Belarus and
 * Ukraine of the Soviet Union, Aruba of the Netherlands Antilles), so only that direction is held.
 */
import { iso31663 } from 'iso-3166';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';
import type { FormerChange } from '../former-schema.ts';

const REFERENCE = 'iso-3166 (wooorm)';
const { formerCountries } = builtDataset();
const reference = new Map(iso31663.map((e) => [e.alpha4, e]));
/** The reference's kinds of revision, in our words. */
const CHANGES: Record<string, readonly FormerChange[]> = { change: ['renamed'], merge: ['merged', 'part'], split: ['divided'] };

describe('former countries against iso-3166 (wooorm)', () => {
  it('lists the same entries', () => {
    expect(formerCountries.map((f) => f.alpha4).sort()).toEqual([...reference.keys()].sort());
  });

  it.each([
    ['alpha2', (f: (typeof formerCountries)[number]) => [f.alpha2, reference.get(f.alpha4)?.from.alpha2]],
    ['alpha3', (f: (typeof formerCountries)[number]) => [f.alpha3, reference.get(f.alpha4)?.from.alpha3]],
    // The reference lacks some numeric codes iso-codes has (New Hebrides' 548): compared where it has one.
    ['numeric', (f: (typeof formerCountries)[number]) => [f.numeric, reference.get(f.alpha4)?.from.numeric ?? f.numeric]],
  ])('%s agrees', (field, values) => {
    const comparisons = formerCountries.map((f) => {
      const [ours, theirs] = values(f);
      return { cca2: f.alpha4, agrees: ours === theirs, detail: `ours ${ours}, reference ${theirs}` };
    });
    expectAgreement(measureAgreement(REFERENCE, field, comparisons, exceptionsOf(REFERENCE, field)));
  });

  it('the kind of change agrees', () => {
    const comparisons = formerCountries.map((f) => {
      const type = reference.get(f.alpha4)?.type ?? 'none';
      return { cca2: f.alpha4, agrees: (CHANGES[type] ?? []).includes(f.change), detail: `ours ${f.change}, reference ${type}` };
    });
    expectAgreement(measureAgreement(REFERENCE, 'change', comparisons, exceptionsOf(REFERENCE, 'change')));
  });

  it('every successor the reference names is one of ours (a current country, or a former one by its alpha-2 code)', () => {
    const comparisons = formerCountries.map((f) => {
      const ours = new Set([...f.currentSuccessors, ...f.successors.filter((s) => !s.current).map((s) => s.code.slice(0, 2))]);
      const theirs = reference.get(f.alpha4)?.to.map((t) => t.alpha2) ?? [];
      return { cca2: f.alpha4, agrees: theirs.every((code) => ours.has(code)), detail: `ours ${[...ours].join(' ')}, reference ${theirs.join(' ')}` };
    });
    expectAgreement(measureAgreement(REFERENCE, 'successors', comparisons, exceptionsOf(REFERENCE, 'successors')));
  });
});
