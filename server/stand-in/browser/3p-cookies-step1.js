// Keycloak's third-party-cookie check, step 1 (keycloak-js 26 loads
// <realm>/protocol/openid-connect/3p-cookies/step1.html in a hidden iframe before a silent
// check-sso): set a short-lived cookie, then go to step 2, which reports whether it came back.
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure; path=/';
document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60; path=/';
window.location.replace('step2.html');
