import { programsOf } from '../../shared/programs';
import type { Announcement, AcademyEvent, SubscriptionProgram } from '../../shared/schemas';

/** What a notice says, kept with it so that a later edit changes no email already queued. */
export type AnnouncementContent = {
  type: 'announcement';
  /** The announcement's id: the email links to it (notices queued before it was kept have none). */
  id?: string;
  urgent: boolean;
  title: string;
  content: string;
  date: string;
  location: string | null;
  /** Spanish text when the announcement has one (translations.es). */
  es?: { title?: string; content?: string; location?: string };
};
export type ClassLine = {
  title: string;
  startTime: string;
  endTime: string;
  location: string | null;
  cancelled: boolean;
  note: string | null;
  /** The planned day of a class moved to another day: its new start (shown struck through, like a cancelled one). */
  movedTo?: string;
  programs: SubscriptionProgram[];
  es?: { title?: string; location?: string; note?: string };
};
/** from: a moved class's planned start (notices queued before it was kept have none). */
export type CancellationContent = { type: 'cancellation'; date: string; moved: boolean; from?: string } & ClassLine;
export type DigestContent = {
  type: 'digest';
  classes: ClassLine[];
  announcements: { title: string; content: string; es?: { title?: string; content?: string } }[];
};
export type ConfirmationContent = { type: 'confirmation' };
/**
 * An email another feature builds at send time from its own records (FamilyNotices.builders):
 * the queue keeps only the builder's name, what to say and a stamp, never an address.
 */
export type ExternalContent = { type: 'external'; builder: string; what: string; stamp: string };
export type NoticeContent =
  AnnouncementContent | CancellationContent | DigestContent | ConfirmationContent | ExternalContent;

type Translated = { translations?: { es?: Record<string, unknown> } };
const esText = (r: unknown, fields: string[]) => {
  const es = (r as Translated).translations?.es;
  if (!es || typeof es !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const f of fields) if (typeof es[f] === 'string' && (es[f] as string).trim()) out[f] = es[f] as string;
  return Object.keys(out).length ? out : undefined;
};

export function announcementContent(a: Announcement): AnnouncementContent {
  const es = esText(a, ['title', 'content', 'location']);
  return {
    type: 'announcement',
    id: a.id,
    urgent: a.urgent === true,
    title: a.title,
    content: a.content,
    date: a.date,
    location: a.location ?? null,
    ...(es ? { es } : {}),
  };
}

/** One class of the schedule (an occurrence of a series, or a plain event). */
export function classLine(
  o: Pick<AcademyEvent, 'title' | 'startTime' | 'endTime' | 'location' | 'category'> & {
    cancelled?: boolean;
    note?: string | null;
    movedTo?: string;
  },
  source: unknown = o,
): ClassLine {
  // An occurrence's Spanish is its own (shared/recurrence.ts): a moved date's place and note.
  const es = esText(source, ['title', 'location', 'note']);
  return {
    title: o.title,
    startTime: o.startTime,
    endTime: o.endTime,
    location: o.location ?? null,
    cancelled: o.cancelled === true,
    note: o.note ?? null,
    ...(o.movedTo ? { movedTo: o.movedTo } : {}),
    programs: programsOf(o.category),
    ...(es ? { es } : {}),
  };
}
