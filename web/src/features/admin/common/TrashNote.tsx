/**
 * What a delete really does since the trash exists (it replaces the spec's "cannot be undone",
 * which is no longer true): one sentence for every delete confirmation.
 */
export function TrashNote() {
  return (
    <p className="admin-muted">
      You can undo it right after, or restore it from the trash in Data Management within 30 days.
    </p>
  );
}
