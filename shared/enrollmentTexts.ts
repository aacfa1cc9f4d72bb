/**
 * The enrollment emails and the API's answers to guardians, in both languages: the `enrollmail`
 * area of the one store (shared/words/enrollmail.<lang>.json). `{name}` placeholders are filled
 * by fill() (shared/emailTexts.ts).
 */
import type { SubscriptionLang } from './schemas/subscription';
import { area, type AreaOf } from './words/area';
import en from './words/enrollmail.en.json';
import es from './words/enrollmail.es.json';

export type EnrollmentTexts = AreaOf<typeof en, 'enrollmail'>;

export const ENROLLMENT_TEXTS: Record<SubscriptionLang, EnrollmentTexts> = {
  en: area(en, 'enrollmail'),
  es: area(es satisfies typeof en, 'enrollmail'),
};
