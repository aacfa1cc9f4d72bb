import './home.css';
import { Link } from 'react-router-dom';
import { useSite } from '@/lib/siteConfig';
import { HeroArt } from './HeroArt';

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
          <h1 id="hero-title">{tagline}</h1>
          <p className="hero__lead">
            Drumline and color guard classes for elementary-age students. Kids learn rhythm, movement and teamwork, and
            step on stage with confidence.
          </p>
          <div className="hero__actions">
            <Link to="/schedule" className="btn btn--light">
              View Schedule
            </Link>
            <Link to="/contact" className="btn btn--ghost-light">
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
