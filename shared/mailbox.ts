/**
 * The mailbox an address reaches, for limits: case folded and the local part's `+tag` removed
 * (`Parent+1@Example.com` and `parent+x@example.com` reach `parent@example.com`). The attack
 * pass of 2026-11-28 sent 50 confirmations into one inbox through `victim+N@` variants.
 * Only for counting: the address is stored and written to as the family typed it.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
