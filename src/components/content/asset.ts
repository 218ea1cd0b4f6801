/** The URL of a file under the configured assets address, given as in the content data ('assets/img/...'). */
export { assetUrl } from '../../content/content-urls.ts';
