import { useEffect, useState } from 'react';
import type { ProtectedPage } from '@shared/constants';
import type { GalleryItem } from '@shared/schemas';
import { t } from '@/i18n';
import { errorDetail } from '@/lib/api';
import { loadGallery } from './api';
import { usePageAccess } from './pageAccess';

const FAILED: Record<ProtectedPage, string> = { photos: 'gallery.failedPhotos', training: 'gallery.failedVideos' };

/** Loads a member page's items whenever it is not known to be locked; a 401 marks it locked. */
export function useGallery(page: ProtectedPage) {
  const access = usePageAccess((s) => s.access[page]);
  const setAccess = usePageAccess((s) => s.setAccess);
  const [state, setState] = useState<{ items?: GalleryItem[]; error?: string }>({});
  const locked = access === 'locked';

  useEffect(() => {
    setState({});
    if (locked) return;
    let live = true;
    loadGallery(page, usePageAccess.getState().access[page] === 'unlocked').then(
      (items) => {
        if (!live) return;
        if (items === null) return setAccess(page, 'locked');
        setAccess(page, 'unlocked');
        setState({ items });
      },
      (e: unknown) => live && setState({ error: `${t(FAILED[page])}: ${errorDetail(e)}` }),
    );
    return () => {
      live = false;
    };
  }, [page, locked, setAccess]);

  return { access, items: state.items, error: state.error, loading: !locked && !state.items && !state.error };
}
