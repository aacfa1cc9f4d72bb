import { useId, useMemo, useRef, useState } from 'react';
import { HoneypotField } from '@/components/HoneypotField';
import { LightButton } from '@/components/LightButton';
import { ApiError } from '@/lib/api';
import { subscribe, type SubscribeFields } from './api';
import { t } from '@/i18n';
import { tRich } from '@/i18n/rich';
import { validationText } from '@/i18n/validation';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { programChoices, publicKindChoices } from './choices';
import { useFillTimer } from '@/lib/fillTimer';
import { useSite } from '@/lib/siteConfig';
import { loadSubscribeValidator, type SubscribeErrors, type SubscribeValidator } from './validate';
import './subscribe.css';

// Everything offered is ticked: the server's defaults too (both programs, every kind it sends).
const startWith = (kinds: ReturnType<typeof publicKindChoices>): SubscribeFields => ({
  email: '',
  programs: programChoices().map((c) => c.value),
  kinds: kinds.map((c) => c.value),
});

/** What the visitor reads when the server refuses or cannot be reached (the form keeps their input). */
function failureText(e: unknown): string {
  if (e instanceof ApiError && e.status === 429) return t('subscribe.tooMany');
  if (e instanceof ApiError && e.status === 503) return t('subscribe.unavailable');
  return t('subscribe.sendFailed');
}

/**
 * Notices by email: address, programs, what to get. Checked with the shared schema on submit,
 * then live. The answer is the same whatever the address (the server never says whether it was
 * subscribed), so the form can only say to look for the confirmation email.
 */
export function SubscribeForm({
  title,
  tone = 'light',
  autoFocus,
}: {
  title: string;
  tone?: 'light' | 'dark';
  /** Opened by a button (the footer's): the address field takes the focus the button had. */
  autoFocus?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const digest = useSite((s) => s.digest);
  const kinds = useMemo(() => publicKindChoices(digest), [digest]);
  const programs = useMemo(() => programChoices(), []);
  const [values, setValues] = useState<SubscribeFields>(() => startWith(kinds));
  const [errors, setErrors] = useState<SubscribeErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  // How long the form was open goes with the post (the time trap); too fast, it asks to send again.
  const timer = useFillTimer();
  const validator = useRef<SubscribeValidator | null>(null);
  const tried = useRef(false);
  // A second submit while the first is checking or sending would ask for two emails.
  const busy = useRef(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  const update = (next: SubscribeFields) => {
    setValues(next);
    if (tried.current && validator.current) setErrors(validator.current(next));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setFailure('');
    try {
      validator.current = await loadSubscribeValidator();
      tried.current = true;
      const found = validator.current(values);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) {
        document.getElementById(`${id}-${first}`)?.focus();
        return;
      }
      const fillMs = timer.check();
      if (fillMs === null) return setFailure(t('subscribe.tooFast'));
      setSending(true);
      await subscribe(values, honeypot, fillMs);
      setSentTo(values.email.trim());
      // The form is replaced: focus goes to what replaced it, so a screen reader reads it.
      requestAnimationFrame(() => doneHeading.current?.focus());
    } catch (err) {
      const issues = err instanceof ApiError && err.status === 400 ? err.body.issues : undefined;
      if (issues?.length) {
        const found: SubscribeErrors = {};
        for (const issue of issues) {
          const key = String(issue.path).split('.')[0] as keyof SubscribeFields;
          if (key in values) found[key] ??= validationText(issue.message);
        }
        setErrors(found);
        if (!Object.keys(found).length)
          setFailure(validationText(err instanceof ApiError ? (err.body.message ?? '') : ''));
      } else setFailure(failureText(err));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const headingId = `${id}-title`;
  if (sentTo !== null)
    return (
      <section className={`subscribe subscribe--${tone}`} aria-labelledby={headingId}>
        <div className="subscribe__done" role="status">
          <h2 id={headingId} className="subscribe__title" tabIndex={-1} ref={doneHeading}>
            {t('subscribe.doneTitle')}
          </h2>
          <p>{tRich('subscribe.doneText', { email: <strong>{sentTo}</strong> })}</p>
        </div>
        <LightButton
          variant="outlined"
          text={t('subscribe.another')}
          onClick={() => {
            setValues(startWith(kinds));
            setSentTo(null);
            tried.current = false;
            timer.restart();
          }}
        />
      </section>
    );

  const emailError = errors.email;
  return (
    <form
      className={`subscribe subscribe--${tone}`}
      onSubmit={submit}
      onFocus={() => void loadSubscribeValidator().catch(() => {})}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="subscribe__title">
        {title}
      </h2>
      <p className="subscribe__lead">{t('subscribe.lead')}</p>
      <div className={`bp6-form-group${emailError ? ' bp6-intent-danger' : ''}`}>
        <label className="bp6-label" htmlFor={`${id}-email`}>
          {t('subscribe.email')}
        </label>
        <div className="bp6-form-content">
          <div className={`bp6-input-group bp6-large${emailError ? ' bp6-intent-danger' : ''}`}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoFocus={autoFocus}
              className="bp6-input"
              value={values.email}
              aria-invalid={!!emailError}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              onChange={(e) => update({ ...values, email: e.currentTarget.value })}
            />
          </div>
          {emailError && (
            <div className="bp6-form-helper-text" id={`${id}-email-error`}>
              {emailError}
            </div>
          )}
        </div>
      </div>
      <ChoiceGroup
        id={`${id}-programs`}
        legend={t('subscribe.programs')}
        choices={programs}
        value={values.programs}
        error={errors.programs}
        onChange={(programs) => update({ ...values, programs })}
      />
      <ChoiceGroup
        id={`${id}-kinds`}
        legend={t('subscribe.kinds')}
        choices={kinds}
        value={values.kinds}
        error={errors.kinds}
        onChange={(kinds) => update({ ...values, kinds })}
      />
      <HoneypotField label={t('subscribe.honeypot')} value={honeypot} onChange={setHoneypot} />
      {failure && (
        <p className="subscribe__failure" role="alert">
          {failure}
        </p>
      )}
      <LightButton
        type="submit"
        intent="primary"
        size="large"
        disabled={sending}
        text={sending ? t('subscribe.subscribing') : t('subscribe.submit')}
      />
    </form>
  );
}
