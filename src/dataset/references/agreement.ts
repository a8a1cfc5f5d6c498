/**
 * @module
 * Measures how far the dataset agrees with an independent reference, one field at a time.
 * A disagreement is either documented in reference-exceptions.ts (with its reason) or a test
 * failure; an exception that no longer disagrees is a failure too, so the list stays true.
 * Used by the reference tests only: the build never imports the references.
 */
import { expect } from 'vitest';

/** One record's comparison: whether it agrees, and what each side says (for the failure message). */
export interface Comparison {
  cca2: string;
  agrees: boolean;
  detail: string;
}

export interface FieldAgreement {
  reference: string;
  field: string;
  /** Records the reference has a value for. */
  compared: number;
  agreeing: number;
  excepted: number;
  /** Disagreements not documented in reference-exceptions.ts. */
  unexpected: string[];
  /** Documented exceptions that agree, or whose record the reference does not cover. */
  stale: string[];
}

export function measureAgreement(
  reference: string,
  field: string,
  comparisons: readonly Comparison[],
  exceptions: Readonly<Record<string, string>>,
): FieldAgreement {
  const disagreeing = comparisons.filter((c) => !c.agrees);
  const disagreeingCodes = new Set(disagreeing.map((c) => c.cca2));
  return {
    reference,
    field,
    compared: comparisons.length,
    agreeing: comparisons.length - disagreeing.length,
    excepted: disagreeing.filter((c) => c.cca2 in exceptions).length,
    unexpected: disagreeing.filter((c) => !(c.cca2 in exceptions)).map((c) => `${c.cca2}: ${c.detail}`),
    stale: Object.keys(exceptions).filter((cca2) => !disagreeingCodes.has(cca2)),
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** "tlds / tld: 250 compared, 244 agree (97.6%), 6 documented exceptions, 100.0% after exceptions". */
export function describeAgreement(a: FieldAgreement): string {
  const afterExceptions = percent(a.agreeing, a.compared - a.excepted);
  return `${a.reference} / ${a.field}: ${a.compared} compared, ${a.agreeing} agree (${percent(a.agreeing, a.compared)}), ${a.excepted} documented exceptions, ${afterExceptions} after exceptions`;
}

/**
 * The assertions every reference test makes: no undocumented disagreement, no stale
 * exception, at least 99% agreement once the documented exceptions are set aside, and
 * exceptions that do not swallow the field (at most a tenth of the records compared).
 */
export function expectAgreement(a: FieldAgreement): void {
  console.log(describeAgreement(a));
  if (a.unexpected.length) console.log(a.unexpected.join('\n'));
  expect(a.unexpected, `${a.reference} / ${a.field}: disagreements not in reference-exceptions.ts`).toEqual([]);
  expect(a.stale, `${a.reference} / ${a.field}: exceptions that no longer disagree`).toEqual([]);
  expect(a.agreeing / (a.compared - a.excepted)).toBeGreaterThanOrEqual(0.99);
  expect(a.excepted).toBeLessThanOrEqual(a.compared / 10);
  expect(a.compared).toBeGreaterThan(0);
}
