/**
 * The production build bundles react-router's production build (vite.config.ts): every specifier
 * react-router-dom imports from react-router goes to it, so there is one copy of the router, and that
 * build is the development one with its warnings switched off, nothing else.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, type Alias, type ConfigEnv } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const ROUTER_DIST = join(packageDir('react-router'), 'dist');

async function aliasesFor(command: ConfigEnv['command']): Promise<Alias[]> {
  const loaded = await loadConfigFromFile(
    { command, mode: command === 'build' ? 'production' : 'development' },
    join(ROOT, 'vite.config.ts'),
  );
  const alias = loaded?.config.resolve?.alias ?? [];
  return Array.isArray(alias) ? (alias as Alias[]) : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}

const resolveWith = (aliases: Alias[], specifier: string): string | undefined =>
  aliases.find(({ find }) => (typeof find === 'string' ? find === specifier : find.test(specifier)))?.replacement;

/** The react-router specifiers that react-router-dom's browser module imports. */
function routerSpecifiersOfRouterDom(): string[] {
  const source = readFileSync(join(packageDir('react-router-dom'), 'dist', 'index.mjs'), 'utf8');
  return [...new Set([...source.matchAll(/from\s+["'](react-router(?:\/[^"']*)?)["']/g)].map((match) => match[1]!))];
}

/** Every line of a build's modules, with the bundler's chunk names taken out (they differ per build). */
function linesOf(build: 'development' | 'production'): string[] {
  const dir = join(ROUTER_DIST, build);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs')
        .split('\n'),
    );
}

/** Lines of `a` not matched one-for-one in `b`. */
function linesOnlyIn(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count === 0) return true;
    left.set(line, count - 1);
    return false;
  });
}

describe("react-router's production build in the portal's build", () => {
  it('every react-router specifier that react-router-dom imports resolves to a module of the production build', async () => {
    const aliases = await aliasesFor('build');
    const specifiers = routerSpecifiersOfRouterDom();
    expect(specifiers).toContain('react-router');
    for (const specifier of specifiers) {
      const target = resolveWith(aliases, specifier);
      expect(target, specifier).toBeDefined();
      expect(relative(ROUTER_DIST, target!).split(/[\\/]/)[0], specifier).toBe('production');
      expect(existsSync(target!), target).toBe(true);
    }
  });

  it('the dev server and Vitest keep the development build, with its warnings', async () => {
    const aliases = await aliasesFor('serve');
    for (const specifier of routerSpecifiersOfRouterDom()) expect(resolveWith(aliases, specifier), specifier).toBeUndefined();
  });

  it('the production build is the development build with ENABLE_DEV_WARNINGS off, and nothing else changed', () => {
    const development = linesOf('development');
    const production = linesOf('production');
    expect(linesOnlyIn(development, production)).toEqual(['var ENABLE_DEV_WARNINGS = true;']);
    expect(linesOnlyIn(production, development)).toEqual(['var ENABLE_DEV_WARNINGS = false;']);
  });
});
