/** The URL of a file under public/ given as in the content data ('assets/img/...'). */
export const assetUrl = (relativePath: string): string => `${import.meta.env.BASE_URL}${relativePath}`;
