import { HomeAnnouncements } from '@/features/announcements/HomeAnnouncements';
import { WeekCalendar } from '@/features/events/WeekCalendar';
import { EnrollBanner } from '@/features/home-sections/EnrollBanner';
import { GalleryLinks } from '@/features/home-sections/GalleryLinks';
import { Hero } from '@/features/home-sections/Hero';
import { Programs } from '@/features/home-sections/Programs';
import { WeekSection } from '@/features/home-sections/WeekSection';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/Skeleton';
import { WhenNear } from '@/components/WhenNear';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

/** The instructors, far below the fold on a phone: their code and data load as the visitor scrolls towards them. */
const InstructorsSection = lazy(() =>
  import('@/features/instructors/InstructorsSection').then((m) => ({ default: m.InstructorsSection })),
);
function HomeInstructors() {
  // Still until the visitor scrolls near (nothing loads before), shimmering while the code loads.
  const placeholder = (loading: boolean) => (
    <>
      <span className="visually-hidden" role="status">
        {t('instructors.loading')}
      </span>
      <Skeleton style={{ height: 240 }} still={!loading} />
    </>
  );
  return (
    <WhenNear placeholder={placeholder(false)}>
      <Suspense fallback={placeholder(true)}>
        <InstructorsSection compact />
      </Suspense>
    </WhenNear>
  );
}

/** Home in the order of docs/product.md#home-page. */
export default function HomePage() {
  usePageMeta('', t('home.metaDescription'));
  return (
    <main id="main">
      <Hero />
      <HomeAnnouncements />
      <WeekSection>
        <WeekCalendar />
      </WeekSection>
      <Programs instructors={<HomeInstructors />} />
      <GalleryLinks />
      <EnrollBanner />
    </main>
  );
}
