/**
 * /redirect (spec 2, 4): signs in automatically with username, password and ronumber from the
 * query, after removing them from the address bar and history. Flow state: autoSignIn machine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  autoSignInMachine,
  selectAutoBusy,
  selectAutoError,
  selectAutoHandedOff,
  selectAutoMissing,
  selectAutoOfferedUrl,
} from '../../machines/auto-sign-in.machine.ts';
import { credentialFor, scrubAddressActor } from '../actors/auth/address.ts';
import { paths } from '../config/paths.ts';
import { useSignInActors } from '../actors/auth/use-sign-in-actors.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import { selectStoredProductId } from '../../machines/product-selection.machine.ts';
import { BackToSignIn, DispatchHandOff, FormError, SigningIn } from './sign-in-parts.tsx';
import { SignInPage } from './sign-in-page.tsx';
import type { PageMetaExport } from '../app/route-table.ts';
import './sign-in-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: 'Automatic sign-in.', keywords: 'automatic sign in' };

export function RedirectPage() {
  return <SignInPage heading="Signing you in" Flow={AutoSignIn} />;
}

function AutoSignIn({ config }: { config: AppConfig }) {
  const actors = useSignInActors(config);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // spec 4: a stored product id 27 overrides the user type: the app-wide product selection holds it.
  const storedProductId = ProductSelectionActor.useSelector(selectStoredProductId);
  const signIn = useActorRef(
    autoSignInMachine.provide({
      actors: {
        requestToken: actors.requestToken,
        routeUser: actors.routeUser,
        // spec 2 /redirect: no password may stay in location.href or a history entry.
        scrubAddress: scrubAddressActor((route) => void navigate(route, { replace: true })),
      },
      actions: { storeSession: actors.actions.storeSession },
    }),
    {
      input: {
        username: credentialFor(paths.redirect, params, 'username'),
        password: credentialFor(paths.redirect, params, 'password'),
        roNumber: credentialFor(paths.redirect, params, 'ronumber'),
        storedProductId,
      },
    },
  );
  const busy = useSelector(signIn, selectAutoBusy);
  const error = useSelector(signIn, selectAutoError);
  const missing = useSelector(signIn, selectAutoMissing);
  const handedOff = useSelector(signIn, selectAutoHandedOff);
  const offeredUrl = useSelector(signIn, selectAutoOfferedUrl);

  if (missing) {
    return (
      <>
        <p role="status">This sign-in link has no username or password, so you could not be signed in automatically.</p>
        <BackToSignIn />
      </>
    );
  }
  return (
    <>
      {busy ? <SigningIn /> : null}
      {error ? <FormError id="redirect-error" message={error} /> : null}
      <DispatchHandOff opened={handedOff} offeredUrl={offeredUrl} />
      {error || handedOff || offeredUrl ? <BackToSignIn /> : null}
    </>
  );
}
