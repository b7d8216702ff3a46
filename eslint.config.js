// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

const webApp = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/web/app');

/** The zone of a path in the web app: `feature:<name>`, `ui`, `lib`, `shell`, `routes`, or none. */
const webZone = (file) => {
  const [top, name] = path.relative(webApp, file).split(path.sep);
  if (top === 'features' && name) return `feature:${name}`;
  return ['ui', 'lib', 'shell', 'routes'].includes(top) ? top : undefined;
};

/**
 * The web app's zones (apps/web/README.md): a feature imports no other feature and nothing of the
 * shell or the routes, which compose features; `ui/` and `lib/` import no feature, shell or route.
 * It resolves relative imports against the importing file, which a pattern on the import text cannot.
 */
const webZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { forbidden: '{{from}} must not import from {{to}} (apps/web/README.md, zones).' },
  },
  create(context) {
    const from = webZone(context.filename);
    if (!from || from === 'shell' || from === 'routes') return {};
    /** @param {{ source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {import('estree').Literal | null | undefined} */ (node.source);
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = webZone(path.resolve(path.dirname(context.filename), source.value));
      const forbidden = from.startsWith('feature:')
        ? (to?.startsWith('feature:') && to !== from) || to === 'shell' || to === 'routes'
        : to?.startsWith('feature:') || to === 'shell' || to === 'routes';
      if (forbidden) context.report({ node: source, messageId: 'forbidden', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const contractsSource = path.join(path.dirname(fileURLToPath(import.meta.url)), 'packages/contracts/src');
/** @type {Map<string, boolean>} */
const buildsZodObjects = new Map();

/**
 * Whether a contracts module, or a contracts module it imports, builds a zod object. Building one
 * makes zod probe `new Function`, which the member site's CSP refuses and reports as an eval.
 * @param {string} name the module's name under packages/contracts/src, without `.ts`
 * @param {Set<string>} seen
 * @returns {boolean}
 */
const contractBuildsZodObjects = (name, seen = new Set()) => {
  const known = buildsZodObjects.get(name);
  if (known !== undefined) return known;
  const file = path.join(contractsSource, `${name}.ts`);
  if (seen.has(name) || !existsSync(file)) return false;
  seen.add(name);
  const text = readFileSync(file, 'utf8');
  const valueImports = [...text.matchAll(/^import (?!type )[^;]*?from '\.\/([\w-]+)(?:\.ts)?';/gm)].map(
    (m) => m[1],
  );
  const result =
    /\bz\.(?:object|strictObject|looseObject|interface)\(/.test(text) ||
    valueImports.some((imported) => contractBuildsZodObjects(imported, seen));
  buildsZodObjects.set(name, result);
  return result;
};

/**
 * The member site's browser code imports values only from contracts modules that build no zod
 * object (decision 74): types and plain constants are free, and `*.server.ts` files run on the server.
 * Put what the browser needs in a zod-free module (as `document-kinds.ts` and `limit-fields.ts` are).
 */
const noZodObjectsInBrowser = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      forbidden:
        '@chaba/contracts/{{name}} builds zod objects, which make zod try `new Function` in the browser (refused by the CSP): import a type, or move the value to a zod-free module (decision 74).',
    },
  },
  create(context) {
    if (/\.server\.tsx?$/.test(context.filename)) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const match = /^@chaba\/contracts\/([\w-]+)$/.exec(source.value);
      if (!match || node.importKind === 'type' || node.exportKind === 'type') return;
      const specifiers = node.specifiers ?? [];
      const valueSpecifiers = specifiers.filter((s) => s.importKind !== 'type' && s.exportKind !== 'type');
      if (specifiers.length > 0 && valueSpecifiers.length === 0) return;
      if (contractBuildsZodObjects(match[1]))
        context.report({ node: source, messageId: 'forbidden', data: { name: match[1] } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    files: ['apps/web/app/**'],
    plugins: {
      chaba: { rules: { 'web-zones': webZones, 'no-zod-objects-in-browser': noZodObjectsInBrowser } },
    },
    rules: { 'chaba/web-zones': 'error', 'chaba/no-zod-objects-in-browser': 'error' },
  },
  {
    files: ['apps/demo-provider/**'],
    rules: forbid('@chaba/core', '@chaba/db', '@chaba/server', '@chaba/web'),
  },
  {
    // The fake Hub88 stands for an outside company: it knows Chaba only by its addresses (decision 54).
    files: ['scripts/fake-hub88/**'],
    rules: forbid(
      '@chaba/core',
      '@chaba/db',
      '@chaba/i18n',
      '@chaba/server',
      '@chaba/web',
      '**/apps/**',
      '**/packages/**',
    ),
  },
  {
    // No import cycles (decision 46): a file never reaches itself through what it imports. Type-only
    // imports leave no trace at run time and are not followed; a dynamic import() is. The folder-level
    // cycles of core, which this rule cannot see, are checked by scripts/check-core-folders.ts.
    files: [
      'packages/core/**/*.ts',
      'apps/server/**/*.ts',
      'apps/demo-provider/**/*.ts',
      'apps/web/app/**/*.{ts,tsx}',
      'apps/backoffice/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/backoffice/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A function longer than a screen is split (issue 10): a warning, so that lint shows what is left.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'apps/web/scripts/**'],
    rules: { 'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/*.test.ts', '**/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
