import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // code that runs in the browser reads the API contract's types only: its zod schemas stay out of the bundle
    files: [
      'apps/web/app/components/**/*.{ts,tsx}',
      'apps/web/app/lib/**/*.{ts,tsx}',
      'apps/web/app/root.tsx',
    ],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/core/contract/*'],
              allowTypeImports: true,
              message: 'browser code imports the contract with `import type` (no zod in the client bundle)',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'table'] }],
    },
  },
  // formatting is Prettier's (npm run format; lint checks it)
  prettier,
);
