import type { LegalBlock, LegalSection } from '../../content/pages/legal.ts';
import { scrollToSection } from './scroll.ts';
import './legal.css';

/** One block of legal text: a paragraph, a list or a table with a caption and column headers. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (block.kind === 'p') return <p>{block.text}</p>;
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="legal-table" role="region" aria-label={block.caption} tabIndex={0}>
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LegalSectionView({ section, className }: { section: LegalSection; className?: string }) {
  return (
    <section id={section.id} className={className ?? 'policy-section'} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {section.blocks.map((block, index) => (
        <LegalBlockView key={index} block={block} />
      ))}
    </section>
  );
}

/**
 * The legal pages' table of contents. Hash routing owns the URL fragment, so each entry scrolls to
 * its section (and moves focus there) instead of changing the route; its href opens the page itself.
 */
export function SectionNav({
  sections,
  label,
  pagePath,
}: {
  sections: readonly Pick<LegalSection, 'id' | 'title'>[];
  label: string;
  pagePath: string;
}) {
  return (
    <nav className="section-nav" aria-label={label}>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${pagePath}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                scrollToSection(section.id);
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
