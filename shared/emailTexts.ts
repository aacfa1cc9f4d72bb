/**
 * Every text of the emails to families, in each language they can subscribe in. One catalogue so
 * a translator edits one file; `{name}` placeholders are filled by fill().
 */
import { capitalised, GLOSSARY_ES } from './glossary';
import type { NoticeKind, SubscriptionLang, SubscriptionProgram } from './schemas/subscription';

export type EmailTexts = {
  /** date-fns patterns and locale name for dates and times. */
  datePattern: string;
  timePattern: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  confirmIgnore: string;
  confirmExpires: string;
  urgentSubject: string;
  announcementSubject: string;
  urgentLabel: string;
  announcementLabel: string;
  /** A moved class's days ("Mon Dec 7") and its new day and time ("Tue Dec 8, 6:00 PM"). */
  movedDayPattern: string;
  cancellationSubject: string;
  /** Moved to another day: {title}, {from} its planned day, {to} its new day and time. */
  movedSubject: string;
  movedLine: string;
  movedLabel: string;
  /** Moved within its day: {from} the planned day and time, {to} the new time. */
  timeMovedSubject: string;
  timeMovedLine: string;
  timeMovedLabel: string;
  cancellationIntro: string;
  cancelled: string;
  movedTo: string;
  note: string;
  where: string;
  digestSubject: string;
  digestIntro: string;
  digestSchedule: string;
  digestNoClasses: string;
  digestNews: string;
  cancelledMark: string;
  viewOnSite: string;
  footerWhy: string;
  /** The confirmation's footer: nothing is subscribed yet, someone asked. */
  confirmFooterWhy: string;
  manage: string;
  unsubscribe: string;
  programs: Record<SubscriptionProgram, string>;
  kinds: Record<NoticeKind, string>;
  accepted: string;
};

export const EMAIL_TEXTS: Record<SubscriptionLang, EmailTexts> = {
  en: {
    datePattern: 'EEEE, MMMM d',
    timePattern: 'h:mm a',
    confirmSubject: 'Confirm your {site} email notices',
    confirmIntro:
      'Someone (we hope you) asked to get {site} notices by email at this address: {kinds}, for {programs}.',
    confirmButton: 'Yes, send me notices',
    confirmIgnore: 'If it was not you, ignore this email: nothing more will be sent.',
    confirmExpires: 'The link works for 7 days.',
    urgentSubject: 'Urgent: {title}',
    announcementSubject: '{title}',
    urgentLabel: 'Urgent notice',
    announcementLabel: 'Announcement',
    movedDayPattern: 'EEE MMM d',
    cancellationSubject: 'Cancelled: {title} on {date}',
    movedSubject: '{title}: {from} moved to {to}',
    movedLine: '{from} moved to {to}',
    movedLabel: 'Moved',
    timeMovedSubject: '{title}: {from} moved to {to}',
    timeMovedLine: '{from} moved to {to}',
    timeMovedLabel: 'New time',
    cancellationIntro: 'A class on the schedule has changed.',
    cancelled: 'Cancelled',
    movedTo: 'Moved to',
    note: 'Note',
    where: 'Where',
    digestSubject: '{site}: the week ahead',
    digestIntro: 'Your week at {site}.',
    digestSchedule: 'Schedule, next 7 days',
    digestNoClasses: 'Nothing on the schedule for the next 7 days.',
    digestNews: 'New announcements',
    cancelledMark: 'CANCELLED',
    viewOnSite: 'See it on the website',
    footerWhy: 'You get this email because you subscribed to {site} notices ({programs}).',
    confirmFooterWhy: 'You get this email because you asked to subscribe to {site} notices ({programs}).',
    manage: 'Change what you get, or unsubscribe',
    unsubscribe: 'Unsubscribe',
    programs: { drumline: 'Drumline', colorGuard: 'Color Guard' },
    kinds: {
      urgent: 'urgent notices',
      announcements: 'every announcement',
      cancellations: 'cancelled or moved classes',
      digest: 'the weekly schedule',
    },
    accepted: 'Thank you! Check your inbox: we sent a link to confirm (it may take a few minutes).',
  },
  es: {
    datePattern: "EEEE d 'de' MMMM",
    timePattern: 'HH:mm',
    confirmSubject: 'Confirme los avisos de {site} por correo',
    confirmIntro:
      'Alguien (esperamos que usted) pidió recibir por correo en esta dirección los avisos de {site}: {kinds}, de {programs}.',
    confirmButton: 'Sí, quiero recibir avisos',
    confirmIgnore: 'Si no fue usted, ignore este correo: no le enviaremos nada más.',
    confirmExpires: 'El enlace vale durante 7 días.',
    urgentSubject: 'Urgente: {title}',
    announcementSubject: '{title}',
    urgentLabel: 'Aviso urgente',
    announcementLabel: capitalised('announcement'),
    movedDayPattern: "EEEE d 'de' MMMM",
    cancellationSubject: 'Cancelada: {title} el {date}',
    movedSubject: 'Cambio de fecha: {title}, del {from} al {to}',
    movedLine: 'Cambio de fecha: del {from} al {to}',
    movedLabel: 'Cambio de fecha',
    timeMovedSubject: 'Cambio de hora: {title}, el {from} pasa a las {to}',
    timeMovedLine: 'Cambio de hora: el {from} pasa a las {to}',
    timeMovedLabel: 'Cambio de hora',
    cancellationIntro: 'Hay un cambio en el horario de clases.',
    cancelled: capitalised('cancelled'),
    movedTo: 'Nueva hora',
    note: 'Nota',
    where: 'Lugar',
    digestSubject: '{site}: la próxima semana',
    digestIntro: 'Su semana en {site}.',
    digestSchedule: 'Horario de los próximos 7 días',
    digestNoClasses: 'No hay nada en el horario para los próximos 7 días.',
    digestNews: 'Anuncios nuevos',
    cancelledMark: GLOSSARY_ES.cancelled.es.toUpperCase(),
    viewOnSite: 'Verlo en el sitio web',
    footerWhy: 'Recibe este correo porque se suscribió a los avisos de {site} ({programs}).',
    confirmFooterWhy: 'Recibe este correo porque pidió suscribirse a los avisos de {site} ({programs}).',
    manage: 'Cambiar lo que recibe o darse de baja',
    unsubscribe: 'Darse de baja',
    programs: { drumline: GLOSSARY_ES.drumline.es, colorGuard: GLOSSARY_ES.colorGuard.es },
    kinds: {
      urgent: 'avisos urgentes',
      announcements: 'todos los anuncios',
      cancellations: 'clases canceladas o cambiadas',
      digest: 'el horario semanal',
    },
    accepted: '¡Gracias! Revise su correo: le enviamos un enlace para confirmar (puede tardar unos minutos).',
  },
};

/** `text` with each `{name}` replaced by values[name] (unknown names are left as they are). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);

/** "A, B and C" / "A, B y C". */
export function listOf(items: string[], lang: SubscriptionLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items[items.length - 1]}`;
}
