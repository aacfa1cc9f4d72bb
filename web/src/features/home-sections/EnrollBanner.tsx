import { Link } from 'react-router-dom';
import { localPath, t } from '@/i18n';

export function EnrollBanner() {
  return (
    <section className="enroll" aria-labelledby="enroll-title">
      <div className="enroll__inner">
        <div>
          <h2 id="enroll-title">{t('home.enrollTitle')}</h2>
          <p>{t('home.enrollText')}</p>
        </div>
        <div className="enroll__actions">
          <Link to={localPath('/contact')} className="btn btn--light">
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
