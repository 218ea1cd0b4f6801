// Stand-in for the lead-capture helper script the contact page loads (spec 7). The real one
// tracks campaign parameters; this one only announces that it loaded, so a page or a test can tell.
(() => {
  'use strict';
  window.leadHelper = Object.freeze({ ready: true, loadedAt: new Date().toISOString() });
  window.dispatchEvent(new CustomEvent('lead-helper:ready'));
})();
