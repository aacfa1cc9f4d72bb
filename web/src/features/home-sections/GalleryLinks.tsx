import { CameraIcon, LockIcon, VideoIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { localPath, t } from '@/i18n';

/** 'Our Gallery': the two member pages. */
export function GalleryLinks() {
  return (
    <section className="section" aria-labelledby="gallery-title">
      <div className="section__inner">
        <span className="eyebrow">{t('home.membersArea')}</span>
        <h2 id="gallery-title">{t('home.galleryTitle')}</h2>
        <p className="lead">{t('home.galleryLead')}</p>
        <div className="gallery-links">
          <Link to={localPath('/photos')} className="gallery-link gallery-link--photos">
            <CameraIcon size={36} aria-hidden />
            <span className="gallery-link__title">{t('home.photos')}</span>
            <span className="gallery-link__text">{t('home.photosText')}</span>
            <span className="gallery-link__lock">
              <LockIcon size={12} aria-hidden /> {t('home.membersOnly')}
            </span>
          </Link>
          <Link to={localPath('/training')} className="gallery-link gallery-link--training">
            <VideoIcon size={36} aria-hidden />
            <span className="gallery-link__title">{t('home.trainingVideos')}</span>
            <span className="gallery-link__text">{t('home.trainingText')}</span>
            <span className="gallery-link__lock">
              <LockIcon size={12} aria-hidden /> {t('home.membersOnly')}
            </span>
          </Link>
        </div>
      </div>
    </section>
  );
}
