import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cookieConsentMachine, selectConsentOpen } from '../../machines/cookie-consent.machine.ts';
import { cookieConsentInput, writeConsentCookie } from '../actors/consent/cookie-consent.ts';
import { AnchorHighlightActor } from '../actors/app-actor-contexts.ts';
import { isPrivacyPolicyPath, paths } from '../config/paths.ts';
import { routeOfHash } from '../config/route-address.ts';
import { useModalDialog } from './modal-dialog.ts';
import { modalIds } from './modal-ids.ts';
import './cookie-consent-dialog.css';

/** The cookie-consent modal (spec 4): a native <dialog>, open while the machine is in `open`. */
export function CookieConsentDialog() {
  const highlight = AnchorHighlightActor.useActorRef();
  // The input reads the cookie and the frame once per mount (docs/architecture.md "One actor idiom").
  const [input] = useState(cookieConsentInput);
  const consent = useActorRef(
    cookieConsentMachine.provide({
      actions: {
        setConsentCookie: writeConsentCookie,
        openCookiePolicy: () =>
          highlight.send({
            type: 'anchor.requested',
            anchor: 'cookies',
            // Where the visitor is when they ask, not when the machine was made.
            onPrivacyPage: isPrivacyPolicyPath(routeOfHash(window.location.hash).pathname),
          }),
      },
    }),
    { input },
  );
  const open = useSelector(consent, selectConsentOpen);
  const continueButton = useRef<HTMLButtonElement>(null);

  const ids = useMemo(() => modalIds('cookie-consent'), []);
  // The native dialog gives the focus trap, Escape and the inert page; it mirrors the machine.
  const dialog = useModalDialog({
    ids,
    open,
    initialFocus: continueButton,
    // Escape closes without consent (asked again next visit); the machine decides, not the browser.
    onEscape: () => consent.send({ type: 'consent.defer' }),
  });
  if (!ids) return null;
  return (
    <dialog {...dialog} id={ids.id} className="cookie-consent">
      <h2 id={ids.title}>Cookies on this site</h2>
      <p id={ids.text}>
        This site uses cookies to remember your choices and to understand how the site is used. Read the{' '}
        <a
          href={`#${paths.privacyPolicy('cookies')}`}
          onClick={(event) => {
            event.preventDefault();
            consent.send({ type: 'consent.viewCookies' });
          }}
        >
          cookie section
        </a>{' '}
        and our{' '}
        <Link to={paths.privacyPolicy()} onClick={() => consent.send({ type: 'consent.defer' })}>
          privacy policy
        </Link>
        .
      </p>
      <button
        ref={continueButton}
        type="button"
        className="button button--primary"
        onClick={() => consent.send({ type: 'consent.accept' })}
      >
        Continue
      </button>
    </dialog>
  );
}
