import { SendMessageIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { HoneypotField } from '@/components/HoneypotField';
import { CONTACT_KEPT_EVENT, CONTACT_SENT_EVENT } from '@shared/offline';
import { LightButton } from '@/components/LightButton';
import { t } from '@/i18n';
import { useFillTimer } from '@/lib/fillTimer';
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
  // How long the form was open goes with the post (the time trap); too fast, it asks to send again.
  const timer = useFillTimer();
  // What became of the last send, next to the button where the parent is looking.
  const [status, setStatus] = useState<{ text: string; tone: 'done' | 'kept' | 'again' } | null>(null);
  useEffect(() => {
    // A message kept offline went when the network came back (src/pwa/register.ts sent it).
    const sent = () => setStatus({ text: t('contact.sentLater'), tone: 'done' });
    addEventListener(CONTACT_SENT_EVENT, sent);
    return () => removeEventListener(CONTACT_SENT_EVENT, sent);
  }, []);
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
    setStatus(null);
    try {
      validator.current = await loadContactValidator();
      setTried(true);
      const found = validator.current(values);
      setErrors(found);
      if (Object.keys(found).length) {
        document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
        return;
      }
      const fillMs = timer.check();
      if (fillMs === null) return setStatus({ text: t('contact.tooFast'), tone: 'again' });
      setSending(true);
      const outcome = await sendContact(values, honeypot, fillMs);
      setValues(EMPTY);
      timer.restart();
      setTried(false);
      if (outcome === 'sent') {
        setStatus({ text: t('contact.sentText'), tone: 'done' });
        void notifyPair([t('contact.sentTitle'), t('contact.sentText')], 'success');
      } else {
        setStatus({ text: t('contact.keptOffline'), tone: 'kept' });
        // The service worker's script (src/pwa/register.ts) sends it when the network is back.
        dispatchEvent(new Event(CONTACT_KEPT_EVENT));
      }
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
      <p className={`contact-form__status contact-form__status--${status?.tone ?? 'none'}`} role="status">
        {status?.text}
      </p>
    </form>
  );
}
