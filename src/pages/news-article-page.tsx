import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { newsMachine, selectArticle, selectNewsFailed, selectNewsLoading } from '../../machines/news.machine.ts';
import { loadNewsArticleActor, loadNewsFeedActor } from '../actors/content/load-news.ts';
import { LoadFailed, Loading } from '../components/content/load-status.tsx';
import { NewsMeta } from '../components/content/news-card.tsx';
import { NewsMedia } from '../components/content/news-media.tsx';
import { SafeHtml } from '../components/content/safe-html.tsx';
import { scrollToTop } from '../components/content/scroll.ts';
import { paths } from '../config/paths.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import { brand } from '../content/brand.ts';
import './news-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: `News from ${brand.company}.`, keywords: 'news, article' };

/**
 * A news article (spec 2 "News article"): scrolls to the top, loads the article by name, shows
 * 'OPS NEWS', the photo or a 16:9 video, the headline, 'By' the author, the date and the content
 * (sanitised HTML). No such article: /page-not-found (the machine decides, spec 8).
 */
export function NewsArticlePage() {
  const { newsName = '' } = useParams();
  const navigate = useNavigate();
  const news = useActorRef(
    newsMachine.provide({
      actors: { loadNewsFeed: loadNewsFeedActor, loadNewsArticle: loadNewsArticleActor },
      actions: {
        scrollToTop,
        redirectToNotFound: () => void navigate(paths.pageNotFound, { replace: true }),
      },
    }),
    { input: { view: 'article', name: newsName } },
  );
  const loading = useSelector(news, selectNewsLoading);
  const failed = useSelector(news, selectNewsFailed);
  const article = useSelector(news, selectArticle);

  // The route's article, every time it changes (a link inside an article opens another one on the same page):
  // the machine decides whether to load it.
  useEffect(() => {
    news.send({ type: 'article.requested', name: newsName });
  }, [newsName, news]);

  return (
    <article className="page news-article" aria-labelledby="news-article-title">
      <h1 id="news-article-title" className="news-article__title">
        OPS NEWS
      </h1>
      {loading ? <Loading label="Loading the article" /> : null}
      {failed ? <LoadFailed what="This article" onRetry={() => news.send({ type: 'news.retry' })} /> : null}
      {article ? (
        <>
          <NewsMedia item={article} frame="16:9" />
          <h2 className="news-article__headline">{article.headline}</h2>
          <NewsMeta author={article.author} date={article.date} />
          <SafeHtml className="news-article__content" html={article.content} />
        </>
      ) : null}
      <p className="news-article__back">
        <Link to={paths.news}>Back to News &amp; Media</Link>
      </p>
    </article>
  );
}
