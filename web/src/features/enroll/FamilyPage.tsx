import { useEffect, useRef, useState } from 'react';
import { formatInstant } from '@shared/dates';
import type { MyEnrollment } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
import { t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';
import { answerOffer, confirmRequest, deleteMine, loadMine, withdrawMine } from './api';
import { classTitle } from './classText';

type Kind = 'confirm' | 'offer' | 'manage';
type State =
  { step: 'ready' | 'working' } | { step: 'shown'; view: MyEnrollment } | { step: 'invalid' } | { step: 'deleted' };

/**
 * The guardian's pages, reached from the emails: confirm (one press; opening the page changes
 * nothing, so a mail scanner confirms nobody), a seat's offer (accept or decline), and manage
 * (status and place, everything held and its download, withdraw, delete).
 */
export function FamilyPage({ kind, token }: { kind: Kind; token: string }) {
  const [state, setState] = useState<State>(
    token ? { step: kind === 'manage' ? 'working' : 'ready' } : { step: 'invalid' },
  );
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (kind !== 'manage' || !token) return;
    loadMine(token).then(
      (view) => setState({ step: 'shown', view }),
      () => setState({ step: 'invalid' }),
    );
  }, [kind, token]);

  async function run(action: () => Promise<MyEnrollment | unknown>, after?: State) {
    setFailed(false);
    setState((s) => (s.step === 'shown' ? s : { step: 'working' }));
    try {
      const view = await action();
      setState(after ?? { step: 'shown', view: view as MyEnrollment });
    } catch {
      setFailed(true);
      setState((s) => (s.step === 'shown' ? s : { step: kind === 'manage' ? 'invalid' : 'ready' }));
    }
    requestAnimationFrame(() => heading.current?.focus());
  }

  if (state.step === 'invalid')
    return (
      <div className="family-page__box card" role="alert">
        <h2 ref={heading} tabIndex={-1}>
          {t('enroll.linkInvalid')}
        </h2>
      </div>
    );
  if (state.step === 'deleted')
    return (
      <div className="family-page__box card" role="status">
        <h2 ref={heading} tabIndex={-1}>
          {t('enroll.deleted')}
        </h2>
      </div>
    );
  if (state.step === 'shown') return <Mine view={state.view} failed={failed} run={run} heading={heading} />;
  const busy = state.step === 'working';
  return (
    <div className="family-page__box card">
      <h2 ref={heading} tabIndex={-1}>
        {t(kind === 'offer' ? 'enroll.offerTitle' : 'enroll.confirmTitle')}
      </h2>
      <p>{t(kind === 'offer' ? 'enroll.offerText' : 'enroll.confirmText')}</p>
      {failed && (
        <p className="enroll-form__error" role="alert">
          {t('enroll.linkInvalid')}
        </p>
      )}
      {kind === 'offer' ? (
        <div className="enroll-form__actions">
          <LightButton
            intent="primary"
            size="large"
            disabled={busy}
            text={t('enroll.accept')}
            onClick={() => void run(() => answerOffer(token, true))}
          />
          <LightButton
            variant="outlined"
            size="large"
            disabled={busy}
            text={t('enroll.decline')}
            onClick={() => void run(() => answerOffer(token, false))}
          />
        </div>
      ) : (
        <LightButton
          intent="primary"
          size="large"
          disabled={busy}
          text={busy ? t('enroll.working') : t('enroll.confirm')}
          onClick={() => void run(() => confirmRequest(token))}
        />
      )}
    </div>
  );
}

type MineProps = {
  view: MyEnrollment;
  failed: boolean;
  run: (action: () => Promise<unknown>, after?: State) => Promise<void>;
  heading: React.RefObject<HTMLHeadingElement | null>;
};

function Mine({ view, failed, run, heading }: MineProps) {
  const tz = useSite((s) => s.timezone);
  const cls = view.class ? classTitle(view.class) : '';
  const status = t(`enroll.status.${view.status}`, {
    child: view.child.firstName,
    class: cls,
    place: view.place ?? '',
  });
  const download = () => {
    const { token: _token, ...held } = view;
    const url = URL.createObjectURL(new Blob([JSON.stringify(held, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'enrollment.json' });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="family-page__box card">
      {/* The page's banner says whose page it is; the card, which child and class. */}
      <h2 ref={heading} tabIndex={-1}>
        {cls ? t('enroll.mineTitle', { child: view.child.firstName, class: cls }) : view.child.firstName}
      </h2>
      <p className="enroll-mine__status" role="status">
        {status}
      </p>
      {view.status === 'offered' && view.offerExpiresAt && (
        <p>{t('enroll.offerUntil', { when: formatInstant(view.offerExpiresAt, tz, 'EEE, MMM d, yyyy, h:mm a') })}</p>
      )}
      <h3>{t('enroll.heldTitle')}</h3>
      <dl className="enroll-mine__held">
        <dt>{t('enroll.heldGuardian')}</dt>
        <dd>{[view.guardian.name, view.guardian.email, view.guardian.phone].filter(Boolean).join(' · ')}</dd>
        <dt>{t('enroll.heldChild')}</dt>
        <dd>
          {view.child.firstName} ({view.child.age})
        </dd>
        <dt>{t('enroll.heldPhotos')}</dt>
        <dd>{view.consents.photos ? t('enroll.yes') : t('enroll.no')}</dd>
        <dt>{t('enroll.heldPolicy')}</dt>
        <dd>
          {view.consents.policyVersion} · {formatInstant(view.consents.at, tz, 'EEE, MMM d, yyyy, h:mm a')}
        </dd>
      </dl>
      {failed && (
        <p className="enroll-form__error" role="alert">
          {t('enroll.actionFailed')}
        </p>
      )}
      <div className="enroll-form__actions">
        <LightButton variant="outlined" text={t('enroll.download')} onClick={download} />
        {view.status !== 'withdrawn' && (
          <LightButton
            variant="outlined"
            text={t('enroll.withdraw')}
            onClick={() => {
              // Not undone by a second tap: the seat (or the place in line) goes to the next family at once.
              if (window.confirm(t('enroll.withdrawConfirm', { child: view.child.firstName, class: cls })))
                void run(() => withdrawMine(view.token));
            }}
          />
        )}
        <LightButton
          intent="danger"
          variant="outlined"
          text={t('enroll.delete')}
          onClick={() => {
            if (window.confirm(t('enroll.deleteConfirm'))) void run(() => deleteMine(view.token), { step: 'deleted' });
          }}
        />
      </div>
    </div>
  );
}
