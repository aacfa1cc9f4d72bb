import type { Instructor } from '@shared/schemas';
import { InstructorPhoto } from './InstructorPhoto';
import { t } from '@/i18n';
import { contentText } from '@/i18n/content';

/** The Executive Director, shown apart at the bottom with a founder blurb. */
export function DirectorCard({ person, siteName }: { person: Instructor; siteName: string }) {
  const title = contentText(person, 'title');
  const bio = contentText(person, 'bio');
  return (
    <section className="director card" aria-labelledby="director-name">
      <InstructorPhoto person={person} size={140} />
      <div>
        <span className="eyebrow">
          {t('instructors.founder')} <span lang={title.lang}>{title.text}</span>
        </span>
        <h3 id="director-name">{person.name}</h3>
        {bio.text && <p lang={bio.lang}>{bio.text}</p>}
        <blockquote className="director__blurb">{t('instructors.blurb', { siteName })}</blockquote>
      </div>
    </section>
  );
}
