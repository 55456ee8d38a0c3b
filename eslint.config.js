import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/engine/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // A server module's public face is its index.ts (ADR 0039): nothing outside a module imports
  // its inner files. One block per depth, since the patterns read the import's text: from
  // src/<dir>/x.ts another module is `../modules/<m>/`, from modules/<m>/x.ts it is `../<m>/`,
  // from modules/<m>/<dir>/x.ts `../../<m>/`. The module blocks come last so they win where
  // two globs match one file.
  ...[
    ['apps/server/src/*.ts', '\\./modules/'],
    ['apps/server/src/*/*.ts', '\\.\\./modules/'],
    ['apps/server/src/*/*/*.ts', '\\.\\./\\.\\./modules/'],
    ['apps/server/src/modules/*.ts', '\\./'],
    ['apps/server/src/modules/*/*.ts', '\\.\\./'],
    ['apps/server/src/modules/*/*/*.ts', '\\.\\./\\.\\./'],
  ].map(([files, toModules]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${toModules}(?!\\.\\./)[a-z-]+/(?!index\\.ts$)`,
              message:
                'Import another server module only through its index.ts (its public face); export what it must share there.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Features do not import each other: shared → features → app.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // A relative path that climbs to src/features/ and back down into a sibling feature
      // (`../../<feature>/`, `../../../<feature>/`, …); shared code is under ../components or ../lib.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./){2,}(?!components/|lib/|app/|\\.\\./)[a-z-]+/(api|components|routes|hooks)/',
              message:
                'Features must not import other features; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
);
