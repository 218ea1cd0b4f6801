/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cryptoJsBrowserOnly } from './scripts/crypto-js-browser-only.ts';
import { stripMachineDescriptions } from './scripts/strip-machine-descriptions.ts';

const SHELL_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
  /[\\/]src[\\/](app|config)[\\/]/,
  /[\\/]src[\\/]actors[\\/]sso[\\/](identity-provider-mode|identity-provider-flag|provider-return)\.ts$/,
  // The start-up takes credentials out of the address on every first visit (spec 2, 4).
  /[\\/]src[\\/]actors[\\/]auth[\\/]address\.ts$/,
  /[\\/]src[\\/]content[\\/](brand|solutions|content-urls|prefetch)\.ts$/,
  /[\\/]src[\\/]lib[\\/](cookies|product-selection|storage|toast)\.ts$/,
  /[\\/]src[\\/]components[\\/](cookie-consent-dialog|toasts)\.tsx$/,
  /[\\/]machines[\\/](cookie-consent|anchor-highlight|login-panel|nav-menu)\.machine\.ts$/,
  // The entry itself: index.html then runs the shell directly, with no entry chunk of its own to fetch
  // first (docs/performance.md, cut 21). main.tsx has no top-level await, so the page chunks that import
  // the shell never wait for the start-up they are part of.
  /[\\/]src[\\/]main\.tsx$/,
];

/**
 * The files index.html itself runs: the shell and the bundler's runtime helpers. A page's lazy import
 * need not preload them: they have run before any page is asked for, and a `<link rel="modulepreload">`
 * for a module the document already ran only adds an element and a lookup.
 */
const STARTUP_CHUNKS = new Set(['shell', 'rolldown-runtime']);

/**
 * The start-up files' names as the build gives them, recorded before Vite writes the preload lists (which then
 * leave them out). The build names every file by its content hash alone: the shell lists every page's files
 * for their preloads, and a name in each cost every first visit about 9 bytes gzip (docs/performance.md, cut
 * 29). Which file holds what is in the build's manifest (dist/.vite/manifest.json, never served), which the
 * tests and the bench read.
 */
function startupScripts(): { files: Set<string>; plugin: Plugin } {
  const files = new Set<string>();
  return {
    files,
    plugin: {
      name: 'portal:startup-scripts',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          files.clear();
          for (const item of Object.values(bundle)) if (item.type === 'chunk' && STARTUP_CHUNKS.has(item.name)) files.add(item.fileName);
        },
      },
    },
  };
}

/**
 * The script loader (<script src> through the Trusted Types script policy): the forms' page scripts and
 * captcha and the walk-through load with it; a route without a form does not. Its own chunk (below), not the shell.
 */
const LOAD_SCRIPT_MODULE = /[\\/]src[\\/]actors[\\/]forms[\\/]load-script\.ts$/;

/**
 * The posted forms' shared code (every form route loads all of it): one chunk. Left to the bundler,
 * the two modules it shares with the lazily loaded status modal and the contact form's spec become
 * chunks of their own (a request and a chunk's wrapper each, under 0.2 KB of code).
 */
const FORM_MODULES = [
  /[\\/]src[\\/]components[\\/]forms[\\/](posted-form|form-field|form-checks|error-summary|form-errors|field-ids|return-url|digit-masks)\.tsx?$/,
  /[\\/]src[\\/]content[\\/]forms[\\/](form-specs|validation)\.ts$/,
  /[\\/]src[\\/]actors[\\/]forms[\\/](form-draft|post-form|page-scripts)\.ts$/,
  /[\\/]src[\\/]components[\\/]status-modal[\\/]status-query-modal-on-success\.tsx$/,
  /[\\/]machines[\\/](form-submission\.machine|success-status)\.ts$/,
];

/**
 * react-router's package exports only its development build (its developer warnings in every visitor's
 * shell); the production build beside it differs in that flag alone. The build takes both specifiers
 * react-router-dom imports from it (one copy of the router); the dev server and Vitest keep the warnings
 * (docs/decisions/react-router-production-build.md).
 */
const routerProduction = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production', file);
const ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: routerProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
];

/**
 * @xstate/react reads its stores through use-sync-external-store's shim, written for Reacts before 18.
 * With React 19 the shim hands back React's own useSyncExternalStore, so its fallback is dead code in
 * every visitor's shell; the package's plain entries are the same code without it. Build only: the
 * plain entry's development build warns that it needs React 18 (once per dev-server load).
 */
const EXTERNAL_STORE_WITHOUT_SHIM = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];

/**
 * How the build resolves the libraries themselves, apart from the portal's code: `npm run bench` builds its
 * floor and React copy with these too, so the budgets compare like with like (docs/performance.md).
 */
export const LIBRARY_BUILD_ALIASES = [...EXTERNAL_STORE_WITHOUT_SHIM, ...ROUTER_PRODUCTION_BUILD];

// The portal is served under /opsportal/ (spec 7: GET /opsportal/assets/config.release.json).
export default defineConfig(({ command }) => {
  const startup = startupScripts();
  return {
    base: '/opsportal/',
    resolve: { alias: command === 'build' ? LIBRARY_BUILD_ALIASES : [] },
    plugins: [react(), stripMachineDescriptions(), cryptoJsBrowserOnly(), startup.plugin],
    build: {
      target: 'es2022',
      sourcemap: false,
      // Keep each route's code in its own chunk (spec 2 routes are lazy); vendor code that every route
      // needs is split out by the bundler on its own. The shell (React, the router, XState, the site's chrome:
      // 346 kB, 110 kB gzip) is one chunk on purpose and the byte budgets guard it (docs/decisions/speed-budgets.md),
      // so the limit sits above it: `npm start` prints no warning (issue 33), and a chunk past 400 kB still does.
      chunkSizeWarningLimit: 400,
      // Every browser the portal supports has modulepreload: skip the polyfill's bytes.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !startup.files.has(dep))),
      },
      // Images stay image files: inlined as base64 in a page's JavaScript they cost script bytes and parse
      // time on the first visit (docs/performance.md); as files they load beside the code and are cached.
      assetsInlineLimit: 0,
      // What each hash-named file holds, for the tests and the bench (see startupScripts).
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            groups: [
              {
                // What every route runs (React, the router, XState, the layout and app-wide machines) in
                // one chunk: a dozen tiny chunks cost more bytes and round trips than they save.
                name: 'shell',
                priority: 10,
                test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)),
              },
              { name: 'posted-form', priority: 5, test: (id: string) => FORM_MODULES.some((pattern) => pattern.test(id)) },
              // The script loader in a chunk of its own: in the posted-form chunk, the walk-through would fetch the
              // forms' code with it; in the shell, every route would carry it (docs/performance.md, cut 28).
              { name: 'load-script', priority: 6, test: (id: string) => LOAD_SCRIPT_MODULE.test(id) },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    // Vitest: three projects in one run (`vitest run --project machines` runs one of them).
    test: {
      environment: 'node',
      testTimeout: 20_000,
      // Vitest leaves a core free by default: one worker on this 2-core machine. Both cores: 80 s -> 50 s measured.
      maxWorkers: availableParallelism(),
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
        { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'] } },
        { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'] } },
      ],
    },
  };
});
