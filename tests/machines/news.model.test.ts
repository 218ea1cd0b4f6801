import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  newsMachine,
  selectArticle,
  selectArticleShown,
  selectFeedItems,
  selectFeedShown,
  selectNewsFailed,
  selectNewsLoading,
  type NewsArticleItem,
  type NewsFeedItem,
} from '../../machines/news.machine.ts';
import { walkMachine } from '../support/model.ts';

const item: NewsFeedItem = {
  name: 'logistix-expands-early-delivery',
  headline: 'Logistix comes to three new metro areas',
  byline: 'More shops start with parts on the shelf.',
  author: 'Sam Okafor',
  date: '2024-11-18',
  src: 'assets/img/news/logistix-expands-early-delivery.svg',
  srcType: 'photo',
  isInternal: true,
  isPrivate: false,
};
const article: NewsArticleItem = { ...item, content: '<p>Logistix now covers three more metro areas.</p>' };

describe('news machine (spec 2 news feed and article, spec 4, spec 8)', () => {
  it('walks every state and transition of the feed and the article', async () => {
    const report = await walkMachine(newsMachine, {
      inputs: [{ view: 'feed' }, { view: 'article', name: 'logistix-expands-early-delivery' }],
      events: [
        { type: 'news.retry' },
        { type: 'article.requested', name: 'another-article' },
        { type: 'xstate.done.actor.loadNewsFeed', output: [item] },
        { type: 'xstate.error.actor.loadNewsFeed', error: new Error('HTTP status 500') },
        { type: 'xstate.done.actor.loadNewsArticle', output: article },
        { type: 'xstate.done.actor.loadNewsArticle', output: null },
        { type: 'xstate.error.actor.loadNewsArticle', error: new Error('HTTP status 500') },
      ] as never,
      // The visitor sees the state and whether an article or an error is held, not the details.
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.name, snapshot.context.article !== null, snapshot.context.error !== null]),
      assertState: (snapshot, executed) => {
        // What each state shows (busy, error, the feed, the article), written down independently.
        const views: Record<string, { busy: boolean; error: boolean; feed: boolean; article: boolean }> = {
          '{"feed":"loading"}': { busy: true, error: false, feed: false, article: false },
          '{"feed":"shown"}': { busy: false, error: false, feed: true, article: false },
          '{"feed":"failed"}': { busy: false, error: true, feed: false, article: false },
          '{"article":"loading"}': { busy: true, error: false, feed: false, article: false },
          '{"article":"shown"}': { busy: false, error: false, feed: false, article: true },
          '{"article":"notFound"}': { busy: false, error: false, feed: false, article: false },
          '{"article":"failed"}': { busy: false, error: true, feed: false, article: false },
        };
        const view = views[JSON.stringify(snapshot.value)];
        expect(view, `no expectation for state ${JSON.stringify(snapshot.value)}`).toBeDefined();
        expect(selectNewsLoading(snapshot as never)).toBe(view?.busy);
        expect(selectNewsFailed(snapshot as never)).toBe(view?.error);
        expect(selectFeedShown(snapshot as never)).toBe(view?.feed);
        expect(selectArticleShown(snapshot as never)).toBe(view?.article);
        if (view?.feed) expect(selectFeedItems(snapshot as never)).toEqual([item]);
        if (view?.article) expect(selectArticle(snapshot as never)).toEqual(article);
        if (snapshot.matches({ article: 'notFound' })) expect(executed).toContain('redirectToNotFound');
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.actions).toContain('scrollToTop');
    expect(report.actions).toContain('redirectToNotFound');
  });

  it('shows the feed once it loads, and offers a retry that loads again after a failure', async () => {
    let calls = 0;
    const loadNewsFeed = fromPromise<readonly NewsFeedItem[]>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP status 500');
      return [item];
    });
    const actor = createActor(newsMachine.provide({ actors: { loadNewsFeed } }), { input: { view: 'feed' } }).start();
    expect(selectNewsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectNewsFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('HTTP status 500');
    actor.send({ type: 'news.retry' });
    expect(selectNewsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, selectFeedShown);
    expect(selectFeedItems(actor.getSnapshot())).toEqual([item]);
    expect(selectNewsFailed(actor.getSnapshot())).toBe(false);
    expect(calls).toBe(2);
  });

  it('an unknown article name redirects to /page-not-found and never shows an article', async () => {
    const redirectToNotFound = vi.fn();
    const scrollToTop = vi.fn();
    const actor = createActor(
      newsMachine.provide({
        actors: { loadNewsArticle: fromPromise<NewsArticleItem | null, { name: string }>(async () => null) },
        actions: { redirectToNotFound, scrollToTop },
      }),
      { input: { view: 'article', name: 'no-such-article' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ article: 'notFound' }));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    expect(redirectToNotFound).toHaveBeenCalledTimes(1);
    expect(selectArticle(actor.getSnapshot())).toBeNull();
  });

  /** The article view started on the article "first", with a loader that records each name it is asked for. */
  function articleFirst() {
    const scrollToTop = vi.fn();
    const requested: string[] = [];
    const loadNewsArticle = fromPromise<NewsArticleItem | null, { name: string }>(async ({ input }) => {
      requested.push(input.name);
      return { ...article, name: input.name };
    });
    const actor = createActor(newsMachine.provide({ actors: { loadNewsArticle }, actions: { scrollToTop } }), {
      input: { view: 'article', name: 'first' },
    }).start();
    return { actor, requested, scrollToTop };
  }

  it('a new name from the route scrolls up and loads that article, dropping the old one at once', async () => {
    const { actor, requested, scrollToTop } = articleFirst();
    await waitFor(actor, selectArticleShown);
    expect(selectArticle(actor.getSnapshot())?.name).toBe('first');
    actor.send({ type: 'article.requested', name: 'second' });
    expect(selectArticle(actor.getSnapshot())).toBeNull();
    await waitFor(actor, selectArticleShown);
    expect(selectArticle(actor.getSnapshot())?.name).toBe('second');
    expect(requested).toEqual(['first', 'second']);
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });

  it('an article that fails to load is an error with a retry, not a 404', async () => {
    const redirectToNotFound = vi.fn();
    const actor = createActor(
      newsMachine.provide({
        actors: { loadNewsArticle: fromPromise<NewsArticleItem | null, { name: string }>(() => Promise.reject(new Error('timeout'))) },
        actions: { redirectToNotFound },
      }),
      { input: { view: 'article', name: 'first' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(redirectToNotFound).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can({ type: 'news.retry' })).toBe(true);
  });

  it('the route naming the article it already named is no request: the page tells it on every change, the machine decides', async () => {
    const { actor, requested, scrollToTop } = articleFirst();
    // The page's first render tells the route's name, which the input already gave.
    expect(actor.getSnapshot().can({ type: 'article.requested', name: 'first' })).toBe(false);
    actor.send({ type: 'article.requested', name: 'first' });
    await waitFor(actor, selectArticleShown);
    actor.send({ type: 'article.requested', name: 'first' });
    expect(selectArticleShown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'article.requested', name: 'second' });
    await waitFor(actor, selectArticleShown);
    expect(requested).toEqual(['first', 'second']);
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });
});
