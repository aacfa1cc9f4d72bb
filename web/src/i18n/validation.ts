import { MSG } from '@shared/messages';
import { currentLang, t } from './index';

/**
 * The public forms' validation messages in the page's language. The shared zod schemas (and the
 * API, which keeps answering in English) write them in English; each one the contact and
 * subscribe forms can meet has its catalog key here (validation.test.ts runs the schemas to check).
 */
const KEYS: Record<string, string> = {
  [MSG.nameMin]: 'validation.nameMin',
  'Name must be at most 100 characters': 'validation.nameMax',
  [MSG.emailInvalid]: 'validation.emailInvalid',
  [MSG.subjectMin]: 'validation.subjectMin',
  'Subject must be at most 200 characters': 'validation.subjectMax',
  [MSG.messageMin]: 'validation.messageMin',
  'Message must be at most 5000 characters': 'validation.messageMax',
  'Choose at least one program': 'validation.programsMin',
  'Choose at least one kind of email': 'validation.kindsMin',
};

/**
 * A schema's or the API's message as the page says it: English pages show it as it is (the
 * English catalog holds the same texts); elsewhere its key's translation, or a general
 * 'check this field' for one without a key.
 */
export function validationText(message: string): string {
  if (currentLang() === 'en') return message;
  return t(KEYS[message] ?? 'validation.other');
}

export const VALIDATION_KEYS: Readonly<Record<string, string>> = KEYS;
