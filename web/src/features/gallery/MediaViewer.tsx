import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import type { GalleryItem } from '@shared/schemas';
import { VideoPlayer } from './VideoPlayer';

/** docs/product.md#media-viewer: overlay, title, close button, description; Escape or a backdrop click closes it. */
export function MediaViewer({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={!!item}
      onClose={onClose}
      title={item?.title}
      className="media-viewer"
      canOutsideClickClose
      canEscapeKeyClose
    >
      {item && (
        <DialogBody className="media-viewer__body" useOverflowScrollContainer={false}>
          {item.isVideo && item.videoUrl ? (
            <VideoPlayer url={item.videoUrl} title={item.title} />
          ) : (
            <FullImage item={item} />
          )}
          {item.description && <p className="media-viewer__description">{item.description}</p>}
        </DialogBody>
      )}
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}

/** The full-size image (grids use thumbnails); a failure says so instead of a broken picture. */
function FullImage({ item }: { item: GalleryItem }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <p className="media-viewer__failed" role="alert">
        {MSG.viewerImageFailed}
      </p>
    );
  return <img className="media-viewer__image" src={item.imageUrl} alt={item.title} onError={() => setFailed(true)} />;
}
