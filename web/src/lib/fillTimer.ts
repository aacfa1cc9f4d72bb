import { useRef, useState } from 'react';
import { CONTACT_MIN_FILL_MS } from '@shared/constants';

/**
 * How long a public form was open, for the server's time trap (api/http/botTrap.ts), which drops a
 * post sent faster than a person fills it without saying so. So that no person is dropped in
 * silence, a form sent that fast is not posted: the form asks to send again (check() answers
 * null), and the second send, a person's second press, is posted as at least the trap's time.
 */
export function useFillTimer() {
  // When the form was first shown; the handlers below move it on with each new message.
  const [shown] = useState(() => performance.now());
  const shownAt = useRef(shown);
  const warned = useRef(false);
  return {
    /** The time to post, or null: too fast, ask the person to send again. */
    check(): number | null {
      const ms = Math.max(0, Math.round(performance.now() - shownAt.current));
      if (ms >= CONTACT_MIN_FILL_MS) return ms;
      if (warned.current) return CONTACT_MIN_FILL_MS;
      warned.current = true;
      return null;
    },
    /** The form was sent and emptied: a new message starts its own time. */
    restart() {
      shownAt.current = performance.now();
      warned.current = false;
    },
  };
}
