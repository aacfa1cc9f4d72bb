import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { eventsFeedPath } from './api';

/** The schedule as a calendar feed (docs/decisions.md#beyond-the-specification): all events or one program. */
const FEEDS = [
  { label: 'All programs', category: undefined },
  { label: 'Drumline', category: 'drum' },
  { label: 'Color Guard', category: 'guard' },
];

/** Loaded when first opened (SubscribeButton.tsx). */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { host, protocol } = window.location;
  const https = (category?: string) => `${protocol}//${host}${eventsFeedPath(category)}`;
  return (
    <Dialog isOpen={open} onClose={onClose} title="Subscribe to the schedule">
      <DialogBody>
        <p>Add our schedule to your phone or computer calendar. It stays up to date as we add events.</p>
        <ul className="feed-list">
          {FEEDS.map((f) => (
            <li key={f.label}>
              <span className="feed-list__label">{f.label}</span>
              <a className="btn btn--primary btn--small" href={`webcal://${host}${eventsFeedPath(f.category)}`}>
                Subscribe<span className="visually-hidden"> to {f.label}</span>
              </a>
              <a className="text-link" href={https(f.category)} download>
                Download .ics<span className="visually-hidden"> for {f.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
