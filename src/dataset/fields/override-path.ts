/**
 * @module
 * Overrides of derived fields name a field of the record or a dotted path inside one
 * (`car.signs`, `government.leaders`, `translations.hun`); the value replaces what is there.
 */

/** Why a path cannot be overridden, or undefined when it can. */
export function overridePathProblem(path: string, recordFields: readonly string[]): string | undefined {
  const [first] = path.split('.');
  if (!recordFields.includes(first!)) return `'${first}' is not a field of the record (fields: ${recordFields.join(', ')})`;
  return undefined;
}

/** Sets `value` at a dotted path, creating the objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = structuredClone(value);
}
