import { useState } from 'react';
import type { ClassView } from '@shared/schemas';
import { HoneypotField } from '@/components/HoneypotField';
import { LightButton } from '@/components/LightButton';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api';
import { useSite } from '@/lib/siteConfig';
import { sendRequest, type EnrollFields } from './api';
import { classTitle } from './classText';
import { LightField } from '@/components/LightField';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const empty: EnrollFields = { name: '', email: '', phone: '', firstName: '', age: '', policies: false, photos: false };
type Errors = Partial<Record<keyof EnrollFields, string>>;

function check(f: EnrollFields, c: ClassView): Errors {
  const min = c.ageMin ?? 4;
  const max = c.ageMax ?? 18;
  const age = Number(f.age);
  const e: Errors = {};
  if (!f.name.trim()) e.name = t('enroll.required');
  if (!EMAIL.test(f.email.trim())) e.email = t('enroll.invalidEmail');
  if (!f.firstName.trim()) e.firstName = t('enroll.required');
  if (!Number.isInteger(age) || age < min || age > max) e.age = t('enroll.invalidAge', { min, max });
  if (!f.policies) e.policies = t('enroll.mustAccept');
  return e;
}

/** The request for one class: the guardian's name, email, phone; the child's first name and age; consents. */
export function EnrollForm({ cls, onClose }: { cls: ClassView; onClose: () => void }) {
  const [f, setF] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'failed' | { sent: string }>('editing');
  const [honeypot, setHoneypot] = useState('');
  const [shownAt] = useState(() => performance.now());
  const days = useSite((s) => String(s.enrollmentRetentionDays ?? 365));
  const set = (k: keyof EnrollFields) => (v: string | boolean) => setF((old) => ({ ...old, [k]: v }));
  const formId = `enroll-${cls.eventId}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = check(f, cls);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${formId}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setState('sending');
    try {
      const res = await sendRequest(cls.eventId, f, honeypot, performance.now() - shownAt);
      setState({ sent: res.message });
    } catch (err) {
      const issues = err instanceof ApiError ? (err.body.issues ?? []) : [];
      if (issues.some((i) => i.path === 'child.age'))
        setErrors({ age: issues.find((i) => i.path === 'child.age')!.message });
      setState('failed');
    }
  }

  if (typeof state === 'object')
    return (
      <div className="enroll-form enroll-form--sent" role="status">
        <h3>{t('enroll.sentTitle')}</h3>
        <p>{state.sent}</p>
      </div>
    );
  const field = (k: 'name' | 'email' | 'phone' | 'firstName' | 'age', label: string, type = 'text', auto?: string) => (
    <LightField
      id={`${formId}-${k}`}
      label={label}
      value={f[k]}
      error={errors[k]}
      onChange={set(k)}
      type={type}
      autoComplete={auto}
    />
  );
  return (
    <form className="enroll-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`}>{t('enroll.formTitle', { class: classTitle(cls) })}</h3>
      <fieldset>
        <legend>{t('enroll.guardianLegend')}</legend>
        {field('name', t('enroll.name'), 'text', 'name')}
        {field('email', t('enroll.email'), 'email', 'email')}
        {field('phone', t('enroll.phone'), 'tel', 'tel')}
      </fieldset>
      <fieldset>
        <legend>{t('enroll.childLegend')}</legend>
        <p className="enroll-form__note">{t('enroll.childNote')}</p>
        {field('firstName', t('enroll.childName'), 'text', 'off')}
        {field('age', t('enroll.childAge'), 'number', 'off')}
      </fieldset>
      <label className="enroll-check">
        <input
          id={`${formId}-policies`}
          type="checkbox"
          checked={f.policies}
          aria-invalid={!!errors.policies}
          aria-describedby={errors.policies ? `${formId}-policies-error` : undefined}
          onChange={(e) => set('policies')(e.currentTarget.checked)}
        />
        <span>{t('enroll.policies', { days })}</span>
      </label>
      {errors.policies && (
        <p className="enroll-form__error" id={`${formId}-policies-error`}>
          {errors.policies}
        </p>
      )}
      <label className="enroll-check">
        <input type="checkbox" checked={f.photos} onChange={(e) => set('photos')(e.currentTarget.checked)} />
        <span>{t('enroll.photos')}</span>
      </label>
      <HoneypotField label="Website" value={honeypot} onChange={setHoneypot} />
      {state === 'failed' && (
        <p className="enroll-form__error" role="alert">
          {t('enroll.failed')}
        </p>
      )}
      <div className="enroll-form__actions">
        <LightButton
          type="submit"
          intent="primary"
          size="large"
          disabled={state === 'sending'}
          text={state === 'sending' ? t('enroll.sending') : t('enroll.send')}
        />
        <LightButton variant="minimal" size="large" text={t('enroll.cancel')} onClick={onClose} />
      </div>
    </form>
  );
}
