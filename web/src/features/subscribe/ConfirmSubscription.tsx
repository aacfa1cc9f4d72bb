import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ManageView } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
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
          You're subscribed
        </h2>
        <p>
          Notices for {programText(state.view)} will come to <strong>{state.view.email}</strong>. Every email has a link
          to change what you get or to unsubscribe.
        </p>
        <Link className="bp6-button bp6-outlined" to={manageLink(state.view.token)}>
          <span className="bp6-button-text">Change what you get</span>
        </Link>
      </div>
    );
  if (state.step === 'failed' && state.expired)
    return (
      <>
        <div className="family-page__box card" role="alert">
          <h2 ref={heading} tabIndex={-1}>
            This link has expired or was already used
          </h2>
          <p>
            A confirmation link works for 7 days. If you confirmed already, the notices are on their way; otherwise
            subscribe again below and we'll send a new link.
          </p>
        </div>
        <SubscribeCard title="Subscribe again" />
      </>
    );
  return (
    <div className="family-page__box card">
      <h2 ref={heading} tabIndex={-1}>
        One last step
      </h2>
      <p>Press the button to start getting the notices you asked for. Nothing is sent until you do.</p>
      {state.step === 'failed' && (
        <p className="subscribe__failure" role="alert">
          We could not confirm just now. Please check your connection and try again.
        </p>
      )}
      <LightButton
        intent="primary"
        size="large"
        disabled={state.step === 'confirming'}
        text={state.step === 'confirming' ? 'Confirming...' : 'Confirm my subscription'}
        onClick={() => void confirm()}
      />
    </div>
  );
}
