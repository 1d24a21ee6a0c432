import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noClassNames from './eslint/no-class-names.js';

/**
 * The layers (docs/decisions/008-feature-boundaries.md, held as zones since 042): shared ← plumbing ←
 * features on the server; shared ← ui, lib, session ← features ← app on the web. The zones below are
 * made from the folder list, so a new feature folder is a zone the day it is created.
 */
const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const foldersIn = (folder) =>
  readdirSync(at(folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Server folders every feature may import and that import no feature. */
const plumbing = ['db', 'http', 'pdf', 'cache', 'test'];
// app.ts, main.ts and the worker threads' entries (pdf-worker.ts, bank-file-worker.ts, heic-worker.ts) compose the
// features: they are the server's app shell, above every feature.
const plumbingFiles = [
  'clock.ts',
  'config.ts',
  'private-files.ts',
  'canonical-json.ts',
  'pdf-worker-file.ts',
  'bank-file-worker-file.ts',
  'heic-worker-file.ts',
];
const serverFeatures = foldersIn('src/server').filter((folder) => !plumbing.includes(folder));

/**
 * A server feature's public face: what another feature may import of it. `service.ts` (and a
 * sub-feature's, `invoices/payments/service.ts`), its error factory, its erasure step for the export
 * (decision 034), a port the feature above implements (`*-port.ts`, decision 010), its tables'
 * declarations (another table's foreign key, and the read-only registers of export and assistant:
 * decision 043; a feature writes only its own tables, decision 008); and, named here,
 * the few files that are a feature's service by another name.
 */
const publicFace = ['service.ts', '*/service.ts', '**/errors.ts', 'erasure.ts', '*-port.ts', 'tables.ts', '*-table.ts'];
const alsoPublic = {
  mail: ['outbox.ts', 'layout.ts'],
  auth: ['access.ts'],
};

const serverZones = [
  ...serverFeatures.map((feature) => ({
    target: serverFeatures.filter((other) => other !== feature).map((other) => at('src/server', other, '**')),
    from: at('src/server', feature, '**'),
    except: [at('src/server', feature, `{${[...publicFace, ...(alsoPublic[feature] ?? [])].join(',')}}`)],
    message: `Another feature is imported through its public face only (${feature}/service.ts; docs/decisions/042).`,
  })),
  {
    target: [...plumbing.filter((folder) => folder !== 'test'), ...plumbingFiles].map((name) =>
      at('src/server', name.endsWith('.ts') ? name : `${name}/**`),
    ),
    from: serverFeatures.map((feature) => at('src/server', feature, '**')),
    message: 'Plumbing (db/, http/, pdf/, cache/, clock, config) knows no feature (docs/decisions/042).',
  },
];

/**
 * A feature's sub-features (`invoices/payments/`, decision 040) call its core through the core's public
 * face, never its repositories or other inner files; each other only through their `service.ts`; the core
 * imports none of them, so every arrow points from a sub-feature to the core.
 */
const subFace = ['service.ts', 'errors.ts', 'tables.ts', '*-table.ts', '*-port.ts'];
const alsoPublicToSubs = {
  // The invoice as a document (the PDF's and the mail's words): the reminders' letter lays it out too.
  invoices: ['document.ts'],
};
const subFeatureZones = serverFeatures.flatMap((feature) => {
  const subs = foldersIn(path.join('src/server', feature));
  if (subs.length === 0) return [];
  const core = (name) => at('src/server', feature, name);
  return [
    ...subs.map((sub) => ({
      target: core(`${sub}/**`),
      from: [core('*.ts'), ...subs.filter((other) => other !== sub).map((other) => core(`${other}/**`))],
      except: [
        core(`{${[...subFace, ...(alsoPublicToSubs[feature] ?? [])].join(',')}}`),
        core(`*/{${subFace.join(',')}}`),
      ],
      message: `A sub-feature uses the ${feature} core through its service.ts (never its repositories), another sub-feature through its service.ts (docs/decisions/040, 048).`,
    })),
    {
      target: core('*.ts'),
      from: core('*/**'),
      message: `The ${feature} core imports none of its sub-features: they call it (docs/decisions/040, 048).`,
    },
  ];
});

const webFeatures = foldersIn('src/web/features');
const webZones = [
  ...webFeatures.map((feature) => ({
    target: at('src/web/features', feature, '**'),
    from: webFeatures.filter((other) => other !== feature).map((other) => at('src/web/features', other, '**')),
    message: 'Features never import each other: the app shell composes them (app/routes.tsx).',
  })),
  {
    target: ['ui', 'lib', 'session'].map((folder) => at('src/web', folder, '**')),
    from: ['features', 'app'].map((folder) => at('src/web', folder, '**')),
    message: 'ui/, lib/ and session/ know no feature and no screen.',
  },
  {
    target: ['ui', 'lib'].map((folder) => at('src/web', folder, '**')),
    from: at('src/web/session/**'),
    message: 'ui/ and lib/ know no session.',
  },
  {
    target: at('src/web/features/**'),
    from: at('src/web/app/**'),
    message: 'A feature does not import the app shell.',
  },
  {
    // The app shell takes a feature's screens and cards (its top-level files), not its api/ or parts.
    target: ['app/**', '*.{ts,tsx}'].map((name) => at('src/web', name)),
    from: at('src/web/features/*/*/**'),
    message: 'The app shell imports a feature’s top-level screens and cards, not its inner folders.',
  },
];

const restricted = (...patterns) => ['error', { patterns }];
const noMui = {
  group: ['@mui/*', '@emotion/*'],
  message: 'MUI only inside src/web/ui/mui/ (docs/decisions/015-one-ui-kit.md): use a part of src/web/ui/.',
};
/** No alias or absolute path exists; a relative import is one the zones can place. */
const relativeOnly = {
  regex: String.raw`^(/|src/|@/|~/)`,
  message: 'Import relatively: there is no path alias (docs/decisions/042).',
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
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The zones place an import by the file it resolves to, so every import must resolve.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...subFeatureZones, ...webZones] }],
      'no-restricted-imports': restricted(relativeOnly),
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tests may reach into what they test and into the helpers beside it (test/, another feature's
    // fixtures): the zones hold the code that ships.
    files: ['src/**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // A warning that the React Compiler skips a component using react-hook-form's watch(); this build
    // has no React Compiler, so there is nothing to skip.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(relativeOnly, {
        regex: String.raw`(^|/)bank-file-worker$`,
        message:
          'The bank-file thread’s entry is its own: its URL is in bank-file-worker-file.ts, what it answers in bank-files/reader.ts.',
      }),
    },
  },
  {
    // A service offers functions with a meaning, not its repository wholesale (issue 45): what the
    // features above read lives in a module named for it (auth/members.ts), or in the service itself.
    files: ['src/server/**/service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration[source.value=/(^|\\/)repository(\\.ts)?$/], ExportAllDeclaration[source.value=/(^|\\/)repository(\\.ts)?$/]',
          message: 'A service does not re-export its repository: offer a function with a meaning (docs/decisions/049).',
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(relativeOnly, {
        group: ['**/server/**', '**/web/**'],
        message: 'src/shared knows neither side.',
      }),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/ui/mui/**'],
    rules: { 'no-restricted-imports': restricted(relativeOnly, noMui) },
  },
  ...noClassNames,
);
