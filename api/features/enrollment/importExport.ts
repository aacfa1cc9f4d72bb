import { enrollmentRecord, type Enrollment } from '../../../shared/schemas';
import { toIssues } from '../../http/validate';
import { invalidImport } from './errors';

/**
 * The `enrollments` of an import file (GET /api/enrollments/export's records): each checked as
 * stored, one per id; undefined when the file has none (the current ones are kept).
 */
export function prepareEnrollments(list: unknown): Enrollment[] | undefined {
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) return invalidImport([{ path: 'enrollments', message: 'enrollments must be an array' }]);
  const issues: { path: string; message: string }[] = [];
  const ids = new Set<string>();
  const out: Enrollment[] = [];
  list.forEach((raw, index) => {
    if (issues.length >= 50) return;
    const r = enrollmentRecord.safeParse(raw);
    if (!r.success) return void issues.push(...toIssues(r.error, ['enrollments', index]));
    if (ids.has(r.data.id))
      return void issues.push({ path: `enrollments.${index}.id`, message: `Duplicate id ${r.data.id}` });
    ids.add(r.data.id);
    out.push(r.data);
  });
  if (issues.length) return invalidImport(issues);
  return out;
}
