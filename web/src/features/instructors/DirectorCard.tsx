import type { Instructor } from '@shared/schemas';
import { InstructorPhoto } from './InstructorPhoto';

/** The Executive Director, shown apart at the bottom with a founder blurb. */
export function DirectorCard({ person, siteName }: { person: Instructor; siteName: string }) {
  return (
    <section className="director card" aria-labelledby="director-name">
      <InstructorPhoto person={person} size={140} />
      <div>
        <span className="eyebrow">Founder &amp; {person.title}</span>
        <h3 id="director-name">{person.name}</h3>
        {person.bio && <p>{person.bio}</p>}
        <p className="director__blurb">
          {person.name.split(' ')[0]} founded {siteName} to give young performers a place to build rhythm, teamwork and
          confidence, and still leads every season with the same energy.
        </p>
      </div>
    </section>
  );
}
