/**
 * A browser that keeps a failed module's failure in its module map (Chromium before 156, Firefox ESR 140, Safari
 * before its newest release; docs/decisions/code-that-arrives-later.md), made in any Chromium. While `offline`
 * every request for the code is refused. Once `online()`, the server answers again, but for the rest of the
 * document that first asked for the code, its own requests for it (its import, a modulepreload) still fail at once,
 * as such a browser answers a later `import()` without a request; everything else is answered (the recovery's HEAD,
 * and the code at a fresh address unless `freshToo`). A reload is a new document, whose module map is empty: its
 * requests go through. Newer Chromium fetches a failed module again, so without this the recovery is never needed.
 */
import type { Page } from '@playwright/test';

export async function keepFailedCode(page: Page, isCode: (url: URL) => boolean, { freshToo }: { freshToo: boolean }) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  // The document that first asks for the code is the one that keeps its failure.
  let keeper: number | null = null;
  let offline = true;
  const refused: string[] = [];
  await page.route(isCode, (route) => {
    const request = route.request();
    const fresh = new URL(request.url()).searchParams.has('retry');
    keeper ??= documents;
    const kept = documents === keeper && request.method() !== 'HEAD' && (freshToo || !fresh);
    if (offline || kept) {
      refused.push(request.url());
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  return {
    refused,
    /** The connection is back: only this document's kept failure is left. */
    online: () => {
      offline = false;
    },
  };
}
