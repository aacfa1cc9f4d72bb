import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import type { GalleryItem } from '@shared/schemas';
import { t } from '@/i18n';
import { itemText } from './itemText';
import { VideoPlayer } from './VideoPlayer';

/** docs/product.md#media-viewer: overlay, title, close button, description; Escape or a backdrop click closes it. */
export function MediaViewer({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const title = item && itemText(item, 'title');
  const description = item && itemText(item, 'description');
  return (
    <Dialog
      isOpen={!!item}
      onClose={onClose}
      title={title && <span lang={title.lang}>{title.text}</span>}
      className="media-viewer"
      canOutsideClickClose
      canEscapeKeyClose
    >
      {item && (
        <DialogBody className="media-viewer__body" useOverflowScrollContainer={false}>
          {item.isVideo && item.videoUrl ? (
            <VideoPlayer url={item.videoUrl} title={title!.text} />
          ) : (
            <FullImage item={item} alt={title!.text} lang={title!.lang} />
          )}
          {description?.text && (
            <p className="media-viewer__description" lang={description.lang}>
              {description.text}
            </p>
          )}
        </DialogBody>
      )}
      <DialogFooter actions={<Button text={t('gallery.close')} onClick={onClose} />} />
    </Dialog>
  );
}

/** The full-size image (grids use thumbnails); a failure says so instead of a broken picture. */
function FullImage({ item, alt, lang }: { item: GalleryItem; alt: string; lang?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <p className="media-viewer__failed" role="alert">
        {t('gallery.imageFailed')}
      </p>
    );
  return (
    <img className="media-viewer__image" src={item.imageUrl} alt={alt} lang={lang} onError={() => setFailed(true)} />
  );
}
