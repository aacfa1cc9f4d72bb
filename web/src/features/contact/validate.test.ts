import { beforeAll, describe, expect, it } from 'vitest';
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
});
