/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { cryptoJsBrowserOnly } from './scripts/crypto-js-browser-only.ts';
import { stripMachineDescriptions } from './scripts/strip-machine-descriptions.ts';
import { prerenderFirstScreen } from './scripts/prerender-first-screen.ts';
import { nameFailedImportsPlugin } from './scripts/name-failed-imports.ts';

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * The build's targets, derived from package.json's browserslist (the support policy, docs/decisions/browser-support.md):
 * the oldest version of each engine it names, e.g. chrome150, firefox140, safari27.1, ios26.6. caniuse-lite's data
 * comes with the lockfile; its age is not a build's concern.
 */
process.env.BROWSERSLIST_IGNORE_OLD_DATA ??= '1';
export const BUILD_TARGET: string[] = browserslistToEsbuild(undefined, { path: ROOT });

/**
 * A chunk the build makes by name, beside the one chunk per route (each page of src/app/route-table.ts is loaded
 * lazily, with the modules only it uses). Its members are named, never matched by pattern: a library by its package
 * name, the portal's own code by its file or folder (from the repository's root, folders ending in `/`).
 */
export interface ChunkGroup {
  name: string;
  /** The bundler puts a module that two groups name into the one with the higher priority. */
  priority: number;
  libraries?: string[];
  modules: string[];
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  {
    // What every route runs (React, the router, XState, the start-up, the layout and the app-wide machines) in one
    // chunk: a dozen tiny chunks cost more bytes and round trips than they save.
    name: 'shell',
    priority: 10,
    libraries: [
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'react-router-dom',
      'xstate',
      '@xstate/react',
      'use-sync-external-store',
    ],
    modules: [
      // The entry: index.html runs the shell itself, with no entry chunk to fetch before it. main.tsx has no
      // top-level await, so the page chunks that import the shell never wait for the start-up they are part of.
      'src/main.tsx',
      'src/app/',
      'src/config/',
      // What the app shares with the server (the config's schema, the script origins) and the app-wide actors'
      // contexts the layout uses, which lived in src/config/ and src/app/ until issue 44.
      'shared/config-schema.ts',
      'shared/script-origins.ts',
      'src/actors/app-actor-contexts.ts',
      // The start-up reads the single-sign-on mode and the provider's return, and takes credentials out of the
      // address on every first visit (spec 2, 4).
      'src/actors/sso/identity-provider-mode.ts',
      'src/actors/sso/identity-provider-flag.ts',
      'src/actors/sso/provider-return.ts',
      'src/actors/auth/address.ts',
      // The layout's content: the brand, the navigation's solutions, the content addresses and their prefetch.
      'src/content/brand.ts',
      'src/content/solutions.ts',
      'src/content/content-urls.ts',
      'src/content/prefetch.ts',
      // The app-wide services and the cookie consent every first visit shows.
      'src/lib/cookies.ts',
      'src/lib/storage.ts',
      // A label inside a sentence: the carousels' controls (on /ops) and the posted forms' messages both use it; in
      // the posted-form chunk it would bring that chunk (15 KB) to /ops.
      'src/lib/in-sentence.ts',
      'src/actors/toast/show-toast.ts',
      'src/components/cookie-consent-dialog.tsx',
      'src/components/toasts.tsx',
      // The live region that says "Sending…" and "Signing in…": both the sign-in forms and the posted forms use it.
      'src/components/live/busy-status.tsx',
      'machines/cookie-consent.machine.ts',
      'machines/anchor-highlight.machine.ts',
      'machines/login-panel.machine.ts',
      'machines/nav-menu.machine.ts',
    ],
  },
  {
    // The posted forms' shared code (every form route loads all of it). Left to the bundler, the two modules it
    // shares with the lazily loaded status modal and the contact form's spec become chunks of their own (a request
    // and a chunk's wrapper each, under 0.2 KB of code).
    name: 'posted-form',
    priority: 5,
    // The forms' field state (values, touched, per-field errors) is final-form's.
    libraries: ['final-form', 'react-final-form'],
    modules: [
      'src/components/forms/posted-form.tsx',
      'src/components/forms/form-field.tsx',
      'src/components/forms/form-checks.tsx',
      'src/components/forms/error-summary.tsx',
      'src/components/forms/field-control.tsx',
      'src/components/forms/form-messages.ts',
      'src/components/forms/send-controls.tsx',
      'src/components/forms/use-form-flow.ts',
      'src/components/forms/field-ids.ts',
      'src/components/forms/return-url.ts',
      'src/components/forms/digit-masks.ts',
      'src/content/forms/form-specs.ts',
      'src/content/forms/validation.ts',
      'src/actors/forms/form-draft.ts',
      'src/actors/forms/post-form.ts',
      'src/actors/forms/page-scripts.ts',
      'src/components/status-modal/status-query-modal-on-success.tsx',
      'machines/form-submission.machine.ts',
      'machines/success-status.ts',
    ],
  },
  {
    // The script loader (<script src> through the Trusted Types script policy): the forms' page scripts and captcha
    // and the walk-through load with it, a route without a form does not. In the posted-form chunk the walk-through
    // would fetch the forms' code with it; in the shell every route would carry it.
    name: 'load-script',
    priority: 6,
    modules: ['src/actors/forms/load-script.ts'],
  },
];

const toPosix = (path: string) => path.split(sep).join('/');

/** A group's member (a library or a module/folder) as a test of a module's id (an absolute path, perhaps with a query). */
function memberTest(member: string, isLibrary: boolean, root: string): (id: string) => boolean {
  const rootPath = `${toPosix(root)}/`;
  return (id) => {
    const path = toPosix(id.split('?')[0]!);
    if (isLibrary) return path.includes(`/node_modules/${member}/`);
    if (!path.startsWith(rootPath)) return false;
    const fromRoot = path.slice(rootPath.length);
    return member.endsWith('/') ? fromRoot.startsWith(member) : fromRoot === member;
  };
}

const memberTests = (group: ChunkGroup, root: string) => [
  ...(group.libraries ?? []).map((library) => ({ member: `the library ${library}`, test: memberTest(library, true, root) })),
  ...group.modules.map((module) => ({ member: module, test: memberTest(module, false, root) })),
];

/** Whether the module `id` is one that `group` names. */
export function belongsTo(group: ChunkGroup, id: string, root = ROOT): boolean {
  return memberTests(group, root).some(({ test }) => test(id));
}

/** What the groups name that is not there: a module or folder missing from the repository, a library not installed. */
export function missingChunkMembers(groups: ChunkGroup[], root = ROOT): string[] {
  return groups.flatMap((group) => [
    ...(group.libraries ?? [])
      .filter((library) => !existsSync(join(root, 'node_modules', library, 'package.json')))
      .map((library) => `${group.name}: the library ${library}`),
    ...group.modules.filter((module) => !existsSync(join(root, module))).map((module) => `${group.name}: ${module}`),
  ]);
}

/** What the groups name that none of the build's modules is (a module no longer imported, a library no longer used). */
export function unusedChunkMembers(groups: ChunkGroup[], moduleIds: string[], root = ROOT): string[] {
  return groups.flatMap((group) =>
    memberTests(group, root)
      .filter(({ test }) => !moduleIds.some(test))
      .map(({ member }) => `${group.name}: ${member}`),
  );
}

/**
 * Fails the build when a chunk names something that is not there, or that the build never reaches (a module
 * renamed, deleted or no longer imported): a stale name would otherwise leave its chunk silently different.
 */
function chunkGroupsChecked(groups: ChunkGroup[]): Plugin {
  return {
    name: 'portal:chunk-groups-checked',
    apply: 'build',
    buildStart() {
      const missing = missingChunkMembers(groups);
      if (missing.length > 0) this.error(`vite.config.ts CHUNK_GROUPS names what does not exist:\n  ${missing.join('\n  ')}`);
    },
    buildEnd(error) {
      if (error) return;
      const unused = unusedChunkMembers(groups, [...this.getModuleIds()]);
      if (unused.length > 0) this.error(`vite.config.ts CHUNK_GROUPS names what the build never uses:\n  ${unused.join('\n  ')}`);
    },
  };
}

/**
 * The files index.html itself runs: the shell and the bundler's runtime helpers. A page's lazy import
 * need not preload them: they have run before any page is asked for, and a `<link rel="modulepreload">`
 * for a module the document already ran only adds an element and a lookup.
 */
const STARTUP_CHUNKS = new Set(['shell', 'rolldown-runtime']);

/**
 * The start-up files' names as the build gives them, recorded before Vite writes the preload lists (which then
 * leave them out). The build names every file by its content hash alone (docs/decisions/hash-only-file-names.md):
 * the shell lists every page's files for their preloads, and a name beside each hash costs every first visit
 * bytes. Which file holds what is in the build's manifest (dist/.vite/manifest.json, never served), which the
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
 * floor and React copy with these too, so its ratios compare like with like.
 */
export const LIBRARY_BUILD_ALIASES = [...EXTERNAL_STORE_WITHOUT_SHIM, ...ROUTER_PRODUCTION_BUILD];

// The portal is served under /opsportal/ (spec 7: GET /opsportal/assets/config.release.json).
export default defineConfig(({ command }) => {
  const startup = startupScripts();
  return {
    base: '/opsportal/',
    resolve: { alias: command === 'build' ? LIBRARY_BUILD_ALIASES : [] },
    plugins: [
      react(),
      stripMachineDescriptions(),
      cryptoJsBrowserOnly(),
      startup.plugin,
      chunkGroupsChecked(CHUNK_GROUPS),
      // The /ops first screen drawn into index.html (docs/decisions/first-paint-prerender.md).
      prerenderFirstScreen(),
      // A failed lazy import names its chunk's address in every engine, WebKit too (docs/decisions/code-that-arrives-later.md).
      nameFailedImportsPlugin(STARTUP_CHUNKS),
    ],
    // The year the drawn first screen's footer shows until the app takes it over (src/app/shown-year.tsx).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    build: {
      // The browsers package.json's browserslist names (docs/decisions/browser-support.md), as the bundler's targets.
      target: BUILD_TARGET,
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
      // time on the first visit; as files they load beside the code and are cached.
      assetsInlineLimit: 0,
      // What each hash-named file holds, for the tests and the bench (see startupScripts).
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            groups: CHUNK_GROUPS.map((group) => ({
              name: group.name,
              priority: group.priority,
              test: (id: string) => belongsTo(group, id),
            })),
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
