import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate } from '@/i18n';
import es from '@shared/words/validation.es.json';
import { EMPTY, loadContactValidator, type ContactValidator } from './validate';

describe('the contact validator', () => {
  let validateContact: ContactValidator;
  beforeAll(async () => {
    validateContact = await loadContactValidator();
  });
  it('gives the spec message for each field', () => {
    expect(validateContact(EMPTY)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
  });
  it('accepts a valid message and trims before counting', () => {
    expect(validateContact({ name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Ten chars!' })).toEqual({});
    expect(
      validateContact({ name: ' J ', email: 'jo@example.com', subject: 'Hi', message: 'Ten chars!' }).name,
    ).toBeDefined();
  });
  describe('on a Spanish page', () => {
    beforeAll(() => activate('es', es));
    afterAll(() => activate('en', {}));
    it('gives the same messages in Spanish', () => {
      expect(validateContact({ ...EMPTY, email: 'jo@', message: 'Hola' })).toEqual({
        name: 'El nombre debe tener al menos 2 caracteres',
        email: 'Escriba una dirección de correo electrónico válida',
        subject: 'El asunto debe tener al menos 2 caracteres',
        message: 'El mensaje debe tener al menos 10 caracteres',
      });
    });
  });
});
