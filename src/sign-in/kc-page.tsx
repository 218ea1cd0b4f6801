/**
 * /kc, the identity-provider landing (spec 2 "/kc": a loading screen with the logo and a progress
 * bar; the guard sends an unauthenticated person to the identity provider). The flow is the
 * kcLanding machine; this view shows its step and, when it fails, the message with a retry: the
 * progress bar never runs without an end.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router-dom';
import {
  kcLandingMachine,
  selectKcBusy,
  selectKcError,
  selectKcOfferedUrl,
  selectKcStep,
  selectKcUserName,
  type KcStep,
} from '../../machines/kc-landing.machine.ts';
import { createKcLandingActors } from '../actors/sso/kc-landing-actors.ts';
import { DispatchHandOff } from './sign-in-parts.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { paths } from '../config/paths.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import type { PageMetaExport } from '../app/route-table.ts';
import './kc-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: 'Completing single sign-on.', keywords: 'single sign-on' };

export function KcPage() {
  return <SignInPage heading="Signing you in" shell="card" Flow={KcLanding} />;
}

function statusText(step: KcStep, userName: string | null): string {
  switch (step) {
    case 'checking':
      return 'Checking your single sign-on session…';
    case 'redirecting':
      return 'Taking you to the single sign-on page…';
    case 'exchanging':
      return userName ? `Signing you in as ${userName}…` : 'Signing you in…';
    case 'routing':
    case 'leaving':
      return userName ? `Opening your application, ${userName}…` : 'Opening your application…';
    case 'handedOff':
    case 'linkOffered':
      return 'You are signed in.';
    case 'failed':
      return 'Single sign-on did not complete.';
    case 'signingOut':
      return 'Signing you out…';
    case 'signedOut':
      return 'You are signed out.';
    case 'signOutFailed':
      return 'You are signed out of the portal, but single sign-on could not be ended.';
  }
}

function KcLanding({ config }: { config: AppConfig }) {
  const actors = useMemo(() => createKcLandingActors(config), [config]);
  const landing = useActorRef(kcLandingMachine.provide(actors));
  const step = useSelector(landing, selectKcStep);
  const userName = useSelector(landing, selectKcUserName);
  const status = statusText(step, userName);

  // Each part below reads the one value it shows from the flow (docs/architecture.md "Layers").
  return (
    <>
      <p className="kc-page__status" role="status">
        {status}
      </p>
      <KcProgress landing={landing} status={status} />
      <KcProblem landing={landing} />
      {step === 'handedOff' || step === 'linkOffered' ? <KcSignedIn landing={landing} opened={step === 'handedOff'} /> : null}
    </>
  );
}

type Landing = ActorRefFrom<typeof kcLandingMachine>;

/** spec 2 "/kc": the progress bar runs only while the flow is busy, never without an end. */
function KcProgress({ landing, status }: { landing: Landing; status: string }) {
  const busy = useSelector(landing, selectKcBusy);
  if (!busy) return null;
  return (
    <div className="kc-page__progress" role="progressbar" aria-label="Signing you in" aria-valuetext={status}>
      <span className="kc-page__progress-bar" />
    </div>
  );
}

/** A failed sign-in or sign-out: the message, a retry (the machine knows what failed), and the way back to the sign-in. */
function KcProblem({ landing }: { landing: Landing }) {
  const error = useSelector(landing, selectKcError);
  if (!error) return null;
  return (
    <div className="kc-page__problem" role="alert">
      <p className="kc-page__message">{error}</p>
      <div className="kc-page__actions">
        {/* Focus moves to the retry (the failure replaces the page's only content), where the way on is. */}
        <button type="button" className="button button--primary" autoFocus onClick={() => landing.send({ type: 'kc.retry' })}>
          Try again
        </button>
        <Link className="button button--ghost" to={paths.ops}>
          Go to the sign-in page
        </Link>
      </div>
    </div>
  );
}

/** Handed off to the dispatch application (spec 4 userType 4), with the way to sign out. */
function KcSignedIn({ landing, opened }: { landing: Landing; opened: boolean }) {
  const offeredUrl = useSelector(landing, selectKcOfferedUrl);
  return (
    <>
      <DispatchHandOff opened={opened} offeredUrl={offeredUrl} />
      {/* docs/decisions/session-lifecycle.md: the one place the portal shows a signed-in state; signing out ends single sign-on too. */}
      <p className="kc-page__actions">
        <button type="button" className="button button--ghost" onClick={() => landing.send({ type: 'kc.signOut' })}>
          Sign out
        </button>
      </p>
    </>
  );
}
