import { Link } from 'react-router-dom';

/** "This Week's Events": the heading around the calendar the page passes in. */
export function WeekSection({ children }: { children: React.ReactNode }) {
  return (
    <section className="section section--alt" aria-labelledby="week-section-title">
      <div className="section__inner">
        <div className="section__head">
          <div>
            <span className="eyebrow">Calendar</span>
            <h2 id="week-section-title">This Week's Events</h2>
          </div>
          <Link to="/schedule" className="text-link">
            Full schedule <span aria-hidden="true">→</span>
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
