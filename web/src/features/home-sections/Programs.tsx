import { FlagIcon, MusicIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

/** 'Our Programs': Drumline and Color Guard, then 'Meet Our Instructors' (passed in by the page). */
const PROGRAMS = [
  {
    id: 'drumline',
    title: 'Drumline',
    icon: <MusicIcon size={28} />,
    text: 'Snare, tenors, bass drums and front ensemble. Students learn to read rhythms, play rudiments with clean technique and march as one line.',
    points: ['Rudiments and stick technique', 'Reading music and rhythm', 'Marching and ensemble playing'],
  },
  {
    id: 'color-guard',
    title: 'Color Guard',
    icon: <FlagIcon size={28} />,
    text: 'Flags, rifles and dance. Students build strength, coordination and expression while learning the spins and tosses that bring a show to life.',
    points: ['Flag spins and tosses', 'Dance and body movement', 'Choreography and staging'],
  },
];

export function Programs({ instructors }: { instructors: React.ReactNode }) {
  return (
    <section className="section section--alt" id="programs" aria-labelledby="programs-title">
      <div className="section__inner">
        <span className="eyebrow">What we teach</span>
        <h2 id="programs-title">Our Programs</h2>
        <div className="programs">
          {PROGRAMS.map((p) => (
            <article key={p.id} className="card program" aria-labelledby={`program-${p.id}`}>
              <span className="program__icon" aria-hidden="true">
                {p.icon}
              </span>
              <h3 id={`program-${p.id}`}>{p.title}</h3>
              <p>{p.text}</p>
              <ul>
                {p.points.map((pt) => (
                  <li key={pt}>{pt}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <div className="section__head meet-head">
          <h3>Meet Our Instructors</h3>
          <Link to="/about" className="text-link">
            About our team <span aria-hidden="true">→</span>
          </Link>
        </div>
        {instructors}
      </div>
    </section>
  );
}
