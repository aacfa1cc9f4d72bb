import type { ProtectedPage } from '@shared/constants';
import { t } from '@/i18n';
import { StateBox } from '@/components/StateBox';
import { LockButton } from './LockButton';
import { PasswordGate } from './PasswordGate';
import { useGallery } from './useGallery';
import type { GalleryItem } from '@shared/schemas';
import './gallery.css';

type Props = { page: ProtectedPage; children: (items: GalleryItem[] | undefined, loading: boolean) => React.ReactNode };

/** A member page's body: the gate while locked, otherwise the content with a way to lock it again. */
export function MemberPage({ page, children }: Props) {
  const { access, items, error, loading } = useGallery(page);
  if (access === 'locked') return <PasswordGate page={page} />;
  return (
    <div className="member-content">
      {access === 'unlocked' && (
        <div className="member-bar">
          <span>{t('gallery.memberAccess', { page: t(`gallery.page.${page}`) })}</span>
          <LockButton page={page} />
        </div>
      )}
      {error ? <StateBox tone="error" text={error} /> : children(items, loading)}
    </div>
  );
}
