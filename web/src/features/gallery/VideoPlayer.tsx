import { Callout, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { videoEmbed } from '@shared/video';

/** docs/product.md#video-display: embed YouTube, Drive and Vimeo; play files; else link out. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState(false);
  const embed = videoEmbed(url);
  if (embed.kind === 'link') {
    return (
      // Callout's own title is an h5, which would skip heading levels under the dialog's h2.
      <Callout intent="warning" role="alert">
        <h3 className="callout-title">{MSG.viewerCannotEmbed}</h3>
        <p>{MSG.viewerCannotEmbedText}</p>
        <a href={embed.url} target="_blank" rel="noopener noreferrer">
          Open video in a new tab
        </a>
      </Callout>
    );
  }
  if (embed.kind === 'file') {
    return (
      <div className="media-frame">
        {!ready && <Spinner className="media-frame__spinner" aria-label="Loading video" />}
        <video src={embed.url} controls autoPlay onCanPlay={() => setReady(true)}>
          {MSG.viewerNoVideoTag}
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
