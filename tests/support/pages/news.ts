/** Page objects for the news feed and a news article (spec 2). */
import type { Locator, Page } from '@playwright/test';

export class NewsFeed {
  readonly list: Locator;
  readonly pagination: Locator;
  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'News & Media' });
    this.pagination = page.getByRole('navigation', { name: 'News pages' });
  }
  items() {
    return this.list.getByRole('article');
  }
  headlines() {
    return this.list.getByRole('heading', { level: 2 });
  }
  item(headline: string | RegExp) {
    return this.list.getByRole('article', { name: headline });
  }
  pageLink(number: number) {
    return this.pagination.getByRole('link', { name: `Page ${number}`, exact: true });
  }
  currentPage() {
    return this.pagination.locator('[aria-current="page"]');
  }
  previous() {
    return this.pagination.getByText('Previous', { exact: true });
  }
  next() {
    return this.pagination.getByText('Next', { exact: true });
  }
  failure() {
    return this.page.getByRole('alert');
  }
  retry() {
    return this.page.getByRole('button', { name: 'Retry' });
  }
}

export class NewsArticle {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('article', { name: 'OPS NEWS' });
  }
  title() {
    return this.root.getByRole('heading', { level: 1 });
  }
  headline() {
    return this.headlines().first();
  }
  /** Every second-level heading of the article: none while it loads or has failed (the 'OPS NEWS' frame stays). */
  headlines() {
    return this.root.getByRole('heading', { level: 2 });
  }
  content() {
    return this.root.locator('.news-article__content');
  }
}
