import './about.css';
import { t } from '@/i18n';

/** 'Our Mission' and 'Our Approach', side by side. */
export function MissionApproach({ siteName }: { siteName: string }) {
  return (
    <div className="mission">
      <section className="mission__block" aria-labelledby="mission-title">
        <h2 id="mission-title">{t('about.missionTitle')}</h2>
        <p>{t('about.missionText', { siteName })}</p>
      </section>
      <section className="mission__block" aria-labelledby="approach-title">
        <h2 id="approach-title">{t('about.approachTitle')}</h2>
        <p>{t('about.approachText')}</p>
      </section>
    </div>
  );
}
