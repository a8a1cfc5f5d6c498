/**
 * @module
 * The configuration tables of README.md, docs/deploy.md and docs/plans.md, generated from the
 * variables' schema (src/config/variables.ts): a variable declared there is documented here with
 * its default, what it accepts and which commands read it, with no other edit.
 */
import type { Group, Variable } from '../config/variable.ts';
import { code, table } from './markdown.ts';

/** Where each group's table goes: the file and its block's name. */
export const CONFIGURATION_BLOCKS = { site: 'readme', limits: 'deploy', plans: 'plans' } as const satisfies Record<Group, string>;

/** The block of a group's table. */
export const configurationBlock = (group: Group): string => `configuration: ${group}`;

/** The table of the variables of one group, in their declared order. */
export function configurationTable(variables: Readonly<Record<string, Variable<unknown>>>, group: Group): string {
  return table(
    ['Variable', 'Default', 'Accepted', 'Read by', 'Meaning'],
    Object.entries(variables)
      .filter(([, v]) => v.group === group)
      .map(([name, v]) => [code(name), v.shownDefault, v.accepted, v.readBy.map((command) => code(command)).join(', '), v.description]),
  );
}
