import { SKELETONS } from '@shared/constants';
import { groupInstructors } from '@shared/instructors';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { useSite } from '@/lib/siteConfig';
import { useInstructors } from './api';
import { DirectorCard } from './DirectorCard';
import { InstructorCard, InstructorSkeleton } from './InstructorCard';
import './instructors.css';
import { t } from '@/i18n';

/** Instructors by the spec's grouping: Color Guard, Percussion, and (full view) the Director apart. */
export function InstructorsSection({ compact = false }: { compact?: boolean }) {
  const { data, error, loading } = useInstructors();
  const siteName = useSite((s) => s.siteName);
  if (loading) {
    return (
      <div className="instructor-grid">
        <SkeletonList
          count={SKELETONS.instructors}
          label={t('instructors.loading')}
          render={(i) => <InstructorSkeleton key={i} />}
        />
      </div>
    );
  }
  const groups = groupInstructors(data ?? []);
  if (error || (!groups.colorGuard.length && !groups.percussion.length && !groups.director))
    return <StateBox text={t('instructors.none')} />;
  const group = (title: string, list: typeof groups.percussion) =>
    list.length > 0 && (
      <div className="instructor-group">
        <h3>{title}</h3>
        <div className="instructor-grid">
          {list.map((p) => (
            <InstructorCard key={p.id} person={p} compact={compact} />
          ))}
        </div>
      </div>
    );
  return (
    <>
      {group(t('instructors.colorGuard'), groups.colorGuard)}
      {group(t('instructors.percussion'), groups.percussion)}
      {groups.director && !compact && <DirectorCard person={groups.director} siteName={siteName} />}
    </>
  );
}
