/** Every path map, in the order the completeness check lists them. */
import { accordionPaths } from './accordion.paths.ts';
import { anchorHighlightPaths } from './anchor-highlight.paths.ts';
import { autoSignInPaths } from './auto-sign-in.paths.ts';
import { careersPaths } from './careers.paths.ts';
import { carouselPaths } from './carousel.paths.ts';
import { codeLoaderPaths } from './code-loader.paths.ts';
import { cookieConsentPaths } from './cookie-consent.paths.ts';
import { formSubmissionPaths } from './form-submission.paths.ts';
import { kcLandingPaths } from './kc-landing.paths.ts';
import { loginFormPaths } from './login-form.paths.ts';
import { loginPanelPaths } from './login-panel.paths.ts';
import { partnerLoginPaths } from './partner-login.paths.ts';
import { navMenuPaths } from './nav-menu.paths.ts';
import { newsPaths } from './news.paths.ts';
import { productPagePaths } from './product-page.paths.ts';
import { ssoSessionPaths } from './sso-session.paths.ts';
import { startUpPaths } from './start-up.paths.ts';
import { productSelectionPaths } from './product-selection.paths.ts';
import { statusQueryModalPaths } from './status-query-modal.paths.ts';
import { tokenLoginPaths } from './token-login.paths.ts';
import { videoFacadePaths } from './video-facade.paths.ts';
import type { PathMap } from './support/types.ts';

export const pathMaps = [
  loginFormPaths,
  cookieConsentPaths,
  statusQueryModalPaths,
  loginPanelPaths,
  navMenuPaths,
  accordionPaths,
  videoFacadePaths,
  productPagePaths,
  productSelectionPaths,
  newsPaths,
  careersPaths,
  carouselPaths,
  formSubmissionPaths,
  partnerLoginPaths,
  tokenLoginPaths,
  autoSignInPaths,
  anchorHighlightPaths,
  kcLandingPaths,
  ssoSessionPaths,
  codeLoaderPaths,
  startUpPaths,
] as PathMap[];
