/**
 * Posting a form natively (spec 4, 7: "Form submission posts directly to an external lead-capture
 * service, which redirects back with status=200"). `HTMLFormElement.submit()` sends the form's own
 * fields, form-encoded, and the browser leaves for the service.
 */

/** The hidden captcha settings block of the lead service (Web-to-Lead style), refreshed at post. */
export function captchaSettings(keyName: string, organisationId: string, now: number | null): string {
  return JSON.stringify({ keyname: keyName, fallback: 'true', orgId: organisationId, ts: now === null ? '' : String(now) });
}

export function postFormNatively(form: HTMLFormElement | null): void {
  if (!form) throw new Error('The form is not on the page');
  // The service checks the timestamp's age: stamp it now, as its own helper script would.
  const settings = form.elements.namedItem('captcha_settings');
  if (settings instanceof HTMLInputElement) {
    try {
      const parsed = JSON.parse(settings.value) as Record<string, unknown>;
      settings.value = JSON.stringify({ ...parsed, ts: String(Date.now()) });
    } catch {
      // Left as rendered: the service reports a malformed block itself.
    }
  }
  form.submit();
}
