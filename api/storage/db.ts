import fsp from 'node:fs/promises';
import path from 'node:path';
import type {
  Announcement,
  AcademyEvent,
  ContactMessage,
  DataExport,
  GalleryItem,
  Instructor,
} from '../../shared/schemas';
import type { CollectionName } from '../../shared/constants';
import { MAX_VERSION, type TrashType } from '../../shared/schemas';
import { writeFileAtomic } from '../../shared/node/writeFileAtomic';
import { Collection } from './collection';
import { MonthlyCollection } from './monthlyCollection';
import type { RecordStore, StoredRecord } from './recordStore';
import { FORMAT_VERSION } from './formatVersion';
import { StoreError } from './storeError';
import { WriteTracker } from './writeTracker';

const byDateDesc = (a: Announcement, b: Announcement) =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);
const byStart = (a: AcademyEvent, b: AcademyEvent) =>
  Date.parse(a.startTime) - Date.parse(b.startTime) || a.id.localeCompare(b.id);
const byCreatedDesc = <T extends { createdAt: string }>(a: T, b: T) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.createdAt.localeCompare(a.createdAt);
const byCreatedAsc = <T extends { createdAt: string }>(a: T, b: T) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** A deleted record kept for TRASH_DAYS (createdAt = deletedAt, for the collection's order). */
export type StoredTrash = {
  id: string;
  createdAt: string;
  type: TrashType;
  deletedAt: string;
  record: StoredRecord & { version?: number };
};
/** An earlier content of a record (its version before a change). */
export type StoredRevision = {
  id: string;
  createdAt: string;
  type: TrashType;
  recordId: string;
  version: number;
  updatedAt: string;
  record: StoredRecord & { version?: number };
  /** The account whose change made this revision (RevisionEntry.by). */
  by?: { id: string; name: string };
};

/** Trash entries gone for good (the 30-day purge, a delete-forever) and the revisions dropped with them. */
export type GoneRecords = { entries: StoredTrash[]; revisions: StoredRevision[] };

/** Which content collection holds each type of versioned record. */
export const TYPE_COLLECTION = {
  announcement: 'announcements',
  event: 'events',
  galleryItem: 'galleryItems',
  contactMessage: 'contactMessages',
  instructor: 'instructors',
} as const satisfies Record<TrashType, CollectionName>;

/**
 * A stored record's version: records stored before versions existed count as 1, and so do those
 * an older import stored with a version past MAX_VERSION (If-Match cannot name it: never editable).
 */
export const versionOf = (r: object): number => {
  const v = (r as { version?: unknown }).version;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_VERSION ? v : 1;
};
/**
 * The version an edit gives a record: one more, but never past MAX_VERSION (an imported record
 * at the maximum once went to MAX_VERSION + 1, which versionOf reads as 1: backwards). At the
 * maximum an edit keeps it; 10^15 edits of one record are not a real case, a wrap-around is.
 */
export const nextVersion = (r: object): number => Math.min(versionOf(r) + 1, MAX_VERSION);

export type ContentCollections = {
  announcements: Collection<Announcement>;
  events: Collection<AcademyEvent>;
  galleryItems: Collection<GalleryItem>;
  /** Files by month of at most 1,000 (contactMessages/YYYY-MM.json, YYYY-MM.2.json…): a write rewrites one. */
  contactMessages: RecordStore<ContactMessage>;
  instructors: Collection<Instructor>;
};

/**
 * The site's data: one file per collection in DATA_DIR (contact messages: one file per month in
 * DATA_DIR/contactMessages/). An import replaces several collections
 * through a redo journal (import-journal.json, written atomically first): if the process dies
 * half-way, the next start finishes the import from the journal before serving anything.
 */
export class Database {
  readonly tracker = new WriteTracker();
  readonly content: ContentCollections;
  readonly dataExports: Collection<DataExport>;
  /** Deleted records (trash.json) and earlier contents (revisions.json); not part of exports. */
  readonly trash: Collection<StoredTrash>;
  readonly revisions: Collection<StoredRevision>;
  /**
   * Told of records gone for good, once their revisions are dropped: the server removes the
   * images nothing uses any more (api/services.ts), whichever way they went.
   */
  onGone?: (gone: GoneRecords) => Promise<void>;
  /** The clock of the trash (tests move it to check the 30-day purge). */
  clock: () => number = () => Date.now();
  readonly journalFile: string;
  /** True when no collection file existed: a new data folder (the demo seed applies only then). */
  fresh = false;

  constructor(readonly dir: string) {
    const c = <T extends { id: string; createdAt: string }>(name: string, order?: (a: T, b: T) => number) =>
      new Collection<T>(name, path.join(dir, `${name}.json`), this.tracker, order);
    this.content = {
      announcements: c<Announcement>('announcements', byDateDesc),
      events: c<AcademyEvent>('events', byStart),
      galleryItems: c<GalleryItem>('galleryItems', byCreatedAsc),
      contactMessages: new MonthlyCollection<ContactMessage>(
        'contactMessages',
        path.join(dir, 'contactMessages'),
        this.tracker,
        byCreatedDesc,
        path.join(dir, 'contactMessages.json'),
      ),
      instructors: c<Instructor>('instructors', byCreatedAsc),
    };
    this.dataExports = c<DataExport>('dataExports', byCreatedDesc);
    this.trash = c<StoredTrash>('trash', byCreatedDesc);
    this.revisions = c<StoredRevision>('revisions');
    this.journalFile = path.join(dir, 'import-journal.json');
  }

  async load() {
    await fsp.mkdir(this.dir, { recursive: true });
    let existed = 0;
    for (const col of [...Object.values(this.content), this.dataExports]) if (await col.load()) existed++;
    this.fresh = existed === 0;
    await this.trash.load();
    await this.revisions.load();
    await this.recoverJournal();
    this.defaultVersions();
  }

  /** The collection of a versioned type. */
  versioned(type: TrashType): RecordStore<StoredRecord & { version?: number }> {
    return this.content[TYPE_COLLECTION[type]] as unknown as RecordStore<StoredRecord & { version?: number }>;
  }

  /**
   * Records stored before versions existed (or with one out of range) get version 1 in memory,
   * and messages stored before the inbox the status 'read' (written with the next change).
   */
  private defaultVersions() {
    const messages = this.content.contactMessages;
    if (messages.all().some((m) => m.status === undefined))
      messages.mapUntracked((m) => (m.status === undefined ? { ...m, status: 'read' } : m));
    for (const type of Object.keys(TYPE_COLLECTION) as TrashType[]) {
      const col = this.versioned(type);
      if (col.all().some((r) => r.version !== versionOf(r)))
        col.mapUntracked((r) => (r.version !== versionOf(r) ? { ...r, version: versionOf(r) } : r));
    }
  }

  /** Empty content collections. */
  isEmpty() {
    return Object.values(this.content).every((c) => c.size === 0);
  }

  private async recoverJournal() {
    let text: string;
    try {
      text = await fsp.readFile(this.journalFile, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    let journal: { version: number; collections: Partial<Record<CollectionName, StoredRecord[]>> };
    try {
      journal = JSON.parse(text);
    } catch {
      throw new StoreError(
        `Import journal ${this.journalFile} is damaged; remove it to start (the import it describes did not complete).`,
      );
    }
    await this.applyReplacement(journal.collections);
  }

  private async applyReplacement(collections: Partial<Record<CollectionName, StoredRecord[]>>) {
    const names = Object.keys(collections) as CollectionName[];
    for (const name of names)
      (this.content[name] as unknown as RecordStore<StoredRecord>).setAllUntracked(collections[name]!);
    await Promise.all(names.map((name) => this.content[name].writeUntracked()));
    await this.dropReplacedRevisions(names);
    await fsp.rm(this.journalFile, { force: true });
    this.defaultVersions();
  }

  /**
   * The revisions of records an import replaced: they describe other content, and an imported
   * record with the same id would otherwise list them as its history (and restore them). Kept:
   * those of a record in the trash whose id the import left free (restoring it brings them back).
   */
  private async dropReplacedRevisions(names: CollectionName[]) {
    const types = new Set(
      (Object.keys(TYPE_COLLECTION) as TrashType[]).filter((t) => names.includes(TYPE_COLLECTION[t])),
    );
    if (!types.size) return;
    const trashed = new Set(this.trash.all().map((e) => `${e.type}\u0000${e.record.id}`));
    const keep = (r: StoredRevision) =>
      !types.has(r.type) || (trashed.has(`${r.type}\u0000${r.recordId}`) && !this.versioned(r.type).get(r.recordId));
    const all = this.revisions.all();
    if (all.every(keep)) return;
    this.revisions.setAllUntracked(all.filter(keep));
    await this.revisions.writeUntracked();
  }

  /** Replaces the given collections all together (nothing else writes meanwhile). */
  replaceCollections(collections: Partial<Record<CollectionName, StoredRecord[]>>): Promise<void> {
    return this.tracker.exclusive(async () => {
      await writeFileAtomic(this.journalFile, JSON.stringify({ version: FORMAT_VERSION, collections }));
      await this.applyReplacement(collections);
    });
  }

  /** Everything, as an export file's content. */
  snapshot() {
    return {
      announcements: this.content.announcements.all(),
      events: this.content.events.all(),
      galleryItems: this.content.galleryItems.all(),
      contactMessages: this.content.contactMessages.all(),
      instructors: this.content.instructors.all(),
      exportDate: new Date().toISOString(),
    };
  }
}
