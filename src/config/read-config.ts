/**
 * @module
 * The configuration, read once per process from the environment (variables.ts): a typed object,
 * and every problem in one line naming the variable, the value given and what is accepted, all
 * at once, so a typo is known before any work starts.
 */
import { z } from 'zod';
import { VARIABLES, type VariableName } from './variables.ts';
import { variableSchema, type Command, type Variable } from './variable.ts';

type Shape = { [K in VariableName]: z.ZodType<(typeof VARIABLES)[K] extends Variable<infer T> ? T : never, string | undefined> };

const shape = Object.fromEntries(Object.entries(VARIABLES).map(([name, v]) => [name, variableSchema(v as Variable<unknown>)])) as unknown as Shape;

/** Rules between variables, applied once each has been read. */
const related = <T extends { HEADERS_TIMEOUT_MS: number; REQUEST_TIMEOUT_MS: number }>(config: T): T => ({
  ...config,
  // Node refuses a request timeout shorter than the headers timeout: the longer of the two.
  REQUEST_TIMEOUT_MS: Math.max(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
});

/** The environment's configuration as one schema (unknown variables ignored). */
export const ConfigSchema = z.object(shape).transform(related);

export type Config = z.output<typeof ConfigSchema>;

export type Env = Readonly<Record<string, string | undefined>>;

/** A problem's line: the variable, the value as given (secrets hidden) and what is accepted. */
export const problemLine = (name: VariableName, env: Env, accepted: string): string => {
  const text = env[name] ?? '';
  const shown = (VARIABLES[name] as Variable<unknown>).shown;
  return `${name}='${shown ? shown(text) : text}': ${accepted}.`;
};

/** Which variables a command reads (the others' problems are not its own). */
export type Reads = Command | readonly VariableName[];

const isRead = (reads: Reads | undefined, name: VariableName): boolean =>
  reads === undefined || (typeof reads === 'string' ? VARIABLES[name].readBy.includes(reads) : reads.includes(name));

/**
 * The configuration `env` gives, and each problem with it in one line (of the variables `reads`
 * names, or by default every one); a bad value is taken as its default, so that the checks that
 * depend on it (the files it names) can still be made.
 */
export function readConfig(env: Env, reads?: Reads): { config: Config; problems: string[] } {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(shape) as VariableName[]) {
    const read = shape[name].safeParse(env[name]);
    if (read.success) values[name] = read.data;
    else {
      values[name] = VARIABLES[name].default;
      if (isRead(reads, name)) problems.push(problemLine(name, env, read.error.issues[0]?.message ?? 'is not accepted'));
    }
  }
  return { config: related(values as z.input<typeof ConfigSchema> as unknown as Config), problems };
}

/** The configuration `env` gives; its problems are an error worth stopping for, every one named. */
export function configFrom(env: Env, reads?: Reads): Config {
  const { config, problems } = readConfig(env, reads);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return config;
}
