import { LoginPanelActor } from '../app/app-actors.tsx';
import { LoginPanel } from '../components/login-panel/login-panel.tsx';

/**
 * /ops landing and login screen (spec 2). The compact login panel's visibility follows the
 * loginPanel machine (SIGN IN toggles it). The sign-in form and the landing content are built by
 * their own issues.
 */
export function OpsPage() {
  const visible = LoginPanelActor.useSelector((snapshot) => snapshot.hasTag('visible'));
  return (
    <div className="page page--wide ops-page">
      <h1>Sign In</h1>
      <aside id="login-panel" aria-label="Sign in" hidden={!visible} className="login-panel">
        <h2>Sign in</h2>
        <LoginPanel />
      </aside>
    </div>
  );
}
