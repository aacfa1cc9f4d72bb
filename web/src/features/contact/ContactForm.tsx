import { SendMessageIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { HoneypotField } from '@/components/HoneypotField';
import { CONTACT_KEPT_EVENT } from '@shared/offline';
import { LightButton } from '@/components/LightButton';
import { t } from '@/i18n';
import { notifyPair } from '@/lib/toast';
import { sendContact } from './api';
import { Field } from './Field';
import { EMPTY, loadContactValidator, type ContactFields, type ContactValidator, type FieldErrors } from './validate';

/** 'Send Us a Message': validated on submit, then live; reset on success, kept on failure. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // When the form was shown (or last sent): the post says how long it was open.
  const [shownAt, setShownAt] = useState(() => performance.now());
  // Set once loaded; `tried` is only set after, so live checks always have it.
  const validator = useRef<ContactValidator | null>(null);
  // A second submit while the first is still checking or sending would send the message twice.
  const busy = useRef(false);

  const set = (key: keyof ContactFields) => (v: string) => {
    const next = { ...values, [key]: v };
    setValues(next);
    if (tried && validator.current) setErrors(validator.current(next));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      validator.current = await loadContactValidator();
      setTried(true);
      const found = validator.current(values);
      setErrors(found);
      if (Object.keys(found).length) {
        document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
        return;
      }
      setSending(true);
      const outcome = await sendContact(values, honeypot, performance.now() - shownAt);
      setValues(EMPTY);
      setShownAt(performance.now());
      setTried(false);
      // Kept offline: the service worker's script (src/pwa/register.ts) says so and sends it later;
      // its texts stay out of the app's bundle.
      if (outcome === 'sent') void notifyPair([t('contact.sentTitle'), t('contact.sentText')], 'success');
      else dispatchEvent(new Event(CONTACT_KEPT_EVENT));
    } catch {
      void notifyPair([t('contact.failureTitle'), t('contact.failureText')], 'danger');
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <form
      className="contact-form card"
      onSubmit={submit}
      onFocus={() => void loadContactValidator().catch(() => {})}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <div className="contact-form__row">
        <Field
          name="name"
          label={t('contact.name')}
          value={values.name}
          error={errors.name}
          onChange={set('name')}
          autoComplete="name"
        />
        <Field
          name="email"
          label={t('contact.email')}
          type="email"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
          autoComplete="email"
        />
      </div>
      <Field
        name="subject"
        label={t('contact.subject')}
        value={values.subject}
        error={errors.subject}
        onChange={set('subject')}
      />
      <Field
        name="message"
        label={t('contact.message')}
        value={values.message}
        error={errors.message}
        onChange={set('message')}
        multiline
      />
      <HoneypotField label={t('contact.honeypot')} value={honeypot} onChange={setHoneypot} />
      <LightButton
        type="submit"
        intent="primary"
        size="large"
        icon={<SendMessageIcon />}
        disabled={sending}
        text={sending ? t('contact.sending') : t('contact.send')}
      />
    </form>
  );
}
