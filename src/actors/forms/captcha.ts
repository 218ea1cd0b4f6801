/**
 * The captcha provider (spec 5: the contact form requires a captcha). The configured script offers
 * the reCAPTCHA browser API: `render(container, { sitekey, callback, 'expired-callback' })`,
 * `getResponse(id)`, `reset(id)`. Rendered explicitly, inside the form, so the widget's own
 * `g-recaptcha-response` field travels with the native post and the lead service verifies it.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { CaptchaWidgetCommand, FormSubmissionEvent } from '../../../machines/form-submission.machine.ts';
import { loadScript } from './load-script.ts';

interface RenderParameters {
  sitekey: string;
  callback?: (response: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}
export interface CaptchaApi {
  render: (container: HTMLElement, parameters: RenderParameters) => number;
  getResponse: (widgetId?: number) => string;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Partial<CaptchaApi>;
  }
}

/** The name of the global the provider calls once its API is ready (`?onload=`). */
const ONLOAD_CALLBACK = 'opsPortalCaptchaReady';
const READY_TIMEOUT_MS = 15_000;

const captchaApi = (): CaptchaApi | null => {
  const api = window.grecaptcha;
  return api && typeof api.render === 'function' && typeof api.getResponse === 'function' && typeof api.reset === 'function'
    ? (api as CaptchaApi)
    : null;
};

/** The script URL with explicit rendering and the ready callback, keeping its own parameters. */
export function captchaScriptSrc(scriptUrl: string): string {
  const url = new URL(scriptUrl, document.baseURI);
  url.searchParams.set('onload', ONLOAD_CALLBACK);
  url.searchParams.set('render', 'explicit');
  return url.href;
}

/** Resolves once `grecaptcha.render` can be called: from the onload callback, or by watching after load. */
export function waitForCaptchaApi(timeoutMs = READY_TIMEOUT_MS): Promise<CaptchaApi> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const api = captchaApi();
      if (api) return resolve(api);
      if (Date.now() - started > timeoutMs) return reject(new Error('The captcha did not become ready'));
      window.setTimeout(check, 100);
    };
    check();
  });
}

export const loadCaptcha = fromPromise<void, { scriptUrl: string }>(async ({ input }) => {
  if (captchaApi()) return;
  const ready = new Promise<void>((resolve) => {
    (window as unknown as Record<string, unknown>)[ONLOAD_CALLBACK] = () => resolve();
  });
  await loadScript(captchaScriptSrc(input.scriptUrl));
  // The provider calls back when its API is ready; watching for the API covers one that does not.
  await Promise.race([ready, waitForCaptchaApi()]);
  if (!captchaApi()) throw new Error('The captcha script did not offer its API');
});

/**
 * Renders the widget into a fresh element inside `container()` and reports the visitor's answer.
 * A fresh element each time, removed on stop, because the provider refuses to render twice into one.
 */
export function captchaWidget(container: () => HTMLElement | null) {
  return fromCallback<CaptchaWidgetCommand, { siteKey: string }>(({ input, sendBack, receive }) => {
    const api = captchaApi();
    const parent = container();
    if (!api || !parent) throw new Error('The captcha cannot be shown');
    const host = document.createElement('div');
    host.className = 'captcha__widget';
    parent.append(host);
    const send = (event: FormSubmissionEvent) => sendBack(event);
    const widgetId = api.render(host, {
      sitekey: input.siteKey,
      callback: () => send({ type: 'captcha.answered' }),
      'expired-callback': () => send({ type: 'captcha.expired' }),
      'error-callback': () => send({ type: 'captcha.expired' }),
    });
    receive((command) => {
      if (command.type === 'captcha.reset') api.reset(widgetId);
    });
    return () => host.remove();
  });
}
