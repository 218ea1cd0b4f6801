/**
 * Each route's page-head description and keywords (spec 2), by sample address: what the page modules
 * give (docs/decisions/route-heads-with-page-code.md). tests/unit/route-page-meta.test.tsx checks every
 * page module's export against this record, tests/e2e/foundation.e2e.ts checks the rendered tags against
 * it (the browser tests cannot import page modules, which import CSS).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageMeta } from '../../src/app/route-table.ts';

export const expectedPageMeta: Readonly<Record<string, PageMeta>> = JSON.parse(
  // A path, not a URL object: under happy-dom the global URL is the DOM's, which readFileSync refuses.
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'route-page-meta.json'), 'utf8'),
);

/** The description and keywords a sample address (its path, without the query) must show. */
export function expectedPageMetaFor(sample: string): PageMeta {
  const path = sample.split('?')[0]!;
  const meta = expectedPageMeta[path];
  if (!meta) throw new Error(`No expected description and keywords for ${path} in tests/support/route-page-meta.json`);
  return meta;
}
