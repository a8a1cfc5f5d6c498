/**
 * `npm start` runs the server the way the tests and the bench start it (scripts/lib/server-command.ts):
 * its memory depends on the Node flags and environment, and `exec` lets npm's signals reach it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_COMMAND } from '../../scripts/lib/server-command.ts';

describe('npm start', () => {
  it("is package.json's start script, as the tests and the bench run it", () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(START_COMMAND);
    expect(START_COMMAND.startsWith('exec ')).toBe(true);
  });
});
