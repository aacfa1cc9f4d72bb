import { Link } from 'react-router-dom';
import { localPath, t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';

/** 'Enroll Now' leads to /enroll while a class takes requests (GET /api/site), else to the contact page. */
export function EnrollBanner() {
  const enrolling = useSite((s) => Boolean(s.enrollment));
  return (
    <section className="enroll" aria-labelledby="enroll-title">
      <div className="enroll__inner">
        <div>
          <h2 id="enroll-title">{t('home.enrollTitle')}</h2>
          <p>{t('home.enrollText')}</p>
        </div>
        <div className="enroll__actions">
          <Link to={localPath(enrolling ? '/enroll' : '/contact')} className="btn btn--light">
            {t('home.enrollNow')}
          </Link>
          <Link to={localPath('/about')} className="btn btn--ghost-light">
            {t('home.learnMore')}
            <span className="visually-hidden">{t('home.learnMoreHidden')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
