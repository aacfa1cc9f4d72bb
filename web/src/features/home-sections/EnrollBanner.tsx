import { Link } from 'react-router-dom';

export function EnrollBanner() {
  return (
    <section className="enroll" aria-labelledby="enroll-title">
      <div className="enroll__inner">
        <div>
          <h2 id="enroll-title">Enrollment is now open for our Fall programs</h2>
          <p>Classes for beginners and returning students. Spots fill quickly, so reach out today.</p>
        </div>
        <div className="enroll__actions">
          <Link to="/contact" className="btn btn--light">
            Enroll Now
          </Link>
          <Link to="/about" className="btn btn--ghost-light">
            Learn More<span className="visually-hidden"> about the academy</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
