/**
 * How the storyboard names its pictures, shared by the paths that take them (tests/paths/support/storyboard.ts),
 * the catalogue that lists them (statecharts-catalogue.ts) and the player that shows them (statecharts-player.ts).
 * Pure, no Node or DOM API: it is bundled into player.js.
 *
 * A picture belongs to a state and, where the page differs by the path taken to it, to that path: a page that
 * left the portal for an application (a sign-in's `leaving`) is pictured once per application, `leaving@app27`,
 * so the customer's path shows App 27 and the admin's the admin tool (issue 43).
 */
export const STORYBOARD_WIDTHS = ['phone', 'desktop'] as const;
export type PictureWidth = (typeof STORYBOARD_WIDTHS)[number];

/** The applications a sign-in hands over to, by the name in their address, with the name a reader knows. */
export const DESTINATIONS: Readonly<Record<string, string>> = {
  app27: 'App 27',
  app25: 'App 25',
  'admin-tool': 'the admin tool',
  logistix: 'Logistix',
  insights: 'Insights',
  dispatch: 'Dispatch',
};

/** The application an address leads to (`…/stand-in/apps/app27/clientid-login?jwt=…` → `app27`), or null. */
export function destinationOf(url: string): string | null {
  const name = /\/stand-in\/apps\/([a-z0-9-]+)(?:[/?#]|$)/.exec(url)?.[1];
  return name !== undefined && Object.hasOwn(DESTINATIONS, name) ? name : null;
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/** `active.captcha.ready` → `active.captcha.ready.desktop.webp`; with a variant, `leaving@app27.desktop.webp`. */
export const pictureName = (state: string, width: PictureWidth, variant: string | null = null) =>
  `${safe(state)}${variant ? `@${safe(variant)}` : ''}.${width}.webp`;

/** The state, variant and width a picture's file name stands for (null for any other file). */
export function parsePictureName(file: string): { state: string; variant: string | null; width: PictureWidth } | null {
  const match = /^([A-Za-z0-9._-]+?)(?:@([A-Za-z0-9._-]+))?\.(phone|desktop)\.webp$/.exec(file);
  if (!match) return null;
  return { state: match[1] as string, variant: match[2] ?? null, width: match[3] as PictureWidth };
}
