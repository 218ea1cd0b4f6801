/**
 * The build names each lazy chunk in its import's error and lists each chunk's imports
 * (scripts/name-failed-imports.ts): the recovery of a browser's kept failure needs both, WebKit's error naming none.
 */
import { describe, expect, it } from 'vitest';
import { chunkImports, nameFailedImports, namingCatch } from '../../scripts/name-failed-imports.ts';

describe('a lazy import names its chunk when it fails', () => {
  it('appends the naming catch to every import of a sibling chunk, whatever its quotes, and names those', () => {
    const code = 'a=()=>V(()=>import(`./Ab-_1234.js`),[]);b=import("./Cd.js").then(e=>e.n);c=import(\'./Ef.js\')';
    const { code: out, named } = nameFailedImports(code);
    expect(named).toEqual(['./Ab-_1234.js', './Cd.js', './Ef.js']);
    expect(out).toBe(
      `a=()=>V(()=>import(\`./Ab-_1234.js\`)${namingCatch('./Ab-_1234.js')},[]);` +
        `b=import("./Cd.js")${namingCatch('./Cd.js')}.then(e=>e.n);c=import('./Ef.js')${namingCatch('./Ef.js')}`,
    );
    expect(namingCatch('./X.js')).toBe('.catch(e=>{throw Error(`Failed to import ${new URL(`./X.js`,import.meta.url)}`,{cause:e})})');
  });

  it('leaves an import that is not a sibling chunk alone (a package, another folder, a computed address)', () => {
    const code = 'import(`react`);import(`../x.js`);import(`./${name}.js`);import(u);myimport(`./A.js`)';
    expect(nameFailedImports(code)).toEqual({ code, named: [] });
  });

  it("the rewritten import rejects with the chunk's address and the engine's error as its cause", async () => {
    const engineError = new TypeError('Importing a module script failed.');
    const rewritten = namingCatch('./X.js').replace('import.meta.url', '"http://localhost/opsportal/assets/Shell.js"');
    // The appended `.catch(...)` applied to a failed import, as the built chunk runs it.
    const run = new Function('failed', `return failed${rewritten}`) as (failed: Promise<never>) => Promise<never>;
    const error = (await run(Promise.reject(engineError)).catch((reason: unknown) => reason)) as Error;
    expect(error.message).toBe('Failed to import http://localhost/opsportal/assets/X.js');
    expect(error.cause).toBe(engineError);
  });
});

describe("each lazy chunk's imports", () => {
  const chunk = (fileName: string, name: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
    fileName,
    name,
    imports,
    dynamicImports,
    isEntry,
  });

  it('are listed all the way down, without what the document ran at its start', () => {
    const chunks = [
      chunk('assets/runtime.js', 'rolldown-runtime'),
      chunk('assets/shell.js', 'shell', ['assets/runtime.js'], ['assets/news.js', 'assets/mask.js']),
      chunk('assets/news.js', 'news-page', ['assets/shell.js', 'assets/shared.js']),
      chunk('assets/shared.js', 'news-shared', ['assets/shell.js', 'assets/status.js']),
      chunk('assets/status.js', 'load-status', ['assets/shell.js']),
      chunk('assets/mask.js', 'mask'),
    ];
    expect(chunkImports(chunks, new Set(['shell', 'rolldown-runtime']))).toEqual({
      'assets/mask.js': [],
      'assets/news.js': ['assets/shared.js', 'assets/status.js'],
    });
    // An entry chunk counts as run at the start too.
    expect(chunkImports([...chunks.slice(2), { ...chunks[1]!, isEntry: true }, chunks[0]!])['assets/news.js']).toEqual([
      'assets/shared.js',
      'assets/status.js',
    ]);
  });
});
