import { useConfig } from '../config/config-context.tsx';
import { SupportRequestForm } from '../components/forms/support-request-form.tsx';
import { StatusQueryModalOnSuccess } from '../components/status-modal/status-query-modal-on-success.tsx';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './support-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Technical support, remote support and support requests.',
  keywords: 'support, help, remote support',
};

/**
 * Help & Support (spec 2), also /support/{status}: tech support by phone and e-mail, the Remote
 * Connect button to the configured address, and the Request Support form; status 200 thanks the
 * visitor in a modal (spec 4).
 */
export function SupportPage() {
  const config = useConfig();
  return (
    <div className="page support-page">
      <h1>Help &amp; Support</h1>
      <div className="support-page__cards">
        <section className="support-page__card" aria-labelledby="support-tech-title">
          <h2 id="support-tech-title">Need Tech Support?</h2>
          <p>Our support team is ready to help with ordering, deliveries and your account.</p>
          <p>
            Call <a href={brand.phoneHref}>{brand.phone}</a>
            <br />
            or e-mail <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </p>
        </section>
        <section className="support-page__card" aria-labelledby="support-remote-title">
          <h2 id="support-remote-title">Remote Support</h2>
          <p>When a technician asks to see your screen, start a remote session here with the Support Key they give you.</p>
          {config ? (
            <a className="button button--primary" href={config.remoteConnectUrl}>
              Remote Connect
            </a>
          ) : (
            <p className="support-page__unavailable">Remote Connect is not available right now: please call us.</p>
          )}
        </section>
      </div>
      <section className="support-page__request" aria-labelledby="support-request-title">
        <h2 id="support-request-title">Request Support</h2>
        <p>Describe the problem and we will open a support case and get back to you.</p>
        <SupportRequestForm labelledBy="support-request-title" />
      </section>
      <StatusQueryModalOnSuccess baseRoute={paths.support()} message="contact" />
    </div>
  );
}
