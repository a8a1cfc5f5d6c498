// @ts-check
// ESLint: typescript-eslint's type-aware recommended rules and React's hooks rules (the
// compiler-backed ones too: refs read or written during render, effects that set state...).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig([
  { ignores: ['dist/', 'dist.*/', 'dist-api.*/', '.build/', '.cache/', '.astro/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'src/*/*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Stores and fetch handlers implement Promise-returning interfaces with plain code.
      '@typescript-eslint/require-await': 'off',
      // `_unused` names say on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // Vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`.
  { files: ['**/*.test.ts', 'tests/**/*.ts'], rules: { '@typescript-eslint/no-unsafe-assignment': 'off' } },
  { files: ['src/explorer/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
]);
