import { Link } from 'react-router-dom';
import { useConfig } from '../config/config-context.tsx';
import { ContactForm } from '../components/forms/contact-form.tsx';
import { StatusQueryModalOnSuccess } from '../components/status-modal/status-query-modal-on-success.tsx';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './contact-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: 'Talk to our sales and support team.', keywords: 'contact, sales, demo, support' };

/**
 * Contact Us (spec 2): the lead form, the support chat link, the sales and support phone and the
 * technical-help link; status=200 thanks the visitor in a modal (spec 4).
 */
export function ContactPage() {
  const config = useConfig();
  return (
    <div className="page contact-page">
      <h1>Contact Us</h1>
      <p className="contact-page__intro">
        Tell us about your shop or parts business and what you would like to see. A member of our team will get back to you, usually the
        same business day.
      </p>
      <ul className="contact-page__ways" aria-label="Other ways to reach us">
        <li>
          <h2 className="contact-page__way-title">Sales &amp; support</h2>
          <a href={brand.phoneHref}>{brand.phone}</a>
        </li>
        {config?.supportChatUrl ? (
          <li>
            <h2 className="contact-page__way-title">Chat with support</h2>
            <a href={config.supportChatUrl} target="_blank" rel="noopener noreferrer">
              Open the support chat<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        <li>
          <h2 className="contact-page__way-title">Technical help</h2>
          <Link to={paths.support()}>Get technical help</Link>
        </li>
      </ul>
      <section className="contact-page__form" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        <ContactForm labelledBy="contact-form-title" />
      </section>
      <StatusQueryModalOnSuccess baseRoute={paths.contactus} message="contact" />
    </div>
  );
}
