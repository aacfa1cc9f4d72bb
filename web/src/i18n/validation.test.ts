import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInput, subscriptionInput } from '@shared/schemas';
import en from '@shared/words/validation.en.json';
import es from '@shared/words/validation.es.json';
import { activate } from './index';
import { VALIDATION_KEYS, validationText } from './validation';

/** Every message the schemas give for what the contact and subscribe forms can send. */
function formMessages(): Set<string> {
  const long = (n: number) => 'x'.repeat(n);
  const contact = [
    { name: '', email: '', subject: '', message: '' },
    { name: ' J ', email: 'no-at-sign', subject: ' a ', message: 'short' },
    { name: long(101), email: `${long(250)}@example.com`, subject: long(201), message: long(5001) },
  ];
  const subscribe = [
    { email: '', programs: [], kinds: [] },
    { email: 'a\r\n@example.com', programs: ['drumline'], kinds: ['urgent'] },
    { email: 'Pat <pat@example.com>', programs: ['drumline'], kinds: ['urgent'] },
    { email: `${long(250)}@example.com`, programs: ['drumline'], kinds: ['urgent'] },
  ];
  const messages = new Set<string>();
  for (const [schema, inputs] of [
    [contactInput, contact],
    [subscriptionInput, subscribe],
  ] as const)
    for (const input of inputs) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) messages.add(issue.message);
    }
  return messages;
}

describe('the public forms’ validation messages', () => {
  it('each message the contact and subscribe forms can meet has a key', () => {
    const messages = formMessages();
    expect(messages.size).toBeGreaterThan(8);
    for (const message of messages) expect(VALIDATION_KEYS, message).toHaveProperty([message]);
  });

  it('the English catalog holds the schemas’ own texts, so English pages do not change', () => {
    for (const [message, key] of Object.entries(VALIDATION_KEYS)) expect(en[key as keyof typeof en], key).toBe(message);
    expect(validationText('Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(validationText('Something the API says')).toBe('Something the API says');
  });

  describe('on a Spanish page', () => {
    beforeAll(() => activate('es', es));
    afterAll(() => activate('en', {}));
    it('says each in Spanish, and an unknown one as a general Spanish line', () => {
      for (const message of formMessages()) {
        const text = validationText(message);
        expect(text).toBe(es[VALIDATION_KEYS[message] as keyof typeof es]);
        expect(text).not.toBe(message);
      }
      expect(validationText('Name must be at least 2 characters')).toBe('El nombre debe tener al menos 2 caracteres');
      expect(validationText('Something the API says')).toBe('Revise este campo');
    });
  });
});
