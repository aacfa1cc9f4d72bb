import { RESOURCES } from '@shared/resources';
import type { Instructor, InstructorInput } from '@shared/schemas';
import { recordApi } from '../common/recordApi';

/** The instructors' public profiles (the /about page): the owner writes them, anyone reads. */
export const instructorsApi = recordApi<Instructor, InstructorInput>(RESOURCES.instructors);
