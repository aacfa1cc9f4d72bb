import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FeedIcon } from '@blueprintjs/icons';
import { useState } from 'react';

/** The schedule as a calendar feed (docs/decisions.md#beyond-the-specification): all events or one program. */
const FEEDS = [
  { label: 'All programs', query: '' },
  { label: 'Drumline', query: '?category=drum' },
  { label: 'Color Guard', query: '?category=guard' },
];

export function SubscribeButton() {
  const [open, setOpen] = useState(false);
  // No window when the page is prerendered at build time; the dialog is closed then anyway.
  const { host, protocol } = typeof window === 'undefined' ? { host: '', protocol: 'https:' } : window.location;
  const https = (q: string) => `${protocol}//${host}/api/events.ics${q}`;
  return (
    <>
      <Button icon={<FeedIcon />} text="Subscribe" onClick={() => setOpen(true)} />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title="Subscribe to the schedule">
        <DialogBody>
          <p>Add our schedule to your phone or computer calendar. It stays up to date as we add events.</p>
          <ul className="feed-list">
            {FEEDS.map((f) => (
              <li key={f.label}>
                <span className="feed-list__label">{f.label}</span>
                <a className="btn btn--primary btn--small" href={`webcal://${host}/api/events.ics${f.query}`}>
                  Subscribe<span className="visually-hidden"> to {f.label}</span>
                </a>
                <a className="text-link" href={https(f.query)} download>
                  Download .ics<span className="visually-hidden"> for {f.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter actions={<Button text="Close" onClick={() => setOpen(false)} />} />
      </Dialog>
    </>
  );
}
