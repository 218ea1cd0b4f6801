import { BareFrame } from '../components/content/bare-frame.tsx';
import { FastSupportForm } from '../components/forms/fast-support-form.tsx';
import { brand } from '../content/brand.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './fast-support-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = {
  description: 'Start a remote support session with your Support Key.',
  keywords: 'remote support, support key',
};

/**
 * The fast-support page (spec 2 "Fast support page"), at /fast-support
 * (docs/decisions/fast-support-route.md): the visitor types a name and the Support Key from the
 * technician and presses CONTINUE (the form is the forms issue's); the footer shows the current year.
 */
export function FastSupportPage() {
  return (
    <BareFrame title="Remote Support" copyrightYear={new Date().getFullYear()}>
      <div className="page fast-support-page">
        <h1>Fast support</h1>
        <p className="fast-support-page__lead">
          A technician asked you to start a remote support session. Type your name and the Support Key the technician gave you, then press
          CONTINUE to download the session program.
        </p>
        <ol className="fast-support-page__steps">
          <li>Type your name and the Support Key.</li>
          <li>Press CONTINUE and run the program that downloads.</li>
          <li>Allow the technician to connect. You can end the session at any time.</li>
        </ol>
        <div className="fast-support-page__form">
          <FastSupportForm />
        </div>
        <p className="fast-support-page__help">
          No Support Key? Call support at <a href={brand.phoneHref}>{brand.phone}</a>.
        </p>
      </div>
    </BareFrame>
  );
}
