/** `npm run docs:statecharts`: writes one Mermaid diagram per machine into docs/statecharts/. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATECHARTS_DIR, renderAll } from './statecharts-lib.ts';

const pages = await renderAll();
mkdirSync(STATECHARTS_DIR, { recursive: true });
for (const file of readdirSync(STATECHARTS_DIR)) {
  if (file.endsWith('.md') && file !== 'README.md' && !pages.has(file)) rmSync(join(STATECHARTS_DIR, file));
}
const index = ['# Statecharts', '', 'Generated from `machines/` by `npm run docs:statecharts`; `npm test` fails when they are stale.', ''];
for (const [file, markdown] of pages) {
  writeFileSync(join(STATECHARTS_DIR, file), markdown);
  index.push(`- [${file.replace(/\.md$/, '')}](${file})`);
}
writeFileSync(join(STATECHARTS_DIR, 'README.md'), `${index.join('\n')}\n`);
console.log(`wrote ${pages.size} statecharts to docs/statecharts/`);
