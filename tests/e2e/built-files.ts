/**
 * The build's files by what they hold. Apart from the shell and the bundler's runtime, the portal's files are
 * named by their content hash alone (vite.config.ts `chunkFileName`); the build's manifest
 * (dist/.vite/manifest.json, never served) says which chunk each file is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestEntry {
  file: string;
  /** The chunk's name: a lazily imported module's file name without its extension, or a shared chunk's name. */
  name?: string;
}

const DIST = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
let entries: ManifestEntry[] | null = null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The addresses of the chunks with these names in the build (a page's or a lazy module's chunk, or a shared one
 * such as `posted-form`), as a pattern for a request's URL or path. Throws when the build has none of them.
 */
export function chunkPattern(...names: string[]): RegExp {
  entries ??= Object.values(JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>);
  const files = new Set(entries.filter((entry) => entry.name !== undefined && names.includes(entry.name)).map((entry) => entry.file));
  if (files.size === 0) throw new Error(`The build's manifest has no chunk named ${names.join(' or ')}`);
  return new RegExp(`/(${[...files].map(escape).join('|')})$`);
}
