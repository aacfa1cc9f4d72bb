import { useEffect, type RefObject } from 'react';

const typingIn = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** '/' puts the cursor in the tab's search box, as on GitHub or Gmail, unless one is typing or a dialog is open. */
export function useSlashFocus(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      // A dialog or the menu sheet is open; a toast is an overlay too, and must not disable '/'.
      if (document.querySelector('.bp6-overlay-open:not(.bp6-toast-container)')) return;
      e.preventDefault();
      ref.current?.focus();
      ref.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref]);
}
