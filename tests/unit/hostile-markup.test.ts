// @vitest-environment happy-dom
/**
 * The hostile-input hook's markup rules (tests/support/hostile-markup.ts) on the inline scripts the build writes:
 * index.html's first-screen guard is the document's own only in the head; the same text drawn in the body, or any
 * other inline script in the head, is a finding.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenGuardScript } from '../../src/app/start-up/first-screen-guard.ts';
import { dangerousMarkupIn } from '../support/hostile-markup.ts';

const WHERE = { pathname: '/opsportal/', origin: 'http://localhost', baseURI: 'http://localhost/opsportal/' };

function inlineScript(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  // happy-dom runs no script put in the document this way (its JavaScript evaluation is off by default).
  script.type = 'text/plain';
  script.textContent = text;
  return script;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('inline scripts the build writes', () => {
  it("the first-screen guard in the head is the document's own", () => {
    document.head.append(inlineScript(firstScreenGuardScript('/opsportal/')));
    expect(dangerousMarkupIn(document.documentElement, WHERE)).toEqual([]);
  });

  it('the same text in the body is a finding (content can only put it there)', () => {
    document.body.append(inlineScript(firstScreenGuardScript('/opsportal/')));
    expect(dangerousMarkupIn(document.documentElement, WHERE)).toEqual([
      expect.stringMatching(/^inline <script>\(function firstScreenGuard\(/),
    ]);
  });

  it('another inline script in the head is a finding', () => {
    document.head.append(inlineScript("__pwned('head')"));
    expect(dangerousMarkupIn(document.documentElement, WHERE)).toEqual(["inline <script>__pwned('head')"]);
  });
});
