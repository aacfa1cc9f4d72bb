import { useState } from 'react';
import { MediaIcon } from '@blueprintjs/icons';
import { thumbUrl } from '@shared/api';
import { usePlatform } from '@/lib/platform';

/**
 * A gallery image through the platform's media URL (the desktop loads /uploads from its server),
 * as a thumbnail when asked; a placeholder when it fails to load (docs/product.md#gallery-tab).
 */
export function Thumb(props: { src: string; alt: string; className?: string; thumbnail?: boolean }) {
  const platform = usePlatform();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = platform.mediaUrl(props.thumbnail ? thumbUrl(props.src) : props.src);
  if (!props.src || failedSrc === src)
    return (
      <div
        className={`admin-thumb-placeholder ${props.className ?? ''}`}
        role="img"
        aria-label={`${props.alt} (image unavailable)`}
      >
        <MediaIcon size={32} />
      </div>
    );
  return <img className={props.className} src={src} alt={props.alt} loading="lazy" onError={() => setFailedSrc(src)} />;
}
