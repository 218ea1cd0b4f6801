// The stand-in partner page: lists the messages the embedded /ehi-login posts to its parent
// (spec 4: companyId and jwtToken, posted to the parent and top windows).
(() => {
  'use strict';
  const list = document.querySelector('[data-testid="messages"]');
  const count = document.querySelector('[data-testid="message-count"]');
  const received = [];
  window.addEventListener('message', (event) => {
    received.push({ origin: event.origin, data: event.data });
    if (list) list.textContent = JSON.stringify(received, null, 2);
    if (count) count.textContent = String(received.length);
  });
})();
