import { TRANSLATABLE } from '../translations';
import { z } from 'zod';
import { translationsField } from './translations';
import { optionalImageUrl, recordId, recordMeta, requiredText } from './common';

export const instructorInput = z.object({
  name: requiredText('Name is required', 120),
  title: requiredText('Title is required', 120),
  bio: z.string().trim().max(5000).default(''),
  imageUrl: optionalImageUrl,
  translations: translationsField(TRANSLATABLE.instructors, { title: 120, bio: 5000 }),
  /** The staff account this profile belongs to, if any (docs/decisions.md, wave 4); only its id is kept. */
  accountId: recordId.nullish(),
});
export type InstructorInput = z.input<typeof instructorInput>;
export const instructor = instructorInput.extend(recordMeta);
export type Instructor = z.output<typeof instructor>;
