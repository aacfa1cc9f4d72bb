/**
 * The urgent notice as the public pages show it (the server writes the same markup and classes:
 * api/http/noticeBanner.ts); here for the dashboard's preview, so it is inert.
 */
export function UrgentBanner({ title }: { title: string }) {
  return (
    <div className="urgent-notice">
      <div className="urgent-notice-inner">
        <span className="urgent-notice-label">Urgent</span>
        <span className="urgent-notice-link">{title}</span>
        <span className="urgent-notice-dismiss" aria-hidden="true">
          ×
        </span>
      </div>
    </div>
  );
}
