/**
 * /adminpanel-login (spec 2, 4 "Admin-panel token login", 5, 8): a token in the query logs in at
 * once (and leaves the address first), else the Token form. Flow state: tokenLogin machine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectTokenBusy, selectTokenError, tokenLoginMachine } from '../../machines/token-login.machine.ts';
import { credentialFor, scrubAddressActor } from '../actors/auth/address.ts';
import { paths } from '../config/paths.ts';
import { useSignInActors } from '../actors/auth/use-sign-in-actors.ts';
import type { AppConfig } from '../../shared/config-schema.ts';
import { FormError, SigningIn } from './sign-in-parts.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { SubmitButton, readField, useFieldIds } from './sign-in-fields.tsx';
import type { PageMetaExport } from '../app/route-table.ts';
import './sign-in-page.css';

/** The page head's description and keywords (spec 2), with the page's code (docs/decisions/route-heads-with-page-code.md). */
export const pageMeta: PageMetaExport = { description: 'Sign in with an administration token.', keywords: 'token login, administration' };

export function AdminpanelLoginPage() {
  return <SignInPage heading="Token sign-in" Flow={TokenLogin} />;
}

function TokenLogin({ config }: { config: AppConfig }) {
  const actors = useSignInActors(config);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useActorRef(
    tokenLoginMachine.provide({
      actors: {
        logInWithToken: actors.logInWithToken,
        routeUser: actors.routeUser,
        // The token is a credential: out of the address bar and history before it is used.
        scrubAddress: scrubAddressActor((route) => void navigate(route, { replace: true })),
      },
      actions: { storeSession: actors.actions.storeSession },
    }),
    { input: { token: credentialFor(paths.adminpanelLogin, params, 'token') } },
  );
  const busy = useSelector(login, selectTokenBusy);
  const error = useSelector(login, selectTokenError);
  const ids = useFieldIds('admin');

  return (
    <>
      {busy ? <SigningIn /> : null}
      <form
        className="sign-in-form token-form"
        aria-label="Sign in with a token"
        onSubmit={(event) => {
          event.preventDefault();
          login.send({ type: 'token.submit', token: readField(event.currentTarget, 'token') });
        }}
      >
        <div className={`sign-in-form__field${error ? ' is-invalid' : ''}`}>
          <label htmlFor={ids.token}>Token</label>
          <input
            id={ids.token}
            name="token"
            type="text"
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={error !== null}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <FormError id={ids.error} message={error} />
        <SubmitButton busy={busy}>LOGIN</SubmitButton>
      </form>
    </>
  );
}
