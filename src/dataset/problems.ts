import type { z } from 'zod';

/** One thing wrong with the sources: which record, which field, what. */
export interface Problem {
  /** e.g. `world-countries[55] DE (Germany)` or `data/overrides.json overrides[3]`. */
  record: string;
  /** Dotted path inside the record, e.g. `name.common`. */
  field: string;
  message: string;
}

/** Thrown when the sources cannot make a valid dataset; lists every problem found, not just the first. */
export class DatasetError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(
      `The dataset could not be built (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${p.record}: ${p.field}: ${p.message}`).join('\n'),
    );
    this.name = 'DatasetError';
    this.problems = problems;
  }
}

/** Turns zod issues into problems of one record. */
export function problemsFromZod(record: string, error: z.ZodError, prefix = ''): Problem[] {
  return error.issues.map((issue) => ({
    record,
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(record)',
    message: issue.message,
  }));
}
