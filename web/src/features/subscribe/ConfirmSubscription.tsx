import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ManageView } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
import { t } from '@/i18n';
import { tRich } from '@/i18n/rich';
import { ApiError } from '@/lib/api';
import { confirmSubscription } from './api';
import { manageLink } from './links';
import { programText } from './programText';
import { SubscribeCard } from './SubscribeCard';

type State =
  { step: 'ready' | 'confirming' } | { step: 'done'; view: ManageView } | { step: 'failed'; expired: boolean };

/**
 * The emailed link's page: one button. Opening the page confirms nothing (a mail scanner that
 * follows links only GETs it); the press POSTs the token.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const [state, setState] = useState<State>(token ? { step: 'ready' } : { step: 'failed', expired: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  async function confirm() {
    if (state.step === 'confirming') return;
    setState({ step: 'confirming' });
    try {
      setState({ step: 'done', view: await confirmSubscription(token) });
    } catch (e) {
      setState({ step: 'failed', expired: e instanceof ApiError && e.status === 400 });
    }
    focusHeading();
  }

  if (state.step === 'done')
    return (
      <div className="family-page__box card" role="status">
        <h2 ref={heading} tabIndex={-1}>
          {t('subscribe.confirmedTitle')}
        </h2>
        <p>
          {tRich(
            'subscribe.confirmedText',
            { email: <strong>{state.view.email}</strong> },
            { programs: programText(state.view) },
          )}
        </p>
        <Link className="bp6-button bp6-outlined" to={manageLink(state.view.token)}>
          <span className="bp6-button-text">{t('subscribe.changeLink')}</span>
        </Link>
      </div>
    );
  if (state.step === 'failed' && state.expired)
    return (
      <>
        <div className="family-page__box card" role="alert">
          <h2 ref={heading} tabIndex={-1}>
            {t('subscribe.expiredTitle')}
          </h2>
          <p>{t('subscribe.expiredText')}</p>
        </div>
        <SubscribeCard title={t('subscribe.againTitle')} />
      </>
    );
  return (
    <div className="family-page__box card">
      <h2 ref={heading} tabIndex={-1}>
        {t('subscribe.lastStepTitle')}
      </h2>
      <p>{t('subscribe.lastStepText')}</p>
      {state.step === 'failed' && (
        <p className="subscribe__failure" role="alert">
          {t('subscribe.confirmFailed')}
        </p>
      )}
      <LightButton
        intent="primary"
        size="large"
        disabled={state.step === 'confirming'}
        text={state.step === 'confirming' ? t('subscribe.confirming') : t('subscribe.confirm')}
        onClick={() => void confirm()}
      />
    </div>
  );
}
