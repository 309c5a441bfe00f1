import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** The web app's feature islands (features never import each other), kept beside the web code. */
import webIslands from './apps/web/eslint.islands.js';

/**
 * The server's layers: platform/, ledger/ and adapters/ serve the domains and never reach into them,
 * so a domain can be added, split or removed without touching what lies beneath it.
 */
const serverZones = ['platform', 'ledger', 'adapters'].map((layer) => ({
  target: `./apps/server/src/${layer}`,
  from: './apps/server/src/domains',
  message: `${layer}/ serves the domains and must not import them (see apps/server/src/${layer}/README.md).`,
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      // A cycle (type-only ones too) means two modules are really one, or one of them is in the wrong layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    // Repositories own every query: a domain's routes, services and helpers reach the database only
    // through its `*.repository.ts` (types of the schema may still be named).
    files: ['apps/server/src/domains/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message:
                "Queries live in the domain's *.repository.ts (see apps/server/src/domains/README.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...webIslands,
);
