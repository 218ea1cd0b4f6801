/**
 * The compact sign-in form of the /ops login panel (spec 2 "/ops", spec 4 "Login form", spec 8).
 * The /ops page shows and hides the panel (loginPanel machine); this is what is inside it. All
 * flow state lives in the loginForm machine (its effects in ./login-flow.ts, with the page's code); this view reads
 * primitives and sends one event.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import {
  loginFormMachine,
  selectHandedOff,
  selectLoginBusy,
  selectLoginError,
  selectOfferedUrl,
} from '../../machines/login-form.machine.ts';
import { selectStoredProductId } from '../../machines/product-selection.machine.ts';
import { ProductSelectionActor } from '../actors/app-actor-contexts.ts';
import { paths } from '../config/paths.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { useVisitConfig } from '../app/start-up/start-up-context.tsx';
import { brand } from '../content/brand.ts';
import { readField } from './sign-in-fields.tsx';
import { CredentialsForm, DispatchHandOff, SignInUnavailable } from './sign-in-parts.tsx';
import { loginFormEffects } from './login-flow.ts';
import { useSignInActors } from '../actors/auth/use-sign-in-actors.ts';
import './login-panel.css';

/**
 * `asDrawn`: the /ops page draws what the build drew (docs/decisions/first-paint-prerender.md): the form is there
 * before any config, and stays the same form (what was typed in it kept) when the app takes it over; without a
 * config it then says so. Its flow is built with this visit's config from its first draw.
 */
export function LoginPanel({ asDrawn }: { asDrawn: boolean }) {
  const config = useVisitConfig();
  const panel = useRef<HTMLDivElement>(null);
  return (
    // Until the app has taken the drawn form over, it cannot sign in yet (a submit waits): busy, as the loading
    // bar of every other route is.
    <div className="login-panel-form" ref={panel} aria-busy={asDrawn ? true : undefined}>
      {config || asDrawn ? <LoginForm config={config} panel={panel} /> : <SignInUnavailable />}
      <SocialLinks />
    </div>
  );
}

function LoginForm({ config, panel }: { config: AppConfig | null; panel: RefObject<HTMLDivElement | null> }) {
  // No config: the form as the build draws it (its machine's initial state); it is never sent before one is there.
  const actors = useSignInActors(config);
  // spec 4: a stored product id 27 overrides the user type: the app-wide product selection holds it.
  const storedProductId = ProductSelectionActor.useSelector(selectStoredProductId);
  const login = useActorRef(loginFormMachine.provide(loginFormEffects(actors)), { input: { storedProductId } });
  const busy = useSelector(login, selectLoginBusy);
  const error = useSelector(login, selectLoginError);
  const handedOff = useSelector(login, selectHandedOff);
  const offeredUrl = useSelector(login, selectOfferedUrl);
  // Reached for before the app took the drawn form over (its focus handler was not there yet): the service calls
  // are fetched now, as that focus would have fetched them. (A sign-in sent then is the start-up chart's to carry
  // out: it submits this form once the take-over is committed, machines/start-up.machine.ts.)
  useEffect(() => {
    if (!actors) return;
    const form = panel.current?.querySelector('form');
    if (form && (form.contains(document.activeElement) || readField(form, 'username') || readField(form, 'password'))) actors.preload();
  }, [actors, panel]);

  return (
    <CredentialsForm
      className="login-form"
      label="Sign in to your account"
      idPrefix="login"
      busy={busy}
      error={error}
      // The service calls are fetched while the visitor types, not with the page.
      onFocus={actors?.preload}
      onCredentials={(credentials) => login.send({ type: 'credentials.submit', ...credentials })}
      onIncomplete={() => login.send({ type: 'credentials.incomplete' })}
    >
      <DispatchHandOff opened={handedOff} offeredUrl={offeredUrl} />
      <p className="login-form__forgot">
        {/* Password resets are handled by support (docs/decisions/sign-in-destinations.md). */}
        <Link to={paths.support()}>Forgot Password</Link>
      </p>
    </CredentialsForm>
  );
}

function SocialLinks() {
  const links = [
    { href: brand.social.linkedin, label: 'LinkedIn', icon: 'in' },
    { href: brand.social.facebook, label: 'Facebook', icon: 'f' },
    { href: brand.social.youtube, label: 'YouTube', icon: '▶' },
  ];
  return (
    <ul className="login-panel-social" aria-label={`${brand.company} on social media`}>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`}>
            <span aria-hidden="true">{link.icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
