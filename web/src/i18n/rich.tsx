import { Fragment, type ReactNode } from 'react';
import { t } from './index';

// A character no message contains: it marks where an element goes in the translated text.
const MARK = '\u0001';

/**
 * A message with elements in it ('Notices go to {email}.' with the address in <strong>): the
 * translation decides where each goes, so the sentence's order is the language's own.
 */
export function tRich(id: string, elements: Record<string, ReactNode>, values?: Record<string, string | number>) {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(id, { ...values, ...marks })
    .split(MARK)
    .map((piece, i) => (i % 2 ? <Fragment key={i}>{elements[piece]}</Fragment> : piece));
}
