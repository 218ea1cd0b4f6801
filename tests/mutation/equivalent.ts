/**
 * Surviving mutants no caller can tell apart from the original (docs/mutation.md): `npm run test:mutation`
 * prints the score with them and without them, and marks them in survivors.txt with the reason given here.
 *
 * An entry matches a mutant by file, mutator, the exact source text the mutant replaced, its replacement and
 * a fragment of its line (whitespace folded), not by line number, so edits elsewhere in the file keep it;
 * when the code there changes, the entry stops matching and the mutant counts again until someone looks.
 * Most are an `event.type` check that TypeScript needs to narrow the event union, in a guard or an assigner
 * the machine uses on that one event only: made `true`, it changes nothing a caller can see.
 */
export interface Equivalent {
  file: string;
  /** A fragment of the mutated line. */
  line: string;
  mutator: string;
  original: string;
  replacement: string;
  reason: string;
}

const entry = (file: string, line: string, mutator: string, original: string, replacement: string, reason: string): Equivalent => ({
  file: `machines/${file}`,
  line,
  mutator,
  original,
  replacement,
  reason,
});

/** An event-type check made `true` where the guard or action runs on that event only. */
const narrowing = (file: string, line: string, original: string, used: string) =>
  entry(file, line, 'ConditionalExpression', original, 'true', `${used}: the event-type check narrows the type, always true there`);

export const EQUIVALENT: readonly Equivalent[] = [
  // status-query-modal
  narrowing(
    'status-query-modal.machine.ts',
    'status: ({ event })',
    "event.type === 'status.changed'",
    'assignStatus runs on status.changed only',
  ),
  narrowing(
    'status-query-modal.machine.ts',
    'isSuccessEvent:',
    "event.type === 'status.changed'",
    'isSuccessEvent guards status.changed only',
  ),
  // anchor-highlight
  narrowing(
    'anchor-highlight.machine.ts',
    'isOnPrivacyPage:',
    "event.type === 'anchor.requested'",
    'isOnPrivacyPage guards anchor.requested only',
  ),
  narrowing('anchor-highlight.machine.ts', 'isKnownAnchor:', "event.type !== 'anchor.cleared'", 'isKnownAnchor guards anchor.arrived only'),
  entry(
    'anchor-highlight.machine.ts',
    'isKnownAnchor:',
    'StringLiteral',
    "'anchor.cleared'",
    '""',
    'isKnownAnchor guards anchor.arrived only: any type but the one it has passes',
  ),
  entry(
    'anchor-highlight.machine.ts',
    'anchor: ({ event })',
    'ConditionalExpression',
    "event.type === 'anchor.cleared'",
    'false',
    'assignAnchor runs on anchor.requested and anchor.arrived only',
  ),
  entry(
    'anchor-highlight.machine.ts',
    'anchor: ({ event })',
    'StringLiteral',
    "'anchor.cleared'",
    '""',
    'assignAnchor never runs on anchor.cleared',
  ),
  entry(
    'anchor-highlight.machine.ts',
    "type: 'scrollToAnchor'",
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'highlighted is entered only through assignAnchor with a string: the ?? fallback never runs',
  ),
  // nav-menu
  narrowing('nav-menu.machine.ts', 'assignMenu:', "event.type === 'menu.toggle'", 'assignMenu runs on menu.toggle only'),
  narrowing('nav-menu.machine.ts', 'isSameMenu:', "event.type === 'menu.toggle'", 'isSameMenu guards menu.toggle only'),
  entry(
    'nav-menu.machine.ts',
    "type: 'focusTrigger'",
    'StringLiteral',
    "'about'",
    '""',
    'dropdown.open always holds a menu: the ?? fallback of the Escape focus never runs',
  ),
  // login-form
  entry(
    'login-form.machine.ts',
    'input: ({ context }',
    'ObjectLiteral',
    "{ username: '', password: '' }",
    '{}',
    'loading is entered only through startAttempt, which sets the credentials: the ?? fallback never runs',
  ),
  entry('login-form.machine.ts', 'input: ({ context }', 'StringLiteral', "''", '"Stryker was here!"', 'the same never-used fallback'),
  // sso-session
  entry(
    'sso-session.machine.ts',
    'context.expiresAt === null ||',
    'ConditionalExpression',
    'context.expiresAt === null',
    'false',
    'authenticated is entered only with tokens whose expiresAt is a number; were it null, null - at is -at, below 20 s for any real time anyway',
  ),
  entry(
    'sso-session.machine.ts',
    "?? 'initialising'",
    'StringLiteral',
    "'initialising'",
    '""',
    'every snapshot matches one of the seven top-level states: the ?? fallback never runs',
  ),
  // careers
  narrowing('careers.machine.ts', 'assignAnchor:', "event.type === 'anchor.requested'", 'assignAnchor runs on anchor.requested only'),
  narrowing('careers.machine.ts', 'assignPath:', "event.type === 'career.requested'", 'assignPath runs on career.requested only'),
  entry(
    'careers.machine.ts',
    'assignPath:',
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'assignPath runs on career.requested only: the fallback never runs',
  ),
  narrowing(
    'careers.machine.ts',
    'isRequestedSectionAnchor:',
    "event.type === 'anchor.requested'",
    'isRequestedSectionAnchor guards anchor.requested only',
  ),
  narrowing('careers.machine.ts', 'isNewAnchor:', "event.type === 'anchor.requested'", 'isNewAnchor guards anchor.requested only'),
  narrowing('careers.machine.ts', 'isNewPath:', "event.type === 'career.requested'", 'isNewPath guards career.requested only'),
  entry(
    'careers.machine.ts',
    'anchor !== null && sectionAnchors.includes(anchor)',
    'ConditionalExpression',
    'anchor !== null',
    'true',
    'the section ids are strings: includes(null) is false anyway (the check narrows the type)',
  ),
  entry(
    'careers.machine.ts',
    "context.anchor ?? ''",
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'scrollToAnchor runs there only after isSectionAnchor, so the anchor is a string: the fallback never runs',
  ),
  entry(
    'careers.machine.ts',
    "event.anchor ?? ''",
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'scrollToAnchor runs there only after isRequestedSectionAnchor, so the anchor is a string: the fallback never runs',
  ),
  // user-type-routing
  entry(
    'user-type-routing.machine.ts',
    "context.url ?? ''",
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'openingTab, leaving, tabOpened and tabBlocked are entered only after assignUrl set the URL: the ?? fallback never runs',
  ),
  entry(
    'user-type-routing.machine.ts',
    "kind: 'rejected', message: context.message",
    'LogicalOperator',
    'context.message ?? INTERNAL_REJECTED_MESSAGE',
    'context.message && INTERNAL_REJECTED_MESSAGE',
    'rejected is entered only with the message set to INTERNAL_REJECTED_MESSAGE, so its output says that either way',
  ),
  entry(
    'user-type-routing.machine.ts',
    "{ type: 'showToast', params: ({ context }) => ({ message: context.message",
    'LogicalOperator',
    'context.message ?? INTERNAL_REJECTED_MESSAGE',
    'context.message && INTERNAL_REJECTED_MESSAGE',
    'rejected is entered only with the message set to INTERNAL_REJECTED_MESSAGE, so its toast says that either way',
  ),
  // auto-sign-in
  entry(
    'auto-sign-in.machine.ts',
    'input: ({ context }',
    'ObjectLiteral',
    "{ username: '', password: '' }",
    '{}',
    'signingIn is entered only after hasCredentials found both: the ?? fallback never runs',
  ),
  entry('auto-sign-in.machine.ts', 'input: ({ context }', 'StringLiteral', "''", '"Stryker was here!"', 'the same never-used fallback'),
  // news
  narrowing('news.machine.ts', 'name: ({ event })', "event.type === 'article.requested'", 'assignName runs on article.requested only'),
  entry(
    'news.machine.ts',
    'name: ({ event })',
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'assignName runs on article.requested only: the fallback never runs',
  ),
  narrowing('news.machine.ts', 'isNewName:', "event.type === 'article.requested'", 'isNewName guards article.requested only'),
  // token-login
  entry(
    'token-login.machine.ts',
    'input: ({ context }',
    'OptionalChaining',
    'context.token?.trim',
    'context.token.trim',
    'loggingIn is entered only with a token (hasToken or isTokenGiven): it is never null there',
  ),
  entry(
    'token-login.machine.ts',
    'input: ({ context }',
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'the same: the ?? fallback never runs',
  ),
  // product-page
  narrowing(
    'product-page.machine.ts',
    'requested: ({ event })',
    "event.type === 'product.requested' || event.type === 'product.updated'",
    'assignRequested runs on product.requested and product.updated only',
  ),
  narrowing('product-page.machine.ts', 'assignRoute:', "event.type === 'product.requested'", 'assignRoute runs on product.requested only'),
  narrowing('product-page.machine.ts', 'isNewRoute:', "event.type === 'product.requested'", 'isNewRoute guards product.requested only'),
  narrowing(
    'product-page.machine.ts',
    'event.name === context.requested',
    "event.type === 'product.requested'",
    'isRouteOfRequested guards product.requested only',
  ),
  entry(
    'product-page.machine.ts',
    'const name = findByName(context.products, context.requested)?.name',
    'OptionalChaining',
    'findByName(context.products, context.requested)?.name',
    'findByName(context.products, context.requested).name',
    'showRequested runs only after hasRequestedProduct found the product',
  ),
  entry(
    'product-page.machine.ts',
    'productName: findByName(context.products, context.lastProduct)?.name',
    'OptionalChaining',
    'findByName(context.products, context.lastProduct)?.name',
    'findByName(context.products, context.lastProduct).name',
    'showLastProduct runs only after hasLastProduct found the product',
  ),
  entry(
    'product-page.machine.ts',
    "type: 'rememberProduct'",
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'rememberProduct runs right after showRequested set a found name: the ?? fallback never runs',
  ),
  // form-submission
  narrowing('form-submission.machine.ts', 'assignDraft:', "event.type === 'draft.read'", 'assignDraft runs on draft.read only'),
  narrowing('form-submission.machine.ts', 'hasDraft:', "event.type === 'draft.read'", 'hasDraft guards draft.read only'),
  narrowing('form-submission.machine.ts', 'hasFieldErrors:', "event.type === 'form.submit'", 'hasFieldErrors guards form.submit only'),
  ...['readDraft', 'loadCaptcha', 'captchaWidget'].map((name) =>
    entry(
      'form-submission.machine.ts',
      `${name} is not provided`,
      'StringLiteral',
      `'${name} is not provided'`,
      '""',
      `${name}'s failure is handled (onError: the form starts empty, or the captcha shows as failed) and its message is not kept: the unprovided stub's failure is tested, its words cannot be seen`,
    ),
  ),
  // carousel
  entry(
    'carousel.machine.ts',
    'default:',
    'ConditionalExpression',
    'default: return context;',
    'default:',
    'assignHold runs on the six hold events only, each with its own case: the default never runs',
  ),
  entry(
    'carousel.machine.ts',
    'loadSlider is not provided',
    'StringLiteral',
    "'loadSlider is not provided'",
    '""',
    "loadSlider's failure is handled (slider.failed) and its message is not kept: the failure is tested, its words cannot be seen",
  ),
  // code-loader
  entry(
    'code-loader.machine.ts',
    'loadCode is not provided',
    'StringLiteral',
    "'loadCode is not provided'",
    '""',
    "loadCode's failure is handled (failed, what did not load and Retry) and its message is not kept: the failure is tested, its words cannot be seen",
  ),
  // partner-login
  entry(
    'partner-login.machine.ts',
    'if (value === null ||',
    'ConditionalExpression',
    'value === null',
    'false',
    "RegExp.test(null) reads 'null', which the digits-only pattern refuses: null is still no company id (the check narrows the type)",
  ),
  entry(
    'partner-login.machine.ts',
    'return Number(value.trim())',
    'MethodExpression',
    'value.trim()',
    'value',
    'Number() skips the same leading and trailing white space the pattern allows',
  ),
  narrowing(
    'partner-login.machine.ts',
    "event.type === 'credentials.submit' ? { username",
    "event.type === 'credentials.submit'",
    'startAttempt runs on credentials.submit only',
  ),
  entry(
    'partner-login.machine.ts',
    "token: context.token ?? ''",
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'resolvingContact and loggingIn are entered only after hasToken: the ?? fallback never runs',
  ),
  ...(['username', 'password'] as const).flatMap((field) => [
    entry(
      'partner-login.machine.ts',
      `${field}: context.credentials?.${field}`,
      'OptionalChaining',
      `context.credentials?.${field}`,
      `context.credentials.${field}`,
      'requestingToken is entered only through startAttempt, which sets the credentials',
    ),
    entry(
      'partner-login.machine.ts',
      `${field}: context.credentials?.${field}`,
      'StringLiteral',
      "''",
      '"Stryker was here!"',
      'the same: the ?? fallback never runs',
    ),
  ]),
  entry(
    'partner-login.machine.ts',
    'jwtToken: event.output?.jwtToken',
    'OptionalChaining',
    'event.output?.jwtToken',
    'event.output.jwtToken',
    'postToPartner runs only after hasPartnerToken found a jwtToken',
  ),
  entry(
    'partner-login.machine.ts',
    'jwtToken: event.output?.jwtToken',
    'StringLiteral',
    "''",
    '"Stryker was here!"',
    'the same: the ?? fallback never runs',
  ),
  // kc-landing
  entry(
    'kc-landing.machine.ts',
    "if (snapshot.matches({ signingIn: 'routing' }))",
    'ObjectLiteral',
    "{ signingIn: 'routing' }",
    '{}',
    'matches({}) is true for any state inside signingIn, and the line above already returned for exchanging: routing is the only one left',
  ),
];
