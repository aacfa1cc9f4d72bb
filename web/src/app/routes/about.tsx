import { PageHeader } from '@/components/PageHeader';
import { FeatureBlurbs } from '@/features/about/FeatureBlurbs';
import { MissionApproach } from '@/features/about/MissionApproach';
import { InstructorsSection } from '@/features/instructors/InstructorsSection';
import { usePageMeta } from '@/hooks/usePageMeta';
import { useSite } from '@/lib/siteConfig';

export default function AboutPage() {
  const siteName = useSite((s) => s.siteName);
  usePageMeta(
    'About Us',
    `Our mission, our approach and the instructors who teach drumline and color guard at ${siteName}.`,
  );
  return (
    <main id="main">
      <PageHeader eyebrow="Who we are" title={`About ${siteName}`}>
        <p>A youth performing-arts academy where elementary-age students discover drumline and color guard.</p>
      </PageHeader>
      <div className="page-container">
        <MissionApproach siteName={siteName} />
      </div>
      <section className="section section--alt" aria-labelledby="why-title">
        <div className="section__inner">
          <h2 id="why-title">Why families choose us</h2>
          <FeatureBlurbs />
        </div>
      </section>
      <section className="section" aria-labelledby="instructors-title">
        <div className="section__inner">
          <h2 id="instructors-title">Our Instructors</h2>
          <InstructorsSection />
        </div>
      </section>
    </main>
  );
}
