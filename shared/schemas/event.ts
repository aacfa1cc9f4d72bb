import { z } from 'zod';
import { MSG } from '../messages';
import { isoDateTime, optionalText, versionedMeta, requiredText } from './common';

const eventFields = z.object({
  title: requiredText(MSG.titleRequired, 200),
  description: optionalText(5000),
  location: optionalText(200),
  category: optionalText(60),
  startTime: isoDateTime('Start time'),
  endTime: isoDateTime('End time'),
});
const endAfterStart = (e: { startTime: string; endTime: string }) => Date.parse(e.endTime) > Date.parse(e.startTime);

export const eventInput = eventFields.refine(endAfterStart, { message: MSG.endAfterStart, path: ['endTime'] });
export type EventInput = z.input<typeof eventInput>;
export const academyEvent = eventFields
  .extend(versionedMeta)
  .refine(endAfterStart, { message: MSG.endAfterStart, path: ['endTime'] });
export type AcademyEvent = z.output<typeof academyEvent>;

export const monthQuery = z.object({
  month: z.coerce
    .number({ error: 'month must be a number from 1 to 12' })
    .int()
    .min(1, 'month must be a number from 1 to 12')
    .max(12, 'month must be a number from 1 to 12'),
  year: z.coerce
    .number({ error: 'year must be a number from 1970 to 9999' })
    .int()
    .min(1970, 'year must be a number from 1970 to 9999')
    .max(9999, 'year must be a number from 1970 to 9999'),
});
