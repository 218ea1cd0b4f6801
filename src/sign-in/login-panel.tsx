/**
 * The compact sign-in form of the /ops login panel (spec 2 "/ops", spec 4 "Login form", spec 8).
 * The /ops page shows and hides the panel (loginPanel machine); this is what is inside it. All
 * flow state lives in the loginForm machine (./login-flow.ts, with the page's code); this view reads
 * primitives and sends one event.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { selectHandedOff, selectLoginBusy, selectLoginError, selectOfferedUrl } from '../../machines/login-form.machine.ts';
import { selectStoredProductId } from '../../machines/product-selection.machine.ts';
import { ProductSelectionActor } from '../app/app-actors.tsx';
import { useConfig } from '../app/config-context.tsx';
import { paths } from '../config/paths.ts';
import type { AppConfig } from '../config/schema.ts';
import { brand } from '../content/brand.ts';
import { CredentialsForm, DispatchHandOff, SignInUnavailable } from './sign-in-parts.tsx';
import { loginFlowFor } from './login-flow.ts';
import './login-panel.css';

export function LoginPanel() {
  const config = useConfig();
  return (
    <div className="login-panel-form">
      {config ? <LoginForm config={config} /> : <SignInUnavailable />}
      <SocialLinks />
    </div>
  );
}

function LoginForm({ config }: { config: AppConfig }) {
  const flow = useMemo(() => loginFlowFor(config), [config]);
  // spec 4: a stored product id 27 overrides the user type: the app-wide product selection holds it.
  const storedProductId = ProductSelectionActor.useSelector(selectStoredProductId);
  const login = useActorRef(flow.logic, { input: { storedProductId } });
  const busy = useSelector(login, selectLoginBusy);
  const error = useSelector(login, selectLoginError);
  const handedOff = useSelector(login, selectHandedOff);
  const offeredUrl = useSelector(login, selectOfferedUrl);

  return (
    <CredentialsForm
      className="login-form"
      label="Sign in to your account"
      idPrefix="login"
      busy={busy}
      error={error}
      // The service calls are fetched while the visitor types, not with the page.
      onFocus={flow.preload}
      onCredentials={(credentials) => login.send({ type: 'credentials.submit', ...credentials })}
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
