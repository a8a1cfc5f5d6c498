/**
 * @module
 * Where a thread's script, or a module loaded only when needed, is: a source file of the code
 * that loads it (`.ts`: tests, development) or the module of that name beside it in the
 * server's bundle (`.mjs`, src/build/server-bundle-fs.ts).
 */
export const siblingModule = (name: string, from: string): URL => new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.mjs'}`, from);

/** A module by its source path relative to `from`, or by its name in the bundle. */
export const moduleAt = (source: string, name: string, from: string): URL => new URL(from.endsWith('.ts') ? source : `./${name}.mjs`, from);
