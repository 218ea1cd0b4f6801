/**
 * What a sign-in view says when the sign-in's own code could not be fetched (a lost connection): the /ops
 * form's flow, or the service calls behind every sign-in. Its own module, so the /ops page can say it
 * before any of that code has arrived (docs/decisions/login-flow-on-first-reach.md). It asks for a reload: the
 * browser answers a module it once failed to fetch from memory, with the same failure, for the page's life.
 */
export const SIGN_IN_CODE_FAILED_MESSAGE = 'The sign-in could not be started. Check your connection, then reload the page.';
