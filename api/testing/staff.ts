/** Test helpers for staff accounts: an invited account that has chosen its password, signed in. */
import { API } from '../../shared/routes';
import type { TestServer } from './harness';

export const STAFF_PASSWORD = 'instructor-pass-1234';
let n = 0;

/** Invites an account as the owner, follows the link's token; answers its id, email and token. */
export async function staffAccount(
  t: TestServer,
  role: 'owner' | 'instructor' = 'instructor',
  password = STAFF_PASSWORD,
): Promise<{ id: string; email: string; token: string; inviteUrl: string }> {
  const email = `staff${++n}-${Date.now()}@academy.test`;
  const res = await t.req(API.staff, {
    method: 'POST',
    token: await t.login(),
    json: { name: `Staff ${n}`, email, role },
  });
  if (res.status !== 201) throw new Error(`invite failed ${res.status} ${await res.text()}`);
  const { account, inviteUrl } = (await res.json()) as { account: { id: string }; inviteUrl: string };
  const inviteToken = new URL(inviteUrl).searchParams.get('token')!;
  const accepted = await t.req(API.staffInvite, { method: 'POST', json: { token: inviteToken, password } });
  if (accepted.status !== 200) throw new Error(`accept failed ${accepted.status} ${await accepted.text()}`);
  const { token } = (await accepted.json()) as { token: string };
  return { id: account.id, email, token, inviteUrl };
}
