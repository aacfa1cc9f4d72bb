import { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD } from '../constants';
import { MSG } from '../messages';
import { recordId } from './common';

export const contactInput = z.object({
  name: z.string({ error: MSG.nameMin }).trim().min(2, MSG.nameMin).max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: MSG.emailInvalid }).trim().max(254, MSG.emailInvalid).pipe(z.email(MSG.emailInvalid)),
  subject: z
    .string({ error: MSG.subjectMin })
    .trim()
    .min(2, MSG.subjectMin)
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: MSG.messageMin })
    .trim()
    .min(10, MSG.messageMin)
    .max(5000, 'Message must be at most 5000 characters'),
  /** Kept only when an administrator posts (import restores history); the server sets it otherwise. */
  createdAt: z.iso.datetime({ offset: true }).optional(),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;
export const contactMessage = z.object({
  id: recordId,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  version: z.number().int().positive().optional(),
});
export type ContactMessage = z.output<typeof contactMessage>;
