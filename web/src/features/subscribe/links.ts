import { SUBSCRIBE_PAGES, withQuery } from '@shared/routes';

/** The family's manage page for a token, the page the emails link to. */
export const manageLink = (token: string) => withQuery(SUBSCRIBE_PAGES.manage, { token });
