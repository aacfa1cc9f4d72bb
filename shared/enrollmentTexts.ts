/**
 * Texts of the enrollment emails and of the API's answers to guardians, in both languages (the
 * Spanish glossary's "clase", "lista de espera"). `{name}` placeholders are filled by fill().
 */
import type { SubscriptionLang } from './schemas/subscription';

export type EnrollmentTexts = {
  accepted: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  confirmIgnore: string;
  enrolledSubject: string;
  enrolledIntro: string;
  waitlistedSubject: string;
  waitlistedIntro: string;
  offerSubject: string;
  offerIntro: string;
  offerButton: string;
  offerExpiredSubject: string;
  offerExpiredIntro: string;
  withdrawnSubject: string;
  withdrawnIntro: string;
  classCancelledSubject: string;
  classCancelledIntro: string;
  classLabel: string;
  childLabel: string;
  footerWhy: string;
  manage: string;
};

export const ENROLLMENT_TEXTS: Record<SubscriptionLang, EnrollmentTexts> = {
  en: {
    accepted: 'Thank you! Please check your email and confirm the request to finish it.',
    confirmSubject: 'Please confirm your enrollment request at {site}',
    confirmIntro: 'You asked {site} to enroll {child} in {class}. Please confirm the request with one click.',
    confirmButton: 'Confirm the request',
    confirmIgnore: 'The link works for 7 days. If you did not ask for this, ignore this email: nothing is kept.',
    enrolledSubject: '{child} is enrolled in {class}',
    enrolledIntro: '{child} has a seat in {class}. See you in class!',
    waitlistedSubject: '{child} is on the waitlist for {class}',
    waitlistedIntro:
      '{class} is full, so {child} is on the waitlist, number {place} in line. When a seat frees up we will email you an offer.',
    offerSubject: 'A seat in {class} is free for {child}',
    offerIntro: 'A seat in {class} is free for {child}. Please accept or decline it before {deadline}.',
    offerButton: 'Accept or decline the seat',
    offerExpiredSubject: 'The seat offer for {child} has expired',
    offerExpiredIntro:
      'The offer of a seat in {class} for {child} was not answered in time, so it went to the next family in line.',
    withdrawnSubject: '{child} is withdrawn from {class}',
    withdrawnIntro: '{child} is withdrawn from {class}. The request is erased after the retention period.',
    classCancelledSubject: '{class} will not run',
    classCancelledIntro:
      'We are sorry: {class} will not run, so the enrollment of {child} has ended and nothing more is needed from you. The request is erased after the retention period.',
    classLabel: 'Class',
    childLabel: 'Child',
    footerWhy: 'You get this email because you asked {site} to enroll a child in a class.',
    manage: 'See, withdraw or delete your request',
  },
  es: {
    accepted: '¡Gracias! Revise su correo y confirme la solicitud para terminarla.',
    confirmSubject: 'Confirme su solicitud de inscripción en {site}',
    confirmIntro: 'Usted pidió a {site} inscribir a {child} en {class}. Confirme la solicitud con un clic.',
    confirmButton: 'Confirmar la solicitud',
    confirmIgnore: 'El enlace vale 7 días. Si usted no lo pidió, ignore este correo: no se guarda nada.',
    enrolledSubject: '{child} está inscrito/a en {class}',
    enrolledIntro: '{child} tiene un lugar en {class}. ¡Nos vemos en clase!',
    waitlistedSubject: '{child} está en la lista de espera de {class}',
    waitlistedIntro:
      '{class} está llena, así que {child} está en la lista de espera, número {place}. Cuando se libere un lugar le enviaremos una oferta por correo.',
    offerSubject: 'Hay un lugar libre en {class} para {child}',
    offerIntro: 'Hay un lugar libre en {class} para {child}. Acéptelo o rechácelo antes del {deadline}.',
    offerButton: 'Aceptar o rechazar el lugar',
    offerExpiredSubject: 'La oferta de lugar para {child} ha vencido',
    offerExpiredIntro:
      'La oferta de un lugar en {class} para {child} no se respondió a tiempo, así que pasó a la siguiente familia.',
    withdrawnSubject: '{child} ya no está inscrito/a en {class}',
    withdrawnIntro: '{child} se retiró de {class}. La solicitud se borra al terminar el plazo de conservación.',
    classCancelledSubject: '{class} no se llevará a cabo',
    classCancelledIntro:
      'Lo sentimos: {class} no se llevará a cabo, así que la inscripción de {child} terminó y no tiene que hacer nada más. La solicitud se borra al terminar el plazo de conservación.',
    classLabel: 'Clase',
    childLabel: 'Niño/a',
    footerWhy: 'Recibe este correo porque pidió a {site} inscribir a un niño o niña en una clase.',
    manage: 'Ver, retirar o borrar su solicitud',
  },
};
