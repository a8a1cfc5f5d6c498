/**
 * `npm run build` runs the build the way `npm start`, the tests and the bench run it
 * (scripts/lib/build-command.ts): its time depends on the Node flags.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_COMMAND, BUILD_NODE_FLAGS } from '../../scripts/lib/build-command.ts';

describe('npm run build', () => {
  it("is package.json's build script, as npm start, the tests and the bench run it", () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toBe(BUILD_COMMAND);
    expect(BUILD_NODE_FLAGS).toContain('--max-semi-space-size=16');
  });
});
