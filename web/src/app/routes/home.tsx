import { HomeAnnouncements } from '@/features/announcements/HomeAnnouncements';
import { WeekCalendar } from '@/features/events/WeekCalendar';
import { EnrollBanner } from '@/features/home-sections/EnrollBanner';
import { GalleryLinks } from '@/features/home-sections/GalleryLinks';
import { Hero } from '@/features/home-sections/Hero';
import { Programs } from '@/features/home-sections/Programs';
import { WeekSection } from '@/features/home-sections/WeekSection';
import { InstructorsSection } from '@/features/instructors/InstructorsSection';
import { usePageMeta } from '@/hooks/usePageMeta';
import { useHashScroll } from '@/hooks/useHashScroll';
import { t } from '@/i18n';

/** Home in the order of docs/product.md#home-page. */
export default function HomePage() {
  usePageMeta('', t('home.metaDescription'));
  useHashScroll();
  return (
    <main id="main">
      <Hero />
      <HomeAnnouncements />
      <WeekSection>
        <WeekCalendar />
      </WeekSection>
      <Programs instructors={<InstructorsSection compact />} />
      <GalleryLinks />
      <EnrollBanner />
    </main>
  );
}
