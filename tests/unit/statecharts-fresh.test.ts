import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATECHARTS_DIR, renderAll } from '../../scripts/statecharts-lib.ts';

describe('generated statecharts', () => {
  it('docs/statecharts/ matches every machine (run `npm run docs:statecharts` when this fails)', async () => {
    const pages = await renderAll();
    expect(pages.size).toBeGreaterThan(0);
    for (const [file, markdown] of pages) {
      const path = join(STATECHARTS_DIR, file);
      expect(existsSync(path), `${file} is missing`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${file} is stale`).toBe(markdown);
    }
  });
});
