import { Link } from 'react-router-dom';
import { localPath, t } from '@/i18n';

/** "This Week's Events": the heading around the calendar the page passes in. */
export function WeekSection({ children }: { children: React.ReactNode }) {
  return (
    <section className="section section--alt" aria-labelledby="week-section-title">
      <div className="section__inner">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('home.calendar')}</span>
            <h2 id="week-section-title">{t('home.weekTitle')}</h2>
          </div>
          <Link to={localPath('/schedule')} className="text-link">
            {t('home.fullSchedule')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
