import { Link } from 'react-router-dom';
import type { Pagination as PaginationModel } from '../../content/news.ts';
import './pagination.css';

/**
 * Page links of the news feed (spec 2, 9): Previous, at most seven page numbers, Next. They are
 * real links (the page number lives in the URL), so a page can be bookmarked and Back works.
 */
export function Pagination({
  pagination,
  hrefFor,
  label,
  onNavigate,
}: {
  pagination: PaginationModel;
  hrefFor: (page: number) => string;
  label: string;
  onNavigate?: () => void;
}) {
  if (pagination.pageCount <= 1) return null;
  const { page, pageLinks, hasPrevious, hasNext } = pagination;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {hasPrevious ? (
            <Link className="pagination__step" to={hrefFor(page - 1)} onClick={onNavigate}>
              Previous
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageLinks.map((number) => (
          <li key={number}>
            <Link
              className="pagination__page"
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={onNavigate}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {hasNext ? (
            <Link className="pagination__step" to={hrefFor(page + 1)} onClick={onNavigate}>
              Next
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
