import { PageHeader } from '@/components/PageHeader';
import { FeatureBlurbs } from '@/features/about/FeatureBlurbs';
import { MissionApproach } from '@/features/about/MissionApproach';
import { InstructorsSection } from '@/features/instructors/InstructorsSection';
import { usePageMeta } from '@/hooks/usePageMeta';
import { useSite } from '@/lib/siteConfig';
import { t } from '@/i18n';

export default function AboutPage() {
  const siteName = useSite((s) => s.siteName);
  usePageMeta(t('about.title'), t('about.metaDescription', { siteName }));
  return (
    <main id="main">
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.heading', { siteName })}>
        <p>{t('about.lead')}</p>
      </PageHeader>
      <div className="page-container">
        <MissionApproach siteName={siteName} />
      </div>
      <section className="section section--alt" aria-labelledby="why-title">
        <div className="section__inner">
          <h2 id="why-title">{t('about.whyTitle')}</h2>
          <FeatureBlurbs />
        </div>
      </section>
      <section className="section" aria-labelledby="instructors-title">
        <div className="section__inner">
          <h2 id="instructors-title">{t('about.instructorsTitle')}</h2>
          <InstructorsSection />
        </div>
      </section>
    </main>
  );
}
