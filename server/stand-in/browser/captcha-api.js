// Stand-in for Google reCAPTCHA v2's api.js (explicit render). Same browser API:
//   grecaptcha.render(container, { sitekey, callback, 'expired-callback', 'error-callback' }) → widgetId
//   grecaptcha.getResponse(widgetId?) → token or ''
//   grecaptcha.reset(widgetId?)
// and `?onload=<name>&render=explicit` calls window[name]() once the API is ready. Without
// render=explicit, elements with class g-recaptcha and data-sitekey are rendered automatically.
//
// Written for the portal's strict CSP: elements are built with createElement and textContent,
// styled through the CSSOM (element.style.x = ...), never with innerHTML, style="" strings or
// <style> elements. The checkbox is a button with role=checkbox, so it is keyboard operable.
(() => {
  'use strict';

  const script = document.currentScript;
  const scriptUrl = new URL(script instanceof HTMLScriptElement && script.src ? script.src : '/stand-in/captcha/api.js', location.href);
  const tokenUrl = new URL('token', scriptUrl);
  const widgets = [];

  const resolveCallback = (value) =>
    typeof value === 'function' ? value : typeof value === 'string' && typeof window[value] === 'function' ? window[value] : null;

  function styleBox(box) {
    Object.assign(box.style, {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.6rem',
      padding: '0.6rem 0.9rem',
      border: '1px solid #c1c1c1',
      borderRadius: '3px',
      background: '#f9f9f9',
      fontFamily: 'Roboto, Arial, sans-serif',
      fontSize: '14px',
      color: '#222',
      minWidth: '16rem',
    });
  }

  function styleMark(mark, state) {
    Object.assign(mark.style, {
      display: 'inline-block',
      width: '1.4rem',
      height: '1.4rem',
      border: '2px solid #c1c1c1',
      borderRadius: '2px',
      background: '#fff',
      textAlign: 'center',
      lineHeight: '1.3rem',
      color: '#1e8e3e',
      fontWeight: '700',
    });
    mark.textContent = state === 'checked' ? '✓' : state === 'busy' ? '…' : '';
  }

  function render(container, params = {}) {
    const host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!(host instanceof HTMLElement)) throw new Error('grecaptcha.render: the container was not found');
    const sitekey = params.sitekey ?? host.dataset.sitekey;
    if (!sitekey) throw new Error('Missing required parameters: sitekey');

    const widgetId = widgets.length;
    const box = document.createElement('div');
    box.className = 'stand-in-captcha';
    box.dataset.widgetId = String(widgetId);
    styleBox(box);

    const checkbox = document.createElement('button');
    checkbox.type = 'button';
    checkbox.id = widgetId === 0 ? 'recaptcha-anchor' : `recaptcha-anchor-${widgetId}`;
    checkbox.setAttribute('role', 'checkbox');
    checkbox.setAttribute('aria-checked', 'false');
    checkbox.setAttribute('aria-label', "I'm not a robot");
    Object.assign(checkbox.style, {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.6rem',
      border: '0',
      background: 'transparent',
      padding: '0',
      cursor: 'pointer',
      font: 'inherit',
      color: 'inherit',
    });
    const mark = document.createElement('span');
    mark.setAttribute('aria-hidden', 'true');
    styleMark(mark, 'unchecked');
    const label = document.createElement('span');
    label.textContent = "I'm not a robot";
    checkbox.append(mark, label);

    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    Object.assign(status.style, { fontSize: '12px', color: '#555' });

    // Google's widget adds this field, so a plain form post carries the token.
    const response = document.createElement('textarea');
    response.name = 'g-recaptcha-response';
    response.id = widgetId === 0 ? 'g-recaptcha-response' : `g-recaptcha-response-${widgetId}`;
    response.className = 'g-recaptcha-response';
    response.hidden = true;
    response.setAttribute('aria-hidden', 'true');

    box.append(checkbox, status, response);
    host.append(box);

    const widget = { token: '', timer: 0, busy: false, sitekey, params, checkbox, mark, status, response };
    widgets.push(widget);

    checkbox.addEventListener('click', () => void check(widget));
    return widgetId;
  }

  function setToken(widget, token) {
    widget.token = token;
    widget.response.value = token;
    widget.checkbox.setAttribute('aria-checked', token ? 'true' : 'false');
    styleMark(widget.mark, token ? 'checked' : 'unchecked');
  }

  async function check(widget) {
    if (widget.token || widget.busy) return;
    widget.busy = true;
    widget.checkbox.setAttribute('aria-busy', 'true');
    styleMark(widget.mark, 'busy');
    widget.status.textContent = 'Verifying…';
    try {
      const answer = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: widget.sitekey }),
      });
      const body = await answer.json();
      if (!answer.ok || typeof body.token !== 'string') throw new Error(body.message ?? `HTTP ${answer.status}`);
      setToken(widget, body.token);
      widget.status.textContent = 'Verified';
      clearTimeout(widget.timer);
      widget.timer = setTimeout(() => expire(widget), (body.expiresIn ?? 120) * 1000);
      resolveCallback(widget.params.callback)?.(body.token);
    } catch (error) {
      setToken(widget, '');
      widget.status.textContent = `ERROR: ${error instanceof Error ? error.message : String(error)}`;
      resolveCallback(widget.params['error-callback'])?.();
    } finally {
      widget.busy = false;
      widget.checkbox.removeAttribute('aria-busy');
    }
  }

  function expire(widget) {
    setToken(widget, '');
    widget.status.textContent = 'Verification expired. Check the checkbox again.';
    resolveCallback(widget.params['expired-callback'])?.();
  }

  const widgetFor = (widgetId) => widgets[widgetId ?? 0];

  window.grecaptcha = {
    render,
    getResponse: (widgetId) => widgetFor(widgetId)?.token ?? '',
    reset: (widgetId) => {
      const widget = widgetFor(widgetId);
      if (!widget) return;
      clearTimeout(widget.timer);
      setToken(widget, '');
      widget.status.textContent = '';
    },
    ready: (callback) => void setTimeout(callback, 0),
  };

  const onload = scriptUrl.searchParams.get('onload');
  const explicit = scriptUrl.searchParams.get('render') === 'explicit';
  setTimeout(() => {
    if (!explicit) {
      for (const element of document.querySelectorAll('.g-recaptcha[data-sitekey]')) {
        if (element instanceof HTMLElement && !element.querySelector('.stand-in-captcha')) {
          render(element, {
            sitekey: element.dataset.sitekey,
            callback: element.dataset.callback,
            'expired-callback': element.dataset.expiredCallback,
            'error-callback': element.dataset.errorCallback,
          });
        }
      }
    }
    if (onload && typeof window[onload] === 'function') window[onload]();
  }, 0);
})();
