/**
 * The words check (issue 42, item 5; docs/decisions/words-one-voice.md): every route of the route table, as
 * loaded and, where it has a posted form, with every field's error shown, read as an editor would read it by the
 * rules of tests/support/voice.ts. The words read are the page's labels, legends, headings, buttons, links, table
 * headers, hints, errors and announcements (text as written, before CSS changes its case); the phone rule reads
 * all the text a visitor sees. One width: the words are the same at every width (the layout check reads those).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sampledRouteTable as routeTable } from '../../src/app/route-samples.ts';
import { voiceProblems, type Words } from '../support/voice.ts';
import { formWithErrors } from '../support/pages/posted-form.ts';
import { expect, fault, gotoRoute, test, waitForPage } from './fixtures.ts';

/** Where the portal's words are: what names, heads, labels or answers something. */
const WORD_SELECTOR = [
  'h1, h2, h3, h4, h5, h6',
  'label, legend, button, summary, th, caption, a',
  '[role="alert"], [role="status"], [role="dialog"] [id$="title"]',
  '.form-field__hint, .form-field__error, .error-summary li',
].join(', ');

/** Job titles are the names of positions (the careers file), kept as the company writes them. */
const careers = JSON.parse(readFileSync(new URL('../../public/assets/data/careers.data.json', import.meta.url), 'utf8')) as Array<{
  position: string;
}>;
const CONTENT_NAMES = careers.map((career) => career.position);

test.use({ reducedMotion: 'reduce' });

/** The visible words of the page, each with what holds it; and all its visible text, for the phone rule. */
async function wordsOn(page: Page, state: string): Promise<Words[]> {
  const found = await page.evaluate((selector) => {
    const visible = (element: Element) => element.checkVisibility() && element.getClientRects().length > 0;
    const words = [...document.querySelectorAll(selector)]
      .filter(visible)
      .map((element) => ({ tag: element.tagName.toLowerCase(), text: (element.textContent ?? '').replace(/\s+/g, ' ').trim() }))
      .filter(({ text }) => text !== '');
    return { words, all: document.body.innerText };
  }, WORD_SELECTOR);
  const unique = new Map(found.words.map(({ tag, text }) => [text, { where: `${state} ${tag}`, text }]));
  const lines = found.all.split('\n').filter((line) => /\d{3}/.test(line));
  return [...unique.values(), ...lines.map((line) => ({ where: `${state} text`, text: line.trim(), phoneOnly: true }))];
}

test.describe('words: one voice on every route', () => {
  for (const entry of routeTable) {
    test(`${entry.sample}`, async ({ page, context }) => {
      // /kc leaves for the identity provider at once; a slow provider keeps its loading screen up to be read.
      if (entry.path === 'kc') await fault(context, 'sso:slow');
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoRoute(page, entry.sample);
      await waitForPage(page);
      const words = await wordsOn(page, 'as loaded:');
      if (await formWithErrors(page)) words.push(...(await wordsOn(page, 'with errors:')));
      expect(voiceProblems(words, CONTENT_NAMES)).toEqual([]);
    });
  }
});
