/**
 * @module
 * The curated files of time in the record, validated: the dataset's as-of date
 * (data/as-of.json), the changes of leaders after the Factbook's final edition and the
 * corrections of it (data/leaders.json), and the rules that say when a term must have ended
 * (data/leader-term-rules.json), each with its legal source.
 */
import { z } from 'zod';
import { Day, PartialDate, SourceRef } from './schema-profile.ts';

const cca2 = z.string().regex(/^[A-Z]{2}$/, 'an alpha-2 code');
const text = z.string().trim().min(10, 'a sentence');
const name = z.string().trim().min(1);

/** data/as-of.json: the one date the time-bound facts are current to. */
export const AsOfFile = z.strictObject({
  asOf: Day.describe('The day the leaders and other time-bound facts are current to, as far as the sources show.'),
  meaning: text,
});
export type AsOfFile = z.infer<typeof AsOfFile>;

const roles = {
  headOfState: z.boolean().default(false),
  headOfGovernment: z.boolean().default(false),
  representative: z.boolean().default(false),
};
const curated = { country: cca2, source: SourceRef, checked: Day };

/** A correction of the Factbook's final edition: a field of one of its leaders, a leader it lacks, or one who had already left. */
export const LeaderCorrection = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('set'),
    ...curated,
    name: name.describe('The leader as the Factbook edition lists them (ordinary capitalisation).'),
    set: z
      .strictObject({
        office: name.optional(),
        from: PartialDate.optional(),
        headOfState: z.boolean().optional(),
        headOfGovernment: z.boolean().optional(),
        representative: z.boolean().optional(),
      })
      .refine((s) => Object.keys(s).length > 0, 'sets nothing'),
    reason: text,
  }),
  z.strictObject({
    kind: z.literal('add'),
    ...curated,
    office: name,
    name,
    from: PartialDate,
    ...roles,
    reason: text,
  }),
  z.strictObject({ kind: z.literal('end'), ...curated, name, to: PartialDate, reason: text }),
]);
export type LeaderCorrection = z.infer<typeof LeaderCorrection>;

/**
 * A change after the Factbook's edition: a term starts (ending the ones it names); a term ends
 * and its successor is not in the data; a holder's mandate is renewed; or a mandate ran out
 * and no source at hand says what followed.
 */
export const LeaderChange = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('start'),
    ...curated,
    date: PartialDate.describe('The day the term began.'),
    office: name,
    name,
    ...roles,
    ends: z.array(name).default([]).describe('The holders whose terms end that day.'),
    note: text.optional(),
  }),
  z.strictObject({
    kind: z.literal('end'),
    ...curated,
    date: PartialDate,
    name: name.nullable().describe('The holder; null for a holder no source names (one an earlier end left `unsourced`), found by `office` then.'),
    office: name.optional().describe('The office, where the holder has two terms open (a member and the chair of a presidency), or the holder is unnamed.'),
    successor: z
      .enum(['unsourced', 'none'])
      .describe(
        '`unsourced`: someone took the office, not named by any source at hand; `none`: no one did (the office was abolished, or was vacant until a later start fills it).',
      ),
    note: text,
  }),
  z.strictObject({
    kind: z.literal('renew'),
    ...curated,
    date: PartialDate.describe('The day the new mandate began.'),
    name,
    office: name.optional(),
    note: text,
  }),
  z.strictObject({ kind: z.literal('unconfirmed'), ...curated, date: Day.describe('The day the mandate ran out.'), name, office: name.optional(), note: text }),
]);
export type LeaderChange = z.infer<typeof LeaderChange>;

export const LeadersFile = z.strictObject({
  base: text,
  corrections: z.array(LeaderCorrection),
  changes: z.array(LeaderChange),
});
export type LeadersFile = z.infer<typeof LeadersFile>;

/**
 * When a term must end: mandates of a fixed length (`years` or `months`), counted from `anchor`
 * (a day a mandate began) or, without one, from the term's start; at most `consecutive` of them
 * in a row. Regencies (San Marino's six months) and rotations (Bosnia and Herzegovina's
 * eight-month chair, Switzerland's yearly presidency) are mandates of one in a row.
 */
export const TermRule = z
  .strictObject({
    country: cca2,
    office: name.describe('The office exactly as the terms write it.'),
    kind: z.enum(['fixed term', 'regency', 'rotation']),
    years: z.number().int().positive().optional(),
    months: z.number().int().positive().optional(),
    anchor: Day.optional().describe('A day a mandate of this office began; mandates follow each other from it.'),
    consecutive: z.number().int().positive().optional().describe('Most mandates in a row; absent where the law sets no limit.'),
    source: text.describe('The law: its name and article.'),
  })
  .refine((r) => (r.years === undefined) !== (r.months === undefined), 'give `years` or `months`, one of them');
export type TermRule = z.infer<typeof TermRule>;

export const TermRulesFile = z.strictObject({ about: text, rules: z.array(TermRule) });
export type TermRulesFile = z.infer<typeof TermRulesFile>;
