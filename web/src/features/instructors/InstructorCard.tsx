import type { Instructor } from '@shared/schemas';
import { InstructorPhoto } from './InstructorPhoto';
import { contentText } from '@/i18n/content';

export function InstructorCard({ person, compact }: { person: Instructor; compact?: boolean }) {
  const title = contentText(person, 'title');
  const bio = contentText(person, 'bio');
  return (
    <article className={`card instructor-card${compact ? ' instructor-card--compact' : ''}`}>
      <InstructorPhoto person={person} size={compact ? 72 : 112} />
      <div>
        <h4 className="instructor-card__name">{person.name}</h4>
        <p className="instructor-card__title" lang={title.lang}>
          {title.text}
        </p>
        {!compact && bio.text && (
          <p className="instructor-card__bio" lang={bio.lang}>
            {bio.text}
          </p>
        )}
      </div>
    </article>
  );
}

export const InstructorSkeleton = () => (
  <div className="card instructor-card" data-testid="instructor-skeleton">
    <div className="skeleton" style={{ width: 112, height: 112, borderRadius: '50%' }} />
    <div className="skeleton" style={{ width: '60%', height: 20 }} />
    <div className="skeleton" style={{ width: '40%' }} />
  </div>
);
