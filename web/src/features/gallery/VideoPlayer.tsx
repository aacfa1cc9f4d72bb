import { Callout, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { videoEmbed } from '@shared/video';

/** SPEC.md point 4, "Video display choice": embed YouTube, Drive and Vimeo; play files; else link out. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState(false);
  const embed = videoEmbed(url);
  if (embed.kind === 'link') {
    return (
      <Callout intent="warning" title={MSG.viewerCannotEmbed}>
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
      <iframe src={embed.embedUrl} title={title} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowFullScreen />
    </div>
  );
}
