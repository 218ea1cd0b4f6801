/**
 * The build's named chunks (vite.config.ts CHUNK_GROUPS) name their libraries and modules, and the build fails
 * when one of those names is not there or no module of the build is it: a renamed or deleted module cannot leave
 * a chunk silently different.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { belongsTo, CHUNK_GROUPS, missingChunkMembers, unusedChunkMembers, type ChunkGroup } from '../../vite.config.ts';

describe('the chunk groups', () => {
  it('name only libraries that are installed and modules that exist', () => {
    expect(missingChunkMembers(CHUNK_GROUPS)).toEqual([]);
  });

  it('are told apart by name: shell, posted-form and load-script (the tests and the preload lists find them so)', () => {
    expect(CHUNK_GROUPS.map((group) => group.name).sort()).toEqual(['load-script', 'posted-form', 'shell']);
  });

  it('report a module, a folder or a library that is not there, by group', () => {
    const root = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
    mkdirSync(join(root, 'src', 'lib'), { recursive: true });
    mkdirSync(join(root, 'node_modules', 'present'), { recursive: true });
    writeFileSync(join(root, 'src', 'lib', 'storage.ts'), '');
    writeFileSync(join(root, 'node_modules', 'present', 'package.json'), '{}');
    const group: ChunkGroup = {
      name: 'shell',
      priority: 1,
      libraries: ['present', 'absent'],
      modules: ['src/lib/storage.ts', 'src/lib/product-selection.ts', 'src/gone/'],
    };
    expect(missingChunkMembers([group], root)).toEqual([
      'shell: the library absent',
      'shell: src/lib/product-selection.ts',
      'shell: src/gone/',
    ]);
  });

  it('take a module by its exact path or its folder, and a library by its package folder', () => {
    const group: ChunkGroup = { name: 'shell', priority: 1, libraries: ['react'], modules: ['src/app/', 'src/lib/toast.ts'] };
    const root = '/repo';
    expect(belongsTo(group, '/repo/src/app/layout/nav-bar.tsx', root)).toBe(true);
    expect(belongsTo(group, '/repo/src/lib/toast.ts', root)).toBe(true);
    expect(belongsTo(group, '/repo/src/lib/toast.ts?used', root)).toBe(true);
    expect(belongsTo(group, '/repo/node_modules/react/cjs/react.production.js', root)).toBe(true);
    expect(belongsTo(group, '/repo/src/components/toast-outlet.tsx', root)).toBe(false);
    expect(belongsTo(group, '/repo/src/apps/other.ts', root)).toBe(false);
    expect(belongsTo(group, '/repo/node_modules/react-dom/index.js', root)).toBe(false);
  });

  it('report a name that none of the build’s modules is', () => {
    const group: ChunkGroup = { name: 'posted-form', priority: 1, libraries: ['xstate'], modules: ['src/a.ts', 'src/b.ts'] };
    expect(unusedChunkMembers([group], ['/repo/src/a.ts', '/repo/node_modules/react/index.js'], '/repo')).toEqual([
      'posted-form: the library xstate',
      'posted-form: src/b.ts',
    ]);
  });
});
