import { withQuery } from '@shared/routes';

/**
 * The family's manage page for a token, the page the emails link to (SUBSCRIBE_PAGES.manage in
 * shared/schemas/subscription.ts; not imported: it would load zod with the confirm page).
 */
export const manageLink = (token: string) => withQuery('/subscribe/manage', { token });
