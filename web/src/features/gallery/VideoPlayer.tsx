import { Callout, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { videoEmbed } from '@shared/video';
import { t } from '@/i18n';

/** docs/product.md#video-display: embed YouTube, Drive and Vimeo; play files; else link out. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState(false);
  const embed = videoEmbed(url);
  if (embed.kind === 'link') {
    return (
      // Callout's own title is an h5, which would skip heading levels under the dialog's h2.
      <Callout intent="warning" role="alert">
        <h3 className="callout-title">{t('gallery.cannotEmbed')}</h3>
        <p>{t('gallery.cannotEmbedText')}</p>
        <a href={embed.url} target="_blank" rel="noopener noreferrer">
          {t('gallery.openInNewTab')}
        </a>
      </Callout>
    );
  }
  if (embed.kind === 'file') {
    return (
      <div className="media-frame">
        {!ready && <Spinner className="media-frame__spinner" aria-label={t('gallery.loadingVideo')} />}
        <video src={embed.url} controls autoPlay onCanPlay={() => setReady(true)}>
          {t('gallery.noVideoTag')}
        </video>
      </div>
    );
  }
  return (
    <div className="media-frame">
      <iframe
        src={embed.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
