/**
 * What the news walks did not look at (found by `npm run test:mutation`, docs/mutation.md): the context
 * each page starts with, a failure that is not an Error, the error cleared once a retry loads, and what a
 * page that forgot to provide a loader shows.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { newsMachine, selectFeedItems, selectNewsFailed, type NewsArticleItem, type NewsFeedItem } from '../../machines/news.machine.ts';

const item: NewsFeedItem = {
  name: 'new-depot',
  headline: 'A new depot opens',
  byline: 'More room for the overnight routes.',
  author: 'Ops News',
  date: '2026-11-02',
  src: 'assets/news/depot.webp',
  srcType: 'photo',
  isInternal: true,
  isPrivate: false,
};
const article: NewsArticleItem = { ...item, content: '<p>The depot opens on Monday.</p>' };

describe('news: the context each page starts with', () => {
  it('the feed: no article name, nothing loaded', () => {
    const actor = createActor(newsMachine, { input: { view: 'feed' } });
    expect(actor.getSnapshot().context).toEqual({ view: 'feed', name: '', items: [], article: null, error: null });
    expect(selectFeedItems(actor.getSnapshot())).toEqual([]);
  });

  it('an article: its name, nothing loaded', () => {
    const actor = createActor(newsMachine, { input: { view: 'article', name: 'new-depot' } });
    expect(actor.getSnapshot().context).toEqual({ view: 'article', name: 'new-depot', items: [], article: null, error: null });
  });
});

describe('news: failures and retries', () => {
  it('a failure that is not an Error keeps its own words', async () => {
    const actor = createActor(
      newsMachine.provide({ actors: { loadNewsFeed: fromPromise(async () => Promise.reject('HTTP status 503')) } }),
      {
        input: { view: 'feed' },
      },
    ).start();
    await vi.waitFor(() => expect(selectNewsFailed(actor.getSnapshot())).toBe(true));
    expect(actor.getSnapshot().context.error).toBe('HTTP status 503');
  });

  it.each([
    ['the feed', { view: 'feed' } as const],
    ['an article', { view: 'article', name: 'new-depot' } as const],
  ])('%s: a retry that loads clears the error', async (_, input) => {
    let attempt = 0;
    const answer = <TOutput, TInput = unknown>(value: TOutput) =>
      fromPromise<TOutput, TInput>(async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('HTTP status 500');
        return value;
      });
    const actor = createActor(
      newsMachine.provide({
        actors: {
          loadNewsFeed: answer<readonly NewsFeedItem[]>([item]),
          loadNewsArticle: answer<NewsArticleItem | null, { name: string }>(article),
        },
      }),
      {
        input,
      },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('HTTP status 500'));
    actor.send({ type: 'news.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    [{ view: 'feed' } as const, 'loadNewsFeed not provided'],
    [{ view: 'article', name: 'new-depot' } as const, 'loadNewsArticle not provided'],
  ])('%j: a loader nobody provided fails with its name', async (input, message) => {
    const actor = createActor(newsMachine, { input }).start();
    await vi.waitFor(() => expect(selectNewsFailed(actor.getSnapshot())).toBe(true));
    expect(actor.getSnapshot().context.error).toBe(message);
    actor.stop();
  });
});
