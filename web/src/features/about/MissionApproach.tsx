import './about.css';

/** 'Our Mission' and 'Our Approach', side by side. */
export function MissionApproach({ siteName }: { siteName: string }) {
  return (
    <div className="mission">
      <section className="mission__block" aria-labelledby="mission-title">
        <h2 id="mission-title">Our Mission</h2>
        <p>
          {siteName} gives elementary-age children a joyful first step into the performing arts. Through drumline and
          color guard, students build musicianship, discipline and friendships that last well beyond the stage.
        </p>
      </section>
      <section className="mission__block" aria-labelledby="approach-title">
        <h2 id="approach-title">Our Approach</h2>
        <p>
          Classes mix fundamentals with play. Every lesson builds technique in small steps, celebrates effort, and ends
          with the whole group performing together, so each child feels part of the ensemble from day one.
        </p>
      </section>
    </div>
  );
}
