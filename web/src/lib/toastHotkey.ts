/** F8 moves keyboard focus to the notification area (lib/toast.tsx). A module of its own: every page installs it, few notify. */
export function installToastHotkey(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8') return;
    const area = document.querySelector<HTMLElement>('.app-toaster');
    if (!area) return;
    e.preventDefault();
    const target = area.querySelector<HTMLElement>('.bp6-toast') ?? area;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
