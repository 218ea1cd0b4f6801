/**
 * Cache-Control by URL (docs/server.md "Caching and compression"): files whose name carries a content hash never change, so browsers
 * keep them a year; everything else (index.html, the config, content data, public files) is
 * revalidated on every use, so a new deployment is visible at once.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Stand-in answers carry tokens and one-time values: never stored. */
export const NO_STORE = 'no-store';

/**
 * The build names its files in assets/ by their 8-character base64url content hash alone, `HASH.ext`
 * (vite.config.ts, docs/decisions/hash-only-file-names.md); Vite's default `name-HASH.ext` counts too.
 */
const HASHED_NAME = /(^|-)[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/**
 * The URL paths of the build's hashed files. Only direct children of dist/assets/ qualify: public/
 * files are copied as they are (public/assets/data/..., public/assets/img/...), and a public file
 * that happens to look hashed is excluded by name when the public/ folder is at hand.
 */
export function scanHashedAssets(distDir: string, publicDir = join(distDir, '..', 'public')): Set<string> {
  const result = new Set<string>();
  const assetsDir = join(distDir, 'assets');
  if (!existsSync(assetsDir)) return result;
  const publicAssets = join(publicDir, 'assets');
  for (const entry of readdirSync(assetsDir, { withFileTypes: true })) {
    if (!entry.isFile() || !HASHED_NAME.test(entry.name.replace(/\.(br|gz)$/, ''))) continue;
    if (existsSync(join(publicAssets, entry.name))) continue;
    result.add(`/opsportal/assets/${entry.name}`);
  }
  return result;
}

export function cacheControlFor(path: string, hashedAssets: ReadonlySet<string>): string {
  if (path.startsWith('/stand-in/')) return NO_STORE;
  if (hashedAssets.has(path)) return IMMUTABLE;
  return REVALIDATE;
}
