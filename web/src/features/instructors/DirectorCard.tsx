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
        <blockquote className="director__blurb">
          “I started {siteName} so that every child could feel what it is like to be part of a line: to count in
          together, to hit the same note, and to take a bow as one team.”
        </blockquote>
      </div>
    </section>
  );
}
