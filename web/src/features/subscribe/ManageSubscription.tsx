import { useEffect, useRef, useState } from 'react';
import { manageUpdate, type ManageView, type NoticeKind, type SubscriptionProgram } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
import { Skeleton } from '@/components/Skeleton';
import { ApiError } from '@/lib/api';
import { loadManage, saveManage } from './api';
import { ChoiceGroup } from './ChoiceGroup';
import { kindChoices, PROGRAM_CHOICES } from '@/lib/subscriptionChoices';
import { useSite } from '@/lib/siteConfig';
import { kindsText, programText } from './programText';
import { SubscribeCard } from './SubscribeCard';

type Choices = { programs: SubscriptionProgram[]; kinds: NoticeKind[] };
type Errors = Partial<Record<keyof Choices, string>>;
type Loaded = { step: 'loading' } | { step: 'gone' } | { step: 'error' } | { step: 'ready'; view: ManageView };

const failureText = (e: unknown) =>
  e instanceof ApiError && e.status === 429
    ? 'Too many tries from here. Please wait a few minutes and try again.'
    : 'We could not save that. Please check your connection and try again.';

/** The family's own page (no login: the emailed token is the key): programs, kinds, or unsubscribe. */
export function ManageSubscription({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>(token ? { step: 'loading' } : { step: 'gone' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    loadManage(token).then(
      (view) => live && setLoaded({ step: 'ready', view }),
      (e: unknown) => live && setLoaded({ step: e instanceof ApiError && e.status === 400 ? 'gone' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (loaded.step === 'loading')
    return (
      <div className="family-page__box card">
        <span className="visually-hidden" role="status">
          Loading your subscription...
        </span>
        <Skeleton style={{ height: 28, width: '60%' }} />
        <Skeleton style={{ height: 18, width: '90%' }} />
        <Skeleton style={{ height: 44, width: '80%' }} />
      </div>
    );
  if (loaded.step === 'gone')
    return (
      <>
        <div className="family-page__box card" role="alert">
          <h2>This link does not work</h2>
          <p>
            It may be incomplete or from an old email. Use the link in the newest email from us, or subscribe again
            below.
          </p>
        </div>
        <SubscribeCard title="Subscribe again" />
      </>
    );
  if (loaded.step === 'error')
    return (
      <div className="family-page__box card" role="alert">
        <h2>We could not load your subscription</h2>
        <p>Please check your connection and try again.</p>
        <LightButton
          text="Try again"
          onClick={() => {
            setLoaded({ step: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  return <ManageForm token={token} initial={loaded.view} />;
}

function ManageForm({ token, initial }: { token: string; initial: ManageView }) {
  const digest = useSite((s) => s.digest);
  const [view, setView] = useState(initial);
  const [choices, setChoices] = useState<Choices>({ programs: initial.programs, kinds: initial.kinds });
  const [errors, setErrors] = useState<Errors>({});
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<'save' | 'unsubscribe' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const subscribed = view.status !== 'unsubscribed';
  const [tried, setTried] = useState(false);

  const errorsOf = (next: Choices): Errors => {
    const checked = manageUpdate.safeParse({ token, ...next, lang: view.lang, subscribed: true });
    const found: Errors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const key = issue.path[0];
        if (key === 'programs' || key === 'kinds') found[key] ??= issue.message;
      }
    return found;
  };
  /** A change: the last save's note no longer describes the form; errors follow it once a save was tried. */
  const change = (next: Choices) => {
    setChoices(next);
    setNote('');
    if (tried) setErrors(errorsOf(next));
  };

  async function send(next: boolean) {
    if (busy) return;
    const update = { token, ...choices, lang: view.lang, subscribed: next };
    const found = next ? errorsOf(choices) : {};
    if (Object.keys(found).length) {
      setTried(true);
      setErrors(found);
      document.getElementById(`manage-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(next ? 'save' : 'unsubscribe');
    try {
      // Unsubscribing keeps the choices as they were saved (the form may hold unchecked boxes).
      const saved = await saveManage(next ? update : { ...update, programs: view.programs, kinds: view.kinds });
      setView(saved);
      setChoices({ programs: saved.programs, kinds: saved.kinds });
      setNote(
        !next
          ? ''
          : subscribed
            ? `Saved. You'll get ${kindsText(saved)} for ${programText(saved)}.`
            : `Welcome back. You'll get ${kindsText(saved)} for ${programText(saved)}.`,
      );
      if (subscribed !== next) requestAnimationFrame(() => heading.current?.focus());
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className="family-page__box card subscribe"
      noValidate
      aria-labelledby="manage-title"
      onSubmit={(e) => {
        e.preventDefault();
        void send(true);
      }}
    >
      <h2 id="manage-title" ref={heading} tabIndex={-1}>
        {subscribed ? 'What you get' : "You're unsubscribed"}
      </h2>
      <p>
        {subscribed ? (
          <>
            Notices go to <strong>{view.email}</strong>. Change what you get, or unsubscribe.
          </>
        ) : (
          <>
            Nothing more will be sent to <strong>{view.email}</strong>. Changed your mind? Choose what you want and
            subscribe again.
          </>
        )}
      </p>
      <ChoiceGroup
        id="manage-programs"
        legend="Programs"
        choices={PROGRAM_CHOICES}
        value={choices.programs}
        error={errors.programs}
        onChange={(programs) => change({ ...choices, programs })}
      />
      <ChoiceGroup
        id="manage-kinds"
        legend="What to send"
        choices={kindChoices(digest)}
        value={choices.kinds}
        error={errors.kinds}
        onChange={(kinds) => change({ ...choices, kinds })}
      />
      {note && <p role="status">{note}</p>}
      {failure && (
        <p className="subscribe__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="family-page__actions">
        <LightButton
          type="submit"
          intent="primary"
          size="large"
          disabled={!!busy}
          text={busy === 'save' ? 'Saving...' : subscribed ? 'Save changes' : 'Subscribe again'}
        />
        {subscribed && (
          <LightButton
            size="large"
            variant="outlined"
            intent="danger"
            disabled={!!busy}
            text={busy === 'unsubscribe' ? 'Unsubscribing...' : 'Unsubscribe'}
            onClick={() => void send(false)}
          />
        )}
      </div>
    </form>
  );
}
