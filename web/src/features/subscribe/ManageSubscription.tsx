import { useEffect, useRef, useState } from 'react';
import { manageUpdate, type ManageView, type NoticeKind, type SubscriptionProgram } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
import { Skeleton } from '@/components/Skeleton';
import { t } from '@/i18n';
import { tRich } from '@/i18n/rich';
import { validationText } from '@/i18n/validation';
import { ApiError } from '@/lib/api';
import { loadManage, saveManage } from './api';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { programChoices, publicKindChoices } from './choices';
import { useSite } from '@/lib/siteConfig';
import { kindsText, programText } from './programText';
import { SubscribeCard } from './SubscribeCard';

type Choices = { programs: SubscriptionProgram[]; kinds: NoticeKind[] };
type Errors = Partial<Record<keyof Choices, string>>;
type Loaded = { step: 'loading' } | { step: 'gone' } | { step: 'error' } | { step: 'ready'; view: ManageView };

const failureText = (e: unknown) =>
  e instanceof ApiError && e.status === 429 ? t('subscribe.tooMany') : t('subscribe.saveFailed');

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
          {t('subscribe.loading')}
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
          <h2>{t('subscribe.goneTitle')}</h2>
          <p>{t('subscribe.goneText')}</p>
        </div>
        <SubscribeCard title={t('subscribe.againTitle')} />
      </>
    );
  if (loaded.step === 'error')
    return (
      <div className="family-page__box card" role="alert">
        <h2>{t('subscribe.loadFailedTitle')}</h2>
        <p>{t('subscribe.loadFailedText')}</p>
        <LightButton
          text={t('subscribe.tryAgain')}
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
        if (key === 'programs' || key === 'kinds') found[key] ??= validationText(issue.message);
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
            ? t('subscribe.saved', { kinds: kindsText(saved), programs: programText(saved) })
            : t('subscribe.welcomeBack', { kinds: kindsText(saved), programs: programText(saved) }),
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
        {subscribed ? t('subscribe.manageTitle') : t('subscribe.unsubscribedTitle')}
      </h2>
      <p>
        {tRich(subscribed ? 'subscribe.manageText' : 'subscribe.unsubscribedText', {
          email: <strong>{view.email}</strong>,
        })}
      </p>
      <ChoiceGroup
        id="manage-programs"
        legend={t('subscribe.programs')}
        choices={programChoices()}
        value={choices.programs}
        error={errors.programs}
        onChange={(programs) => change({ ...choices, programs })}
      />
      <ChoiceGroup
        id="manage-kinds"
        legend={t('subscribe.kinds')}
        choices={publicKindChoices(digest)}
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
          text={busy === 'save' ? t('subscribe.saving') : subscribed ? t('subscribe.save') : t('subscribe.again')}
        />
        {subscribed && (
          <LightButton
            size="large"
            variant="outlined"
            intent="danger"
            disabled={!!busy}
            text={busy === 'unsubscribe' ? t('subscribe.unsubscribing') : t('subscribe.unsubscribe')}
            onClick={() => void send(false)}
          />
        )}
      </div>
    </form>
  );
}
