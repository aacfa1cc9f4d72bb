import { instructorInput, type Instructor } from '@shared/schemas';
import { fieldErrors, type FieldErrors } from '../common/fieldErrors';
import { spanishOf, withTranslations, type SpanishValues } from '../common/spanishForm';

export type InstructorForm = {
  name: string;
  /** The role shown under the name ("Percussion Instructor"); it also groups the /about page. */
  title: string;
  bio: string;
  imageUrl: string;
  /** Kept as loaded: the Staff tab links an account to a profile, this form does not. */
  accountId: string | null;
  /** The Spanish of the role and the bio (translations.es). */
  es: SpanishValues<'instructors'>;
};

export const emptyInstructorForm = (): InstructorForm => ({
  name: '',
  title: '',
  bio: '',
  imageUrl: '',
  accountId: null,
  es: spanishOf('instructors'),
});

export const instructorToForm = (i: Instructor): InstructorForm => ({
  name: i.name,
  title: i.title,
  bio: i.bio ?? '',
  imageUrl: i.imageUrl ?? '',
  accountId: i.accountId ?? null,
  es: spanishOf('instructors', i),
});

export function validateInstructor(
  form: InstructorForm,
): { input: ReturnType<typeof instructorInput.parse> } | { errors: FieldErrors } {
  const result = instructorInput.safeParse(withTranslations(form));
  return result.success ? { input: result.data } : { errors: fieldErrors(result.error) };
}
