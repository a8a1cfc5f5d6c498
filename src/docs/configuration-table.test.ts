import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurationTable } from './configuration-table.ts';
import { variable, wholeNumber } from '../config/variable.ts';
import { VARIABLES } from '../config/variables.ts';

describe('the configuration tables', () => {
  it('document a variable as declared: its default, what it accepts, the commands that read it, its meaning', () => {
    const variables = {
      NEW_LIMIT: variable({
        ...wholeNumber(1, 9),
        default: 3,
        shownDefault: '`3`',
        description: 'A new limit.',
        readBy: ['npm start', 'npm run keys'],
        group: 'limits',
      }),
      A_FLAG: variable({
        value: z.enum(['a', 'b']),
        default: 'a',
        shownDefault: '`a`',
        accepted: "'a' or 'b' (a|b)",
        description: 'A flag.',
        readBy: ['npm run build'],
        group: 'site',
      }),
    };
    expect(configurationTable(variables, 'limits').split('\n')).toEqual([
      '| Variable | Default | Accepted | Read by | Meaning |',
      '| --- | --- | --- | --- | --- |',
      '| `NEW_LIMIT` | `3` | a whole number from 1 to 9 | `npm start`, `npm run keys` | A new limit. |',
    ]);
    expect(configurationTable(variables, 'site')).toContain("| `A_FLAG` | `a` | 'a' or 'b' (a\\|b) | `npm run build` | A flag. |");
  });

  it('give every declared variable one row, in exactly one table', () => {
    const rows = (['site', 'limits', 'plans'] as const).flatMap((group) => configurationTable(VARIABLES, group).split('\n').slice(2));
    expect(rows.map((row) => /^\| `([A-Z_0-9]+)`/.exec(row)?.[1]).sort()).toEqual(Object.keys(VARIABLES).sort());
  });
});
