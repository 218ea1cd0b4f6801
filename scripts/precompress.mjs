#!/usr/bin/env node
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build (docs/server.md "Caching and compression"), so
 * the server (@fastify/static preCompressed) sends compressed bytes without compressing per request.
 * Runs after `vite build` (package.json "build"). Usage: node scripts/precompress.mjs [distDir]
 *
 * A compressed copy is kept only when it is smaller than the original; stale copies from an earlier
 * run are removed first, so a file never has a .br that belongs to older content.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);

const extensionOf = (name) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompress(distDir) {
  const results = [];
  const files = [];
  for await (const file of walk(distDir)) files.push(file);

  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) await rm(file);
  }
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    if (!TEXT_EXTENSIONS.has(extensionOf(file))) continue;
    const source = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const row = { file: relative(distDir, file), bytes: source.length, br: null, gz: null };
    if (br.length < source.length) {
      await writeFile(`${file}.br`, br);
      row.br = br.length;
    }
    if (gzipped.length < source.length) {
      await writeFile(`${file}.gz`, gzipped);
      row.gz = gzipped.length;
    }
    results.push(row);
  }
  return results;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const results = await precompress(distDir);
  const total = results.reduce((sum, row) => sum + row.bytes, 0);
  const totalBr = results.reduce((sum, row) => sum + (row.br ?? row.bytes), 0);
  const biggest = [...results].sort((a, b) => b.bytes - a.bytes)[0];
  console.log(`precompress: ${results.length} files in ${relative(process.cwd(), distDir) || '.'}, ${total} B -> ${totalBr} B brotli`);
  if (biggest) {
    console.log(`precompress: biggest ${biggest.file} ${biggest.bytes} B, br ${biggest.br ?? '-'} B, gz ${biggest.gz ?? '-'} B`);
  }
}
