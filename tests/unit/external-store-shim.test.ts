/**
 * In the build, use-sync-external-store's shim is replaced by its plain entries (vite.config.ts): safe
 * only while the shim would hand back React's own hook, and complete only if every shim specifier
 * @xstate/react imports is covered; the dev server, whose plain entry warns, keeps the shim.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, type Alias, type ConfigEnv } from 'vite';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const CONFIG = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));

async function aliasesFor(command: ConfigEnv['command']): Promise<Alias[]> {
  const loaded = await loadConfigFromFile({ command, mode: command === 'build' ? 'production' : 'development' }, CONFIG);
  const alias = loaded?.config.resolve?.alias ?? [];
  return Array.isArray(alias) ? (alias as Alias[]) : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}

const resolveWith = (aliases: Alias[], specifier: string): string | undefined =>
  aliases.find(({ find }) => (typeof find === 'string' ? find === specifier : find.test(specifier)))?.replacement;

/** The use-sync-external-store specifiers of @xstate/react's browser module. */
function storeSpecifiersOfXstateReact(): string[] {
  const dir = dirname(require.resolve('@xstate/react/package.json'));
  const source = readFileSync(join(dir, 'dist', 'xstate-react.esm.js'), 'utf8');
  return [...new Set([...source.matchAll(/from\s+["'](use-sync-external-store[^"']*)["']/g)].map((match) => match[1]!))];
}

describe("use-sync-external-store's shim, replaced by its plain entries", () => {
  it("the shim hands back React's own useSyncExternalStore (the React the portal runs)", () => {
    const shim = require('use-sync-external-store/shim') as { useSyncExternalStore: unknown };
    const react = require('react') as { useSyncExternalStore: unknown };
    expect(react.useSyncExternalStore).toBeTypeOf('function');
    expect(shim.useSyncExternalStore).toBe(react.useSyncExternalStore);
  });

  it('in the build, every shim specifier @xstate/react imports goes to a plain entry, whose production code prints nothing', async () => {
    const aliases = await aliasesFor('build');
    const shimmed = storeSpecifiersOfXstateReact().filter((specifier) => specifier.includes('/shim'));
    expect(shimmed.length).toBeGreaterThan(0);
    for (const specifier of shimmed) {
      const target = resolveWith(aliases, specifier);
      expect(target, specifier).toBeDefined();
      expect(target, specifier).not.toContain('shim');
      const entry = require.resolve(target!);
      // The entry picks its production file by NODE_ENV, as the build does.
      const production = /require\('([^']+\.production\.js)'\)/.exec(readFileSync(entry, 'utf8'))?.[1];
      expect(production, entry).toBeDefined();
      expect(readFileSync(join(dirname(entry), production!), 'utf8'), production).not.toMatch(/console\./);
    }
  });

  it('the dev server and Vitest keep the shim (the plain entry warns in development)', async () => {
    const aliases = await aliasesFor('serve');
    for (const specifier of storeSpecifiersOfXstateReact()) expect(resolveWith(aliases, specifier), specifier).toBeUndefined();
  });
});
