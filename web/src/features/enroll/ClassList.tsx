import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClassView } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
import { localPath, t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';
import { loadClasses } from './api';
import { classAges, classTitle, classWhen, seatsText } from './classText';
import { EnrollForm } from './EnrollForm';

type State = { step: 'loading' } | { step: 'failed' } | { step: 'ready'; classes: ClassView[] };

/** Each open class with its days, time, ages and seats; its form opens under it. */
export function ClassList() {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [open, setOpen] = useState<string | null>(null);
  const tz = useSite((s) => s.timezone);
  const mail = useSite((s) => Boolean(s.subscriptions));
  const loaded = useSite((s) => Boolean((s as { loaded?: boolean }).loaded));

  useEffect(() => {
    let live = true;
    loadClasses().then(
      (classes) => live && setState({ step: 'ready', classes }),
      () => live && setState({ step: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  // The list waits for the site's settings too: drawn before them, each class would grow by its
  // button (or the list move down under the no-email notice) a moment later, shifting the page.
  if (state.step === 'loading' || (state.step === 'ready' && !loaded))
    return (
      <p className="enroll-list__state" aria-busy="true">
        {t('enroll.loading')}
      </p>
    );
  if (state.step === 'failed')
    return (
      <p className="enroll-list__state" role="alert">
        {t('enroll.loadFailed')}
      </p>
    );
  const contact = (
    <Link className="enroll-list__contact" to={localPath('/contact')}>
      {t('enroll.contactLink')}
    </Link>
  );
  if (!state.classes.length)
    return (
      <div className="enroll-list__state">
        <p>
          {t('enroll.none')} {t('enroll.contactInstead')}
        </p>
        {contact}
      </div>
    );
  return (
    <>
      {loaded && !mail && (
        <div className="enroll-list__notice" role="note">
          <p>{t('enroll.noEmail')}</p>
          {contact}
        </div>
      )}
      <ul className="enroll-list">
        {state.classes.map((c) => (
          <li key={c.eventId} className="enroll-class card">
            <h2 className="enroll-class__title">{classTitle(c)}</h2>
            <p className="enroll-class__when">{classWhen(c, tz)}</p>
            <p className="enroll-class__meta">
              <span>{classAges(c)}</span>
              <span
                className={c.seatsLeft > 0 ? 'enroll-class__seats' : 'enroll-class__seats enroll-class__seats--full'}
              >
                {seatsText(c)}
              </span>
            </p>
            {mail &&
              (open === c.eventId ? (
                <EnrollForm cls={c} onClose={() => setOpen(null)} />
              ) : (
                <LightButton
                  intent="primary"
                  size="large"
                  text={t('enroll.choose')}
                  onClick={() => setOpen(c.eventId)}
                />
              ))}
          </li>
        ))}
      </ul>
    </>
  );
}
