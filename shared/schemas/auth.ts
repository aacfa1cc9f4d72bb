import { z } from 'zod';
import { PROTECTED_PAGES } from '../constants';
import { MSG } from '../messages';

export const adminLoginInput = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1000),
});
export const pageLoginInput = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1000),
  page: z.enum(PROTECTED_PAGES, { error: 'page must be photos or training' }),
});
export const pageLogoutInput = pageLoginInput.pick({ page: true });
