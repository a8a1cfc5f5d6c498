/**
 * @module
 * Which edition of ISO 3166-2 the subdivisions follow, and the changes since that it has not
 * taken up (data/subdivision-changes.json): each dated, with the codes it concerns and its
 * source. The codes, names and types served stay the edition's; these notes travel with them,
 * on the country record, every subdivision list and record, and the bulk export.
 */
import { z } from 'zod';
import { Day, PartialDate, SourceRef } from './schema-profile.ts';
import type { Problem } from './problems.ts';

const CHANGES_FILE = 'data/subdivision-changes.json';

export const SubdivisionEdition = z
  .object({
    standard: z.literal('ISO 3166-2'),
    as: z.string().trim().min(10).describe('How the data has it: `recorded by Debian’s iso-codes 4.20.1 (data/iso-codes/)`.'),
    date: Day.describe('The edition’s date: the codes, names and types are those of this day.'),
  })
  .describe('The edition of ISO 3166-2 the subdivisions follow.');
export type SubdivisionEdition = z.infer<typeof SubdivisionEdition>;

export const SubdivisionChange = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/),
    date: PartialDate.describe('When it took effect.'),
    codes: z.array(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)).describe('The codes of the edition it concerns; none listed: the country’s whole list.'),
    summary: z
      .string()
      .trim()
      .min(20)
      .refine((s) => !s.includes('|'), 'no `|` (the CSV list separator)')
      .describe('What changed.'),
    source: SourceRef,
  })
  .describe('A change the edition has not taken up.');
export type SubdivisionChange = z.infer<typeof SubdivisionChange>;

export const SubdivisionChangesFile = z.strictObject({
  edition: SubdivisionEdition.strict(),
  about: z.string().trim().min(20),
  changes: z.array(SubdivisionChange.strict()),
});
export type SubdivisionChangesFile = z.infer<typeof SubdivisionChangesFile>;

/** Every change names a country of the data and codes of the edition, in date order; none is dated after the as-of date. */
export function subdivisionChangeProblems(file: SubdivisionChangesFile, codes: ReadonlySet<string>, countries: ReadonlySet<string>, asOf: string): Problem[] {
  const problems: Problem[] = [];
  file.changes.forEach((change, i) => {
    const record = `${CHANGES_FILE} changes[${i}] (${change.country})`;
    if (!countries.has(change.country)) problems.push({ record, field: 'country', message: `no country '${change.country}'` });
    for (const code of change.codes)
      if (!codes.has(code) || !code.startsWith(`${change.country}-`))
        problems.push({ record, field: 'codes', message: `'${code}' is not a subdivision of ${change.country} in the edition` });
    if (change.date > asOf) problems.push({ record, field: 'date', message: `${change.date} is after the data's as-of date (${asOf})` });
    const previous = file.changes[i - 1];
    if (previous && previous.date > change.date)
      problems.push({ record, field: 'date', message: `before the change above it (${previous.date}): keep them in date order` });
  });
  return problems;
}

/** The changes that concern one subdivision: those naming its code, and those of its country's whole list. */
export const changesOf = (changes: readonly SubdivisionChange[], code: string): SubdivisionChange[] =>
  changes.filter((c) => c.country === code.slice(0, 2) && (c.codes.length === 0 || c.codes.includes(code)));
