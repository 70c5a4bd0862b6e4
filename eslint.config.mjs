// One lint for the monorepo: correctness rules, React's and accessibility's, and the boundaries
// between packages (the remotes meet only through shared-contracts). Formatting is Prettier's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-admin'];
const REMOTES = APPS.filter((app) => app !== 'shell');
const SERVICES = ['server', 'page-server'];
/** Packages with a tsconfig.json that includes their sources: linted with type information. */
const TYPED = ['shared-contracts', ...APPS, ...SERVICES, 'e2e', 'tooling'];

/** An app's src/ imports no other app, no service and no tooling; a remote only shared-contracts. */
const appZones = APPS.map((app) => ({
  target: `./${app}/src`,
  from: [...APPS.filter((other) => other !== app), ...SERVICES, 'tooling', 'bench', 'scripts', 'e2e'].map(
    (dir) => `./${dir}`,
  ),
  message: REMOTES.includes(app)
    ? 'A remote imports only shared-contracts (and npm packages): the apps meet at run time, through the contract.'
    : 'The shell meets the remotes at run time, through shared-contracts; it imports no app, service or tooling.',
}));

const boundaryZones = [
  ...appZones,
  {
    target: './shared-contracts/src',
    from: [...APPS, ...SERVICES, 'tooling', 'e2e'].map((dir) => `./${dir}`),
    message: 'shared-contracts is what every app imports: it imports no app, service or tooling.',
  },
];

/** The router and the toast are shared singletons reached only through their contracts. */
const singletonImports = {
  paths: [
    {
      name: 'react-router-dom',
      message: "Import from 'shared-contracts/router': one router context per page needs the one shared copy.",
    },
    {
      name: 'react-router',
      message: "Import from 'shared-contracts/router': one router context per page needs the one shared copy.",
    },
    {
      name: 'react-toastify',
      importNames: ['toast'],
      message: "Raise toasts through 'shared-contracts/toast', so no page loads react-toastify before it shows one.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'releases/**',
      '.deploy/**',
      'data/**',
      '**/data/**',
      'e2e/artifacts/**',
      'bench/report*.json',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: TYPED.map((dir) => `${dir}/tsconfig.json`),
          conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('crypto')` is how CommonJS names a built-in module.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The bench's page scripts run inside the browser (page.evaluate).
    files: ['bench/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // The journeys, tests and their helpers bind the CommonJS tooling, which has no types.
    files: ['e2e/**/*.ts', 'tooling/**/*.ts', '**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: TYPED.map((dir) => `${dir}/**/*.{ts,tsx}`),
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['{shared-contracts,shell,mfe-catalog,mfe-cart,mfe-account,mfe-admin}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', singletonImports],
    },
  },
  {
    files: ['{shared-contracts,shell,mfe-catalog,mfe-cart,mfe-account,mfe-admin}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['{shared-contracts,shell,mfe-catalog,mfe-cart,mfe-account,mfe-admin}/src/**/*.tsx'],
    rules: {
      // A scrollable region takes focus so a keyboard can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The router contract is the one place that imports the router; tests stand in for the host.
    files: ['shared-contracts/src/router/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
