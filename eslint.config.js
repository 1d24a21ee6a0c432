import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import noClassNames from './eslint/no-class-names.js';

/**
 * The layers (docs/decisions/008-feature-boundaries.md): shared ← ui, lib ← features ← app on the
 * web; shared ← plumbing ← features on the server. A layer never imports one above it, features
 * never import each other on the web, and MUI lives only in src/web/ui/mui/.
 */
const belowFeatures = {
  group: ['**/features/**', '**/app/**', '**/session/**'],
  message: 'ui/ and lib/ know no feature, no screen and no session.',
};
const sideways = (message) => ({ regex: String.raw`^\.\./(?!\.\.)`, message });
const restricted = (...patterns) => ['error', { patterns }];
const noMui = {
  group: ['@mui/*', '@emotion/*'],
  message: 'MUI only inside src/web/ui/mui/ (docs/decisions/015-one-ui-kit.md): use a part of src/web/ui/.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A feature's repository is its own: others call its service (docs/decisions/008).
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        {
          regex: String.raw`^\.\./[a-z-]+/repository$`,
          message: 'Another feature’s repository is private to it: call its service.',
        },
        {
          regex: String.raw`(^|/)bank-file-worker$`,
          message:
            'The bank-file thread’s entry is its own: its URL is in bank-file-worker-file.ts, what it answers in bank-files/reader.ts.',
        },
      ),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted({
        group: ['**/server/**', '**/web/**'],
        message: 'src/shared knows neither side.',
      }),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/ui/mui/**'],
    rules: { 'no-restricted-imports': restricted(noMui) },
  },
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/ui/mui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted(belowFeatures) },
  },
  {
    files: ['src/web/ui/**/*.{ts,tsx}'],
    ignores: ['src/web/ui/mui/**'],
    rules: { 'no-restricted-imports': restricted(noMui, belowFeatures) },
  },
  {
    // A feature's files import their own folder ('./', '../api/…' from below) and the layers under
    // features ('../../ui', '../../lib', '../../../shared'), never a sibling feature ('../customers/…').
    files: ['src/web/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(
        noMui,
        sideways('Features never import each other: the app shell composes them (app/routes.tsx).'),
        {
          group: ['**/app/**'],
          message: 'A feature does not import the app shell.',
        },
      ),
    },
  },
  {
    files: ['src/web/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(
        noMui,
        {
          regex: String.raw`^\.\./\.\./(?!\.\.|ui/|lib/|session/|test/)`,
          message: 'Features never import each other.',
        },
        { group: ['**/app/**'], message: 'A feature does not import the app shell.' },
      ),
    },
  },
  ...noClassNames,
);
