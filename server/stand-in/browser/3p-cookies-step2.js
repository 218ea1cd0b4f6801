// Keycloak's third-party-cookie check, step 2: report 'supported' or 'unsupported' to the
// embedding page (keycloak-js only checks the message's source window), then clear the cookies.
const supported = document.cookie.includes('KEYCLOAK_3P_COOKIE');
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure; path=/';
document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0; path=/';
window.parent.postMessage(supported ? 'supported' : 'unsupported', '*');
