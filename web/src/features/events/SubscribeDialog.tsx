import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Program } from '@shared/programs';
import { eventsFeedPath } from './api';
import { currentLang, t } from '@/i18n';

/**
 * The schedule as a calendar feed (docs/decisions.md#beyond-the-specification): all events, or one
 * program's with the events both share (?program=, the emails' rule), not its category alone.
 */
const FEEDS = [
  { label: 'events.feedAll', program: undefined },
  { label: 'events.cat_drum', program: 'drumline' },
  { label: 'events.cat_guard', program: 'colorGuard' },
] as const;

/** Loaded when first opened (SubscribeButton.tsx). */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { host, protocol } = window.location;
  // A Spanish page's feed is the Spanish one (events' Spanish titles, the calendar's name).
  const lang = currentLang() === 'es' ? 'es' : undefined;
  const https = (program?: Program) => `${protocol}//${host}${eventsFeedPath(program, lang)}`;
  return (
    <Dialog isOpen={open} onClose={onClose} title={t('events.subscribeTitle')}>
      <DialogBody>
        <p>{t('events.subscribeText')}</p>
        <ul className="feed-list">
          {FEEDS.map((f) => (
            <li key={f.label}>
              <span className="feed-list__label">{t(f.label)}</span>
              <a className="btn btn--primary btn--small" href={`webcal://${host}${eventsFeedPath(f.program, lang)}`}>
                {t('events.subscribe')}
                <span className="visually-hidden">{t('events.subscribeTo', { feed: t(f.label) })}</span>
              </a>
              <a className="text-link" href={https(f.program)} download>
                {t('events.download')}
                <span className="visually-hidden">{t('events.downloadFor', { feed: t(f.label) })}</span>
              </a>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text={t('events.close')} onClick={onClose} />} />
    </Dialog>
  );
}
