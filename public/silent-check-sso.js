// keycloak-js's silent check-sso page (spec 4 "Identity-provider mode"): loaded in a hidden iframe,
// the provider sends it back here with the answer in the query; it hands the address to the portal
// page that framed it, on the portal's own origin only. A file, not an inline script: the portal's
// CSP allows scripts from 'self'.
parent.postMessage(location.href, location.origin);
