import type { ReactNode } from 'react';

/**
 * The building blocks of the marketing pages (marketing.css): the hero that opens a page, the titled
 * sections below it, and grids of cards. The hero and each section are landmarks named by their own
 * heading (aria-labelledby), so a screen reader's list of regions reads like the page's outline.
 */

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface HeroProps {
  /** The h1's id, which names the hero. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** An illustration beside the text: the hero splits into two columns on wide screens. */
  art?: ReactNode;
  className?: string;
  /** What follows the lead (actions, a form, blocks). */
  children?: ReactNode;
}

/** The navy band at the top of a marketing page, with its h1 and lead. */
export function Hero({ id, title, lead, art, className, children }: HeroProps) {
  const text = (
    <>
      <h1 id={id}>{title}</h1>
      {lead ? <p className="hero__lead">{lead}</p> : null}
      {children}
    </>
  );
  return (
    <section className={classes('hero', className)} aria-labelledby={id}>
      {art ? (
        <div className="hero__inner hero__inner--split">
          <div>{text}</div>
          {art}
        </div>
      ) : (
        <div className="hero__inner">{text}</div>
      )}
    </section>
  );
}

interface SectionProps {
  /** The h2's id, which names the section. */
  id: string;
  title: ReactNode;
  /** On the light band, full width, with the content kept to the page's width inside. */
  band?: boolean;
  /** As wide as running text (the content width) instead of the wide pages' width. */
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}

/** A titled section of a marketing page. */
export function Section({ id, title, band = false, narrow = false, className, children }: SectionProps) {
  const content = (
    <>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </>
  );
  const page = classes('page', !narrow && 'page--wide', className);
  return band ? (
    <section className="band" aria-labelledby={id}>
      <div className={page}>{content}</div>
    </section>
  ) : (
    <section className={page} aria-labelledby={id}>
      {content}
    </section>
  );
}

interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  className?: string;
  cardClassName?: string;
  /** A card's content. */
  children: (item: T) => ReactNode;
}

/** A list of cards that wraps into as many columns as fit. */
export function CardGrid<T>({ items, keyOf, className, cardClassName, children }: CardGridProps<T>) {
  return (
    <ul className={classes('card-grid', className)}>
      {items.map((item) => (
        <li key={keyOf(item)} className={classes('card', cardClassName)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
