import { CameraIcon, LockIcon, VideoIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

/** 'Our Gallery': the two member pages. */
export function GalleryLinks() {
  return (
    <section className="section" aria-labelledby="gallery-title">
      <div className="section__inner">
        <span className="eyebrow">Members area</span>
        <h2 id="gallery-title">Our Gallery</h2>
        <p className="lead">
          Photos from our performances and training videos for practice at home, for current members.
        </p>
        <div className="gallery-links">
          <Link to="/photos" className="gallery-link gallery-link--photos">
            <CameraIcon size={36} aria-hidden />
            <span className="gallery-link__title">Photos</span>
            <span className="gallery-link__text">Performance and event photos</span>
            <span className="gallery-link__lock">
              <LockIcon size={12} aria-hidden /> Members only
            </span>
          </Link>
          <Link to="/training" className="gallery-link gallery-link--training">
            <VideoIcon size={36} aria-hidden />
            <span className="gallery-link__title">Training Videos</span>
            <span className="gallery-link__text">Drumline and color guard practice</span>
            <span className="gallery-link__lock">
              <LockIcon size={12} aria-hidden /> Members only
            </span>
          </Link>
        </div>
      </div>
    </section>
  );
}
