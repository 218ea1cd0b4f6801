import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { formatNewsDate, type NewsItem } from '../../content/news.ts';
import { NewsMedia } from './news-media.tsx';
import './news.css';

/**
 * One item of the news feed (spec 2): its photo or video (760x428), the headline linking to the
 * item's own route by name (internal) or to its external path, the byline, 'By {author}' and the
 * date as 'MMMM dd, yyyy'. The first card's photo is the page's largest paint: it loads at once.
 */
export function NewsCard({ item, first = false }: { item: NewsItem; first?: boolean }) {
  const headingId = `news-${item.name}`;
  return (
    <article className="news-card" aria-labelledby={headingId}>
      <NewsMedia item={item} frame="760x428" eager={first} />
      <h2 id={headingId} className="news-card__headline">
        {item.isInternal || !item.path ? (
          <Link to={paths.newsArticle(item.name)}>{item.headline}</Link>
        ) : (
          <a href={item.path} target="_blank" rel="noopener noreferrer">
            {item.headline}
            <span className="visually-hidden"> (opens an external site in a new tab)</span>
          </a>
        )}
      </h2>
      <p className="news-card__byline">{item.byline}</p>
      <NewsMeta author={item.author} date={item.date} />
    </article>
  );
}

export function NewsMeta({ author, date }: { author: string; date: string }) {
  return (
    <p className="news-meta">
      <span className="news-meta__author">By {author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{formatNewsDate(date)}</time>
    </p>
  );
}
