import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Views still reaching an effect module directly; each moves behind an actor (then leaves this list). */
const VIEWS_NOT_YET_LAYERED = [];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'docs/**', 'public/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info', 'debug', 'log'] }],
    },
  },
  {
    // No import cycles (issue 28): a module's imports form a tree, so each can be read, tested and loaded apart.
    // Type-only imports leave no trace at run time and are allowed; a lazy import() counts.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.js', '.mjs', '.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Layers (docs/architecture.md "Layers"): an import only reaches down or into a layer both sides share.
    // The paths are from the repository's root; a type-only import counts too (shared types live in shared/).
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src/components',
              from: './src/app',
              message:
                'components/ are shared views: they take what they need from actors/, config/ or props, never from app/ (the wiring)',
            },
            {
              target: './src/pages',
              from: './src/sign-in',
              message: 'pages/ do not reach into sign-in/: a page that is the sign-in lives in sign-in/ (as /ops does)',
            },
            {
              target: './server',
              from: './src',
              message: 'server/ does not import the app: code both need lives in shared/',
            },
            {
              target: './shared',
              from: ['./src', './server', './machines', './tests', './scripts'],
              message: 'shared/ is the bottom layer the app, the machines and the server all import: it imports none of them',
            },
          ],
        },
      ],
    },
  },
  {
    // content/ loads and validates data; the machines that carry it are not its business at run time. A type-only
    // import stays allowed: the shape a machine carries (a news item, a career) is the contract the loader checks.
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/machines/**'],
              allowTypeImports: true,
              message: 'content/ runs no machine code: a value both need lives in shared/ or src/config/ (types may be imported)',
            },
          ],
        },
      ],
    },
  },
  {
    // Views stay short (docs/architecture.md "Layers"): 150 lines per .tsx file, counted as `wc -l` counts them
    // (blank lines and comments included), so the number a reviewer sees is the number the rule keeps.
    files: ['src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Machines type their context and events through setup's `types`; `x as unknown as T` would silence the
    // checker where a machine's types disagree, so it is never written in machines/.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as` in machines/: give the type through setup({ types }) or fix the disagreeing type',
        },
      ],
    },
  },
  {
    // Type-aware rules where promises are everywhere (actors, HTTP, the server, the browser tests):
    // a promise nobody awaits or handles loses its failure.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Browser tests: Playwright's recommended rules (missing awaits on expect, focused tests, ...).
    files: ['tests/e2e/**/*.ts', 'tests/paths/**/*.ts', 'tests/support/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Used on purpose: before asserting that nothing more was requested (a lazy library, a video,
      // content files), the network must have gone quiet.
      'playwright/no-networkidle': 'off',
    },
  },
  {
    // A path map's view contracts are expectations the runner calls inside its tests.
    files: ['tests/paths/**/*.paths.ts', 'tests/paths/support/**/*.ts'],
    rules: { 'playwright/no-standalone-expect': 'off' },
  },
  {
    // The engine lanes run on node's own test runner, whose describe/test return a promise the runner itself awaits.
    files: ['tests/engines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'test', 'before', 'after', 'beforeEach'] }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Machines are pure charts (STYLE.md): no views, HTTP, router or identity library inside them.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../src/*', '**/src/**'], message: 'machines/ must not import from src/: provide effects with machine.provide()' },
            { group: ['react', 'react-*', '@xstate/react', 'react-router*'], message: 'machines/ are pure: no React or router' },
            { group: ['ky', 'keycloak-js', 'crypto-js*'], message: 'machines/ are pure: HTTP and identity libraries live in src/actors' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'location'],
    },
  },
  {
    // src/lib/ is the bottom layer (docs/architecture.md "Layers"): leaf utilities that know no view,
    // no app wiring, no actor and no machine.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '**/pages/**', '**/sign-in/**', '**/app/**', '**/actors/**', '**/machines/**'],
              message: 'src/lib/ imports no view, app module, actor or machine (docs/architecture.md "Layers")',
            },
          ],
        },
      ],
    },
  },
  {
    // Views reach effects through actors and app-wide providers (docs/architecture.md "Layers"): never
    // the browser's stores, held credentials, HTTP or identity libraries directly.
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/sign-in/**/*.{ts,tsx}'],
    ignores: VIEWS_NOT_YET_LAYERED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/lib/storage*',
                '**/lib/cookies*',
                '**/lib/http*',
                '**/lib/keycloak*',
                '**/lib/crypto*',
                'ky',
                'keycloak-js',
                'crypto-js*',
              ],
              message: 'Views reach effects through actors (src/actors/) and app-wide providers (docs/architecture.md "Layers")',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages and components are thin views: no raw fetch; data comes from machines and actors.
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/sign-in/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views do not fetch: invoke an actor from a machine' }],
    },
  },
);
