import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The contract tests read a real build; it is made once, into its own folder.
    globalSetup: ['tests/setup/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
