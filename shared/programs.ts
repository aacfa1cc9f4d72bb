/**
 * The academy's two programs and which events are whose: one rule for the emails (api/notices),
 * the program feeds (GET /api/events.ics?program=) and the schedule's program filter. Plain code
 * with no imports, so the public schedule carries only these few lines.
 */
export const PROGRAMS = ['drumline', 'colorGuard'] as const;
export type Program = (typeof PROGRAMS)[number];

export const isProgram = (v: unknown): v is Program => (PROGRAMS as readonly unknown[]).includes(v);

/**
 * The programs an event is for: category drum → drumline, guard → colorGuard, anything else (the
 * Saturday ensemble, competitions, the showcase, the parent meeting) both.
 */
export function programsOf(category: string | null | undefined): Program[] {
  const c = (category ?? '').trim().toLowerCase();
  return c === 'drum' ? ['drumline'] : c === 'guard' ? ['colorGuard'] : ['drumline', 'colorGuard'];
}

/** Whether an event of `category` is on the schedule of `program` (null: every program). */
export const isForProgram = (category: string | null | undefined, program: Program | null) =>
  !program || programsOf(category).includes(program);
