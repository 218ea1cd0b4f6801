/** The compact sign-in form of the /ops login panel (spec 2, 4). Built by the sign-in issue. */
export function LoginPanel() {
  return <p>Sign-in is being built.</p>;
}
