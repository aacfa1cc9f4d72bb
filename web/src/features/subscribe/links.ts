import { withQuery } from '@shared/routes';
import { localPath } from '@/i18n';

/**
 * The family's manage page for a token, the page the emails link to: SUBSCRIBE_PAGES.manage of
 * shared/routes.ts, written out as the router does (web/src/app/routes.tsx says why; links.test.ts
 * checks they agree), in the page's language.
 */
export const manageLink = (token: string) => withQuery(localPath('/subscribe/manage'), { token });
