import { FlagIcon, MusicIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { localPath, t } from '@/i18n';

/** 'Our Programs': Drumline and Color Guard, then 'Meet Our Instructors' (passed in by the page). Texts are message ids. */
const PROGRAMS = [
  {
    id: 'drumline',
    title: 'layout.drumline',
    icon: <MusicIcon size={28} />,
    text: 'home.drumlineText',
    points: ['home.drumlinePoint1', 'home.drumlinePoint2', 'home.drumlinePoint3'],
  },
  {
    id: 'color-guard',
    title: 'layout.colorGuard',
    icon: <FlagIcon size={28} />,
    text: 'home.guardText',
    points: ['home.guardPoint1', 'home.guardPoint2', 'home.guardPoint3'],
  },
];

export function Programs({ instructors }: { instructors: React.ReactNode }) {
  return (
    <section className="section section--alt" id="programs" aria-labelledby="programs-title">
      <div className="section__inner">
        <span className="eyebrow">{t('home.whatWeTeach')}</span>
        <h2 id="programs-title">{t('home.programsTitle')}</h2>
        <div className="programs">
          {PROGRAMS.map((p) => (
            <article key={p.id} className="card program" aria-labelledby={`program-${p.id}`}>
              <span className="program__icon" aria-hidden="true">
                {p.icon}
              </span>
              <h3 id={`program-${p.id}`}>{t(p.title)}</h3>
              <p>{t(p.text)}</p>
              <ul>
                {p.points.map((pt) => (
                  <li key={pt}>{t(pt)}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <div className="section__head meet-head">
          <h3>{t('home.meetInstructors')}</h3>
          <Link to={localPath('/about')} className="text-link">
            {t('home.aboutTeam')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {instructors}
      </div>
    </section>
  );
}
