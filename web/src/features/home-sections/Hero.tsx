import './home.css';
import { Link } from 'react-router-dom';
import { useSite } from '@/lib/siteConfig';
import { HeroArt } from './HeroArt';
import { localPath, t } from '@/i18n';

/** The bold opening: tagline, a line on who we teach, and the two buttons of docs/product.md#home-page. */
export function Hero() {
  const siteName = useSite((s) => s.siteName);
  const tagline = useSite((s) => s.tagline);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        {/* First in the page's HTML so a phone's early paint, before the copy is parsed, has it where it stays. */}
        <HeroArt />
        <div className="hero__copy">
          <p className="hero__kicker">{siteName}</p>
          {/* The academy's tagline (its settings), not translated: English on a Spanish page. */}
          <h1 id="hero-title" lang="en">
            {tagline}
          </h1>
          <p className="hero__lead">{t('home.heroLead')}</p>
          <div className="hero__actions">
            <Link to={localPath('/schedule')} className="btn btn--light">
              {t('home.viewSchedule')}
            </Link>
            <Link to={localPath('/contact')} className="btn btn--ghost-light">
              {t('home.contactUs')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
