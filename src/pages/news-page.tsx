import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { newsMachine, selectFeedItems, selectFeedShown, selectNewsFailed, selectNewsLoading } from '../../machines/news.machine.ts';
import { loadNewsArticleActor, loadNewsFeedActor } from '../actors/content/load-news.ts';
import { LoadFailed, Loading } from '../components/content/load-status.tsx';
import { NewsCard } from '../components/content/news-card.tsx';
import { Pagination } from '../components/content/pagination.tsx';
import { scrollToSection } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import { paginate } from '../content/news.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import { brand } from '../content/brand.ts';
import './news-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: `News and announcements from ${brand.company}.`,
  keywords: 'news, media, announcements',
};

/** The page number in the URL (?page=N); anything else is page 1. Out-of-range pages are clamped by paginate. */
function requestedPage(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
}

const pageHref = (page: number) => (page <= 1 ? paths.news : `${paths.news}?page=${page}`);

/** News & Media (spec 2 "News feed"): four items per page, Previous/Next and up to seven page links. */
export function NewsPage() {
  const [searchParams] = useSearchParams();
  const news = useActorRef(newsMachine.provide({ actors: { loadNewsFeed: loadNewsFeedActor, loadNewsArticle: loadNewsArticleActor } }), {
    input: { view: 'feed' },
  });
  const loading = useSelector(news, selectNewsLoading);
  const failed = useSelector(news, selectNewsFailed);
  const shown = useSelector(news, selectFeedShown);
  const items = useSelector(news, selectFeedItems);
  const pagination = paginate(items.length, requestedPage(searchParams.get('page')));

  return (
    <div className="page news-page">
      <h1 id="news-title">News &amp; Media</h1>
      <p className="news-page__lead">Product updates, customer stories and events from across the parts network.</p>
      {loading ? <Loading label="Loading the news" /> : null}
      {failed ? <LoadFailed what="The news" onRetry={() => news.send({ type: 'news.retry' })} /> : null}
      {shown ? (
        items.length === 0 ? (
          <p>There is no news yet.</p>
        ) : (
          <>
            <p className="news-page__position" aria-live="polite">
              Page {pagination.page} of {pagination.pageCount}
            </p>
            <ul className="news-feed" aria-labelledby="news-title">
              {items.slice(pagination.start, pagination.end).map((item, index) => (
                <li key={item.name}>
                  <NewsCard item={item} first={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination pagination={pagination} hrefFor={pageHref} label="News pages" onNavigate={() => scrollToSection('news-title')} />
          </>
        )
      ) : null}
    </div>
  );
}
