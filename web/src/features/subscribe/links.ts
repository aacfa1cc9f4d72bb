import { withQuery } from '@shared/routes';

/**
 * The family's manage page for a token, the page the emails link to: SUBSCRIBE_PAGES.manage of
 * shared/routes.ts, written out as the router does (web/src/app/routes.tsx says why; links.test.ts
 * checks they agree).
 */
export const manageLink = (token: string) => withQuery('/subscribe/manage', { token });
