// @ts-check
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way (DESIGN.md §1): contracts, i18n, db ← core ← server; web uses only
 * contracts and i18n; no app imports another app. Each rule below forbids what a layer must not see.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [group, `${group}/**`],
        message: 'This import breaks the dependency direction of DESIGN.md §1.',
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      'data/**',
      '**/.react-router/**',
      'bench/results/**',
      'e2e/screenshots/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['packages/contracts/**'], rules: forbid('@chaba/*', '**/apps/**') },
  { files: ['packages/i18n/**'], rules: forbid('@chaba/*', '**/apps/**') },
  { files: ['packages/db/**'], rules: forbid('@chaba/*', '**/apps/**') },
  {
    files: ['packages/core/**'],
    rules: forbid('@chaba/server', '@chaba/web', '@chaba/backoffice', '**/apps/**'),
  },
  {
    files: ['apps/server/**'],
    rules: forbid('@chaba/web', '@chaba/backoffice', '@chaba/demo-provider', '**/apps/web/**'),
  },
  {
    files: ['apps/web/**', 'apps/backoffice/**'],
    rules: forbid(
      '@chaba/core',
      '@chaba/db',
      '@chaba/server',
      '@chaba/demo-provider',
      '**/apps/server/**',
      'pg',
      '@electric-sql/*',
    ),
  },
  {
    files: ['apps/demo-provider/**'],
    rules: forbid('@chaba/core', '@chaba/db', '@chaba/server', '@chaba/web'),
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/*.test.ts', '**/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
