import type { GalleryItem, Instructor } from '../../../shared/schemas';
import type { StoredRevision, StoredTrash } from '../../storage/db';
import type { Collection } from '../../storage/collection';

/** Who may fetch an upload: everyone, members of some gallery pages, or the administrator only. */
export type UploadAccess =
  { kind: 'public' } | { kind: 'members'; photos: boolean; training: boolean } | { kind: 'admin' };

const ADMIN_ONLY: UploadAccess = { kind: 'admin' };

/** The names the server gives uploads: display copy `<id>.<ext>`, thumbnail `<id>.thumb.<ext>`. */
export const UPLOAD_FILE_NAME = /^([A-Za-z0-9_-]{1,64})(\.thumb)?\.(jpg|png|webp|gif)$/;

/**
 * The upload file a record's image URL points at (`/uploads/x.jpg`, or an absolute URL whose path
 * is one), thumbnail and display copy alike; null for anything else.
 */
export function uploadKey(url: string | null | undefined): string | null {
  if (!url) return null;
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith('/uploads/')) return null;
  const m = UPLOAD_FILE_NAME.exec(pathname.slice('/uploads/'.length));
  return m ? `${m[1]}.${m[3]}` : null;
}

/**
 * Which uploads the records use, and so who may see them. Gated is the default: an upload is
 * public only while a public record (an instructor) shows it; one a gallery item uses needs that
 * page's cookie; one nothing uses (deleted, or not yet saved in a form) is for the administrator.
 * Gallery items in the trash count as used until purged. An image only an earlier revision uses
 * stays for the administrator only but is kept from the sweep, so restoring that revision brings
 * the picture back. Rebuilt lazily when a collection changes.
 */
export class UploadIndex {
  private builtFor = '';
  private access = new Map<string, UploadAccess>();
  /** Uploads an earlier revision of a gallery item or an instructor, or an instructor in the trash, uses. */
  private inRevisions = new Set<string>();
  constructor(
    private readonly gallery: Collection<GalleryItem>,
    private readonly instructors: Collection<Instructor>,
    private readonly trash?: Collection<StoredTrash>,
    private readonly revisions?: Collection<StoredRevision>,
  ) {}

  private rebuild() {
    const stamp = `${this.gallery.revision}:${this.instructors.revision}:${this.trash?.revision}:${this.revisions?.revision}`;
    if (stamp === this.builtFor) return;
    this.access.clear();
    this.inRevisions.clear();
    // An instructor's photo in a revision or the trash is kept too, for the administrator only.
    const kept = [
      ...(this.revisions?.all() ?? []),
      ...(this.trash?.all() ?? []).filter((e) => e.type === 'instructor'),
    ];
    for (const rev of kept) {
      const withImage = rev.type === 'galleryItem' || rev.type === 'instructor';
      const key = withImage ? uploadKey((rev.record as { imageUrl?: string }).imageUrl) : null;
      if (key) this.inRevisions.add(key);
    }
    // A gallery item in the trash still gates its image to its page's members (and keeps it from the sweep).
    const trashed = (this.trash?.all() ?? [])
      .filter((e) => e.type === 'galleryItem')
      .map((e) => e.record as unknown as GalleryItem);
    for (const item of [...this.gallery.all(), ...trashed]) {
      const key = uploadKey(item.imageUrl);
      if (!key) continue;
      const prev = this.access.get(key);
      const entry = prev?.kind === 'members' ? prev : { kind: 'members' as const, photos: false, training: false };
      if (item.isVideo) entry.training = true;
      else entry.photos = true;
      this.access.set(key, entry);
    }
    for (const person of this.instructors.all()) {
      const key = uploadKey(person.imageUrl);
      if (key) this.access.set(key, { kind: 'public' });
    }
    this.builtFor = stamp;
  }
  /** Access for an upload's URL or file name. */
  accessFor(urlOrName: string): UploadAccess {
    const key = uploadKey(urlOrName.startsWith('/') ? urlOrName : `/uploads/${urlOrName}`);
    if (!key) return ADMIN_ONLY;
    this.rebuild();
    return this.access.get(key) ?? ADMIN_ONLY;
  }
  /** Whether any record uses the upload (the sweep keeps those). */
  isUsed(name: string): boolean {
    if (this.accessFor(name).kind !== 'admin') return true;
    const key = uploadKey(`/uploads/${name}`);
    return key !== null && this.inRevisions.has(key);
  }
}
