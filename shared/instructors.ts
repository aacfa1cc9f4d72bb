import type { Instructor } from './schemas/instructor';

/** Instructor grouping by title, case-insensitively (docs/product.md#instructors). */
export function groupInstructors<T extends Pick<Instructor, 'title'>>(list: T[]) {
  const groups = { director: null as T | null, colorGuard: [] as T[], percussion: [] as T[] };
  for (const person of list) {
    const title = person.title.toLowerCase();
    if (title.includes('executive director')) groups.director ??= person;
    else if (title.includes('color guard') || title.includes('colorguard')) groups.colorGuard.push(person);
    else groups.percussion.push(person);
  }
  return groups;
}
export const isExecutiveTitle = (title: string) => title.toLowerCase().includes('executive');
