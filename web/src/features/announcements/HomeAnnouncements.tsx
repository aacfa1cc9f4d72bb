import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SKELETONS } from '@shared/constants';
import type { Announcement } from '@shared/schemas';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { AnnouncementCard, AnnouncementCardSkeleton } from './AnnouncementCard';
import { lazyDialog } from '@/components/lazyDialog';
import { useAnnouncements } from './api';
import './announcements.css';
import { localPath, t } from '@/i18n';

const AnnouncementDialog = lazyDialog(() => import('./AnnouncementDialog').then((m) => m.AnnouncementDialog));

/** Home page section: the three newest announcements as cards, each opening its detail dialog. */
export function HomeAnnouncements() {
  const { data, error, loading } = useAnnouncements();
  const [open, setOpen] = useState<Announcement | null>(null);
  return (
    <section className="section" aria-labelledby="home-announcements">
      <div className="section__inner">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('announcements.whatsNew')}</span>
            <h2 id="home-announcements">{t('announcements.title')}</h2>
          </div>
          <Link to={localPath('/announcements')} className="text-link">
            {t('announcements.viewAll')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {error ? (
          <StateBox tone="error" text={t('announcements.loadFailed')} />
        ) : data && data.length === 0 ? (
          <StateBox text={t('announcements.noneHome')} />
        ) : (
          <div className="grid announcement-grid">
            {loading && (
              <SkeletonList
                count={SKELETONS.homeAnnouncements}
                label={t('announcements.loading')}
                render={(i) => <AnnouncementCardSkeleton key={i} variant="home" />}
              />
            )}
            {data?.slice(0, 3).map((a) => (
              <AnnouncementCard key={a.id} item={a} variant="home" onOpen={setOpen} />
            ))}
          </div>
        )}
      </div>
      <AnnouncementDialog open={!!open} item={open} onClose={() => setOpen(null)} />
    </section>
  );
}
