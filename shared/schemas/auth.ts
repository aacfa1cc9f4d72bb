import { z } from 'zod';
import { PROTECTED_PAGES } from '../constants';
import { MSG } from '../messages';
import { totpCode } from './staff';
import { subscriberEmail } from './subscription';

/**
 * POST /api/admin/login: `{password}` signs in the owner holding the admin password (the spec's
 * call); `{email, password}` any staff account; `code` is the authenticator's code when the
 * account has a second factor.
 */
export const adminLoginInput = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1000),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), subscriberEmail.optional()),
  code: z.preprocess((v) => (v === '' || v === null ? undefined : v), totpCode.optional()),
});
export const pageLoginInput = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1000),
  page: z.enum(PROTECTED_PAGES, { error: 'page must be photos or training' }),
});
export const pageLogoutInput = pageLoginInput.pick({ page: true });
