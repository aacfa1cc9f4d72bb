import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SKELETONS } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Announcement } from '@shared/schemas';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { AnnouncementCard, AnnouncementCardSkeleton } from './AnnouncementCard';
import { lazyDialog } from '@/components/lazyDialog';
import { useAnnouncements } from './api';
import './announcements.css';

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
            <span className="eyebrow">What's new</span>
            <h2 id="home-announcements">Announcements</h2>
          </div>
          <Link to="/announcements" className="text-link">
            View All <span aria-hidden="true">→</span>
          </Link>
        </div>
        {error ? (
          <StateBox tone="error" text={MSG.announcementsLoadFailed} />
        ) : data && data.length === 0 ? (
          <StateBox text={MSG.noAnnouncementsHome} />
        ) : (
          <div className="grid announcement-grid">
            {loading && (
              <SkeletonList
                count={SKELETONS.homeAnnouncements}
                label="Loading announcements"
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
