/**
 * spec 4 "Partner login": after a username/password partner sign-in, `{ companyId, jwtToken }` is
 * posted to the parent and top windows. The spec posts "with any target origin" ('*'), which hands
 * a live token to whatever page framed the portal. Here it goes only to the origins the config
 * lists (`partnerOrigins`): the browser delivers a message only when the window's origin matches
 * its target origin, so a page at any other origin receives nothing. '*' is used only when the
 * config lists it explicitly (docs/decisions/sign-in-partner-postmessage.md explains the risk).
 */

export interface PartnerMessage {
  companyId: number;
  jwtToken: string;
}

/** The part of a window this needs (tests give fakes). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface PartnerWindows {
  self: unknown;
  parent: MessageTarget | null;
  top: MessageTarget | null;
}

/** The target origins to post to: the configured list, or '*' only when listed explicitly. */
export function partnerTargetOrigins(configured: readonly string[]): string[] {
  if (configured.includes('*')) return ['*'];
  const origins = new Set<string>();
  for (const value of configured) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not an origin: skipped (the config schema rejects these already).
    }
  }
  return [...origins];
}

/**
 * Posts the message to the parent and the top window (each once, never to this window itself),
 * once per allowed origin. Returns how many posts were made (0 when the page is not framed).
 */
export function postToPartnerWindows(message: PartnerMessage, configured: readonly string[], windows: PartnerWindows): number {
  const origins = partnerTargetOrigins(configured);
  const targets = [...new Set([windows.parent, windows.top])].filter(
    (target): target is MessageTarget => target !== null && target !== windows.self,
  );
  let posts = 0;
  for (const target of targets) {
    for (const origin of origins) {
      target.postMessage({ companyId: message.companyId, jwtToken: message.jwtToken }, origin);
      posts += 1;
    }
  }
  return posts;
}

/** The browser's own windows. */
export const browserWindows = (): PartnerWindows => ({
  self: window,
  parent: window.parent === window ? null : window.parent,
  top: window.top === window || window.top === null ? null : window.top,
});
