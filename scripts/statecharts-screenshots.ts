/**
 * Screenshots of the statechart catalogue for the README's "For analysts" section:
 * docs/screenshots/statecharts-catalogue.png (the top of the catalogue) and
 * docs/screenshots/statecharts-player-login-form.png (the login form stepped to `failed`).
 * Run `npm run docs:statecharts` first, then `node --import tsx scripts/statecharts-screenshots.ts`.
 * Opens the catalogue from disk in Debian's Chromium; every request outside the folder is refused.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const folder = pathToFileURL(fileURLToPath(new URL('../docs/statecharts/', import.meta.url))).href;
const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route('**/*', (route) => (route.request().url().startsWith(folder) ? route.continue() : route.abort()));
  await page.goto(`${folder}index.html`);
  await page.screenshot({ path: `${out}statecharts-catalogue.png` });
  const section = page.locator('#login-form');
  await section.getByRole('button', { name: 'Step through' }).click();
  await section.getByRole('button', { name: 'credentials.submit: filled in' }).click();
  await section.getByRole('button', { name: 'wrong password / refused' }).click();
  await section.locator('.current').getByText('Now: failed').waitFor();
  await section.screenshot({ path: `${out}statecharts-player-login-form.png` });
} finally {
  await browser.close();
}
console.log('wrote docs/screenshots/statecharts-catalogue.png and statecharts-player-login-form.png');
