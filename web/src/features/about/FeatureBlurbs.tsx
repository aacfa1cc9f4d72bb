import { t } from '@/i18n';
import { CalendarIcon, LearningIcon, LightbulbIcon, PeopleIcon, StarIcon, TrophyIcon } from '@blueprintjs/icons';

/** The six feature blurbs of docs/product.md#about-page, in order (message ids). */
const FEATURES = [
  {
    icon: LearningIcon,
    title: 'about.f1Title',
    text: 'about.f1Text',
  },
  {
    icon: PeopleIcon,
    title: 'about.f2Title',
    text: 'about.f2Text',
  },
  {
    icon: TrophyIcon,
    title: 'about.f3Title',
    text: 'about.f3Text',
  },
  {
    icon: LightbulbIcon,
    title: 'about.f4Title',
    text: 'about.f4Text',
  },
  {
    icon: CalendarIcon,
    title: 'about.f5Title',
    text: 'about.f5Text',
  },
  {
    icon: StarIcon,
    title: 'about.f6Title',
    text: 'about.f6Text',
  },
];

export function FeatureBlurbs() {
  return (
    <ul className="features">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="feature">
          <span className="feature__icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <h3>{t(title)}</h3>
          <p>{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
