/**
 * /ehi-login (spec 2, 4 "Partner login", 5, 8), embedded by partners: with a token the contact is
 * resolved and the shopping application opens; without one, the username and password form posts
 * companyId and jwtToken to the partner's window. Flow state: partnerLogin machine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  partnerLoginMachine,
  selectPartnerBusy,
  selectPartnerError,
  selectPartnerFormShown,
  selectPartnerLoginFailed,
  selectPartnerPosted,
} from '../../machines/partner-login.machine.ts';
import { useSignInActors } from '../actors/auth/use-sign-in-actors.ts';
import { credentialFor, scrubAddressActor } from '../actors/auth/address.ts';
import { paths } from '../config/paths.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { CredentialsForm, FormError, SigningIn } from './sign-in-parts.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { useFieldIds } from './sign-in-fields.tsx';
import type { PageMetaExport } from '../app/route-table.ts';
import './sign-in-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: 'Sign in from a partner application.', keywords: 'partner login' };

export function EhiLoginPage() {
  return <SignInPage heading="Partner sign-in" Flow={PartnerLogin} />;
}

/** spec 8 shows no message when the partner login fails: focus on Try again is what a screen-reader user hears (issue 29). */
const focusOnArrival = (element: HTMLButtonElement | null) => element?.focus();

function PartnerLogin({ config }: { config: AppConfig }) {
  const actors = useSignInActors(config);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useActorRef(
    partnerLoginMachine.provide({
      actors: {
        // The company token is a credential: out of the address bar and history (and the held copy dropped) before it is used.
        scrubAddress: scrubAddressActor((route) => void navigate(route, { replace: true })),
        resolveContact: actors.resolveContact,
        partnerLogin: actors.partnerLogin,
        requestPartnerToken: actors.requestPartnerToken,
      },
      actions: {
        showNotFound: () => void navigate(paths.pageNotFound, { replace: true }),
        storeSession: actors.actions.storeSession,
        leaveFor: actors.actions.leaveFor,
        postToPartner: actors.actions.postToPartner,
      },
    }),
    {
      input: {
        companyId: params.get('companyId'),
        token: credentialFor(paths.ehiLogin, params, 'token'),
        uniqueId: params.get('uniqueId'),
      },
    },
  );
  const busy = useSelector(login, selectPartnerBusy);
  const error = useSelector(login, selectPartnerError);
  const formShown = useSelector(login, selectPartnerFormShown);
  const posted = useSelector(login, selectPartnerPosted);
  const loginFailed = useSelector(login, selectPartnerLoginFailed);
  const ids = useFieldIds('partner');

  if (posted) {
    return (
      <p className="sign-in-form__notice" role="status">
        You are signed in. Continue in the partner application.
      </p>
    );
  }
  if (!formShown) {
    return (
      <>
        {busy ? <SigningIn /> : null}
        {error ? <FormError id={ids.error} message={error} /> : null}
        {/* spec 8 "Partner login failure": the error flag, no message. After that, or a failed contact
            lookup (an outage says "try again"), the page inside the partner's frame offers the retry. */}
        {loginFailed || error ? (
          <p data-testid={loginFailed ? 'partner-login-failed' : undefined}>
            {/* Not a reload: the company token left the address at start-up (docs/decisions/sign-in-address-scrubbing.md); the flow holds it. */}
            <button
              type="button"
              className="button button--ghost"
              ref={loginFailed ? focusOnArrival : undefined}
              onClick={() => login.send({ type: 'retry' })}
            >
              Try again
            </button>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <CredentialsForm
      className="partner-form"
      label="Partner sign in"
      idPrefix="partner"
      busy={busy}
      error={error}
      onCredentials={(credentials) => login.send({ type: 'credentials.submit', ...credentials })}
    />
  );
}
