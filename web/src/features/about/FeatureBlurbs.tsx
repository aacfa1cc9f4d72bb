import { CalendarIcon, LearningIcon, LightbulbIcon, PeopleIcon, StarIcon, TrophyIcon } from '@blueprintjs/icons';

/** The six feature blurbs of docs/product.md#about-page, in order. */
const FEATURES = [
  {
    icon: LearningIcon,
    title: 'Professional Instruction',
    text: 'Experienced drumline and color guard instructors who love teaching young performers.',
  },
  {
    icon: PeopleIcon,
    title: 'Small Class Sizes',
    text: 'Small groups so every child gets attention, feedback and encouragement.',
  },
  {
    icon: TrophyIcon,
    title: 'Performance Opportunities',
    text: 'Showcases, parades and community events where students share what they learned.',
  },
  {
    icon: LightbulbIcon,
    title: 'Creative Development',
    text: 'Students explore rhythm, movement and expression, and help shape their own routines.',
  },
  {
    icon: CalendarIcon,
    title: 'Seasonal Programs',
    text: 'Fall, winter and spring sessions that build skills step by step through the year.',
  },
  {
    icon: StarIcon,
    title: 'Artistic Excellence',
    text: 'High standards taught with patience, so kids take pride in polished performances.',
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
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
