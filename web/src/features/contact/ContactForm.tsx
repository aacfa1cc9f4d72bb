import { Button } from '@blueprintjs/core';
import { SendMessageIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { MSG } from '@shared/messages';
import { notifyPair } from '@/lib/toast';
import { sendContact } from './api';
import { Field } from './Field';
import { EMPTY, validateContact, type ContactFields, type FieldErrors } from './validate';

/** 'Send Us a Message': validated on submit, then live; reset on success, kept on failure. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // When the form was shown (or last sent): the post says how long it was open.
  const [shownAt, setShownAt] = useState(() => performance.now());

  const set = (key: keyof ContactFields) => (v: string) => {
    const next = { ...values, [key]: v };
    setValues(next);
    if (tried) setErrors(validateContact(next));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContact(values, honeypot, performance.now() - shownAt);
      setValues(EMPTY);
      setShownAt(performance.now());
      setTried(false);
      void notifyPair(MSG.contactSuccess, 'success');
    } catch {
      void notifyPair(MSG.contactFailure, 'danger');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="contact-form card" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send Us a Message</h2>
      <div className="contact-form__row">
        <Field
          name="name"
          label="Name"
          value={values.name}
          error={errors.name}
          onChange={set('name')}
          autoComplete="name"
        />
        <Field
          name="email"
          label="Email"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
          autoComplete="email"
        />
      </div>
      <Field name="subject" label="Subject" value={values.subject} error={errors.subject} onChange={set('subject')} />
      <Field
        name="message"
        label="Message"
        value={values.message}
        error={errors.message}
        onChange={set('message')}
        multiline
      />
      {/* A field people never see; bots that fill it are dropped by the server (docs/decisions.md#contact-spam). */}
      <div className="hp-field" aria-hidden="true">
        <label>
          Website
          <input
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </label>
      </div>
      <Button
        type="submit"
        intent="primary"
        size="large"
        icon={<SendMessageIcon />}
        disabled={sending}
        text={sending ? 'Sending...' : 'Send Message'}
      />
    </form>
  );
}
