import { VIDEO_EXTENSIONS } from './constants';

/** How the media viewer shows a video link (docs/product.md#video-display). */
export type VideoEmbed =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'drive'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string };

const YOUTUBE =
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
const DRIVE = /drive\.google\.com\/(?:file\/d\/|open\?(?:.*&)?id=|uc\?(?:.*&)?id=)([A-Za-z0-9_-]{25,})/;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d{6,12})(?:$|[/?#])/;

export function videoEmbed(url: string): VideoEmbed {
  const yt = YOUTUBE.exec(url);
  if (yt) return { kind: 'youtube', id: yt[1], embedUrl: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  const drive = DRIVE.exec(url);
  if (drive) return { kind: 'drive', id: drive[1], embedUrl: `https://drive.google.com/file/d/${drive[1]}/preview` };
  const vimeo = VIMEO.exec(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo[1], embedUrl: `https://player.vimeo.com/video/${vimeo[1]}` };
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (VIDEO_EXTENSIONS.some((ext) => path.endsWith(ext))) return { kind: 'file', url };
  return { kind: 'link', url };
}

/** The source the gallery form's selector shows for an existing link. */
export function videoSourceOf(url: string | null | undefined): 'YouTube' | 'Google Drive' | 'Vimeo' | 'Other' {
  if (!url) return 'YouTube';
  const kind = videoEmbed(url).kind;
  return kind === 'youtube' ? 'YouTube' : kind === 'drive' ? 'Google Drive' : kind === 'vimeo' ? 'Vimeo' : 'Other';
}
