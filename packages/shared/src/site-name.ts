/** The site's name, which ends every page title. */
export const SITE_NAME = 'CarMarket';

/** "Sign in | CarMarket". */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;
