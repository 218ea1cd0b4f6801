// Presses a button marked data-auto-submit once the page has loaded (stand-in SSO sign-out with
// a valid id_token_hint, as Keycloak does). An external file: the stand-ins' CSP forbids inline script.
const button = document.querySelector('button[data-auto-submit]');
if (button instanceof HTMLButtonElement) button.click();
