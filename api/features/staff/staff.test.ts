import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/routes';
import { capturedLogger, PASSWORDS, smtpMail, startTestServer, type TestServer } from '../../testing/harness';
import { STAFF_PASSWORD, staffAccount } from '../../testing/staff';
import { totpCodeAt } from './totp';
import { ACCOUNT_MAX_FAILURES } from './signIn';
import { startSmtp } from '../../notices/testSmtp';

const PUBLIC = 'https://academy.test';
const json = async (res: Response) => (await res.json()) as any;
let ip = 0;
// Each call another network (an IPv6 /48 of the documentation range), so no network budget
// (api/auth/signInLimits.ts) joins two of them.
const client = () => ({ 'X-Forwarded-For': `2001:db8:${(++ip).toString(16)}::7` });
const login = (t: TestServer, body: object, headers: Record<string, string> = client()) =>
  t.req(API.adminLogin, { method: 'POST', json: body, headers });
const codeNow = (secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, Math.floor(Date.now() / 1000) + offsetSteps * 30);
/** Words that must never appear in an answer about accounts. */
const SECRET_WORDS = /salt|hash|tokenHash|"secret"|"password"|passwordVersion/;

let t: TestServer;
let log: ReturnType<typeof capturedLogger>;
beforeAll(async () => {
  log = capturedLogger();
  t = await startTestServer({ trustProxy: 1, publicUrl: PUBLIC, logger: log.logger });
});
afterAll(() => t.stop());

describe('accounts and sessions', () => {
  it('the first start makes the owner "Owner" whose password is the admin password', async () => {
    const owner = await t.login();
    expect(await json(await t.req(API.adminSession, { token: owner }))).toEqual({
      account: { id: 'owner', name: 'Owner', email: '', role: 'owner', totp: false },
    });
    const list = await t.req(API.staff, { token: owner });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({ id: 'owner', name: 'Owner', role: 'owner', totp: false, primary: true }),
    ]);
    expect(text).not.toMatch(SECRET_WORDS);
  });

  it('set-password admin (the same Passwords.set) changes the owner password and ends the owner sessions', async () => {
    const t2 = await startTestServer({ trustProxy: 1 });
    try {
      const old = await t2.login();
      await t2.services.passwords.set('admin', 'a-new-admin-password');
      await new Promise((r) => setTimeout(r, 1100)); // the file is re-read at most once a second
      expect((await t2.req(API.adminSession, { token: old })).status).toBe(401);
      expect((await login(t2, { password: PASSWORDS.admin })).status).toBe(401);
      expect((await login(t2, { password: 'a-new-admin-password' })).status).toBe(200);
    } finally {
      await t2.stop();
    }
  });

  it('invites: 201 {account, inviteUrl}; the link sets a password once and signs in', async () => {
    const owner = await t.login();
    const res = await t.req(API.staff, {
      method: 'POST',
      token: owner,
      json: { name: 'Ana Ruiz', email: ' Ana.Ruiz@Academy.test ', role: 'instructor' },
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(SECRET_WORDS);
    const { account, inviteUrl, emailed } = JSON.parse(text);
    expect(account).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana.ruiz@academy.test',
      role: 'instructor',
      invited: true,
    });
    expect(emailed).toBe(false);
    expect(inviteUrl).toMatch(/^https:\/\/academy\.test\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(inviteUrl).searchParams.get('token')!;

    // Not signed in before the password is chosen.
    expect((await login(t, { email: 'ana.ruiz@academy.test', password: 'anything-at-all' })).status).toBe(401);
    const short = await t.req(API.staffInvite, { method: 'POST', json: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect((await json(short)).issues[0].path).toBe('password');

    const accepted = await t.req(API.staffInvite, { method: 'POST', json: { token, password: STAFF_PASSWORD } });
    expect(accepted.status).toBe(200);
    const session = (await json(accepted)).token;
    expect(await json(await t.req(API.adminSession, { token: session }))).toMatchObject({
      account: { id: account.id, name: 'Ana Ruiz', email: 'ana.ruiz@academy.test', role: 'instructor' },
    });
    const again = await t.req(API.staffInvite, { method: 'POST', json: { token, password: STAFF_PASSWORD } });
    expect(again.status).toBe(400);
    expect((await json(again)).issues[0].path).toBe('token');

    const signed = await login(t, { email: 'ANA.RUIZ@academy.test', password: STAFF_PASSWORD });
    expect(signed.status).toBe(200);
    expect((await json(signed)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing secret was logged: no link token, no password.
    expect(JSON.stringify(log.lines)).not.toContain(token);
    expect(JSON.stringify(log.lines)).not.toContain(STAFF_PASSWORD);
  });

  it('an invitation past 72 hours is refused (410)', async () => {
    const res = await t.req(API.staff, {
      method: 'POST',
      token: await t.login(),
      json: { name: 'Late', email: 'late@academy.test' },
    });
    const { account, inviteUrl } = await json(res);
    t.services.staff.store.get(account.id)!.invite!.expiresAt = new Date(Date.now() - 1000).toISOString();
    const token = new URL(inviteUrl).searchParams.get('token')!;
    const late = await t.req(API.staffInvite, { method: 'POST', json: { token, password: STAFF_PASSWORD } });
    expect(late.status).toBe(410);
    // A new link from the owner works.
    const again = await json(
      await t.req(`${API.staff}/${account.id}/invite`, { method: 'POST', token: await t.login() }),
    );
    const fresh = new URL(again.inviteUrl).searchParams.get('token')!;
    expect(
      (await t.req(API.staffInvite, { method: 'POST', json: { token: fresh, password: STAFF_PASSWORD } })).status,
    ).toBe(200);
  });

  it('an invitation used by 30 requests at once signs in exactly one', async () => {
    const res = await t.req(API.staff, {
      method: 'POST',
      token: await t.login(),
      json: { name: 'Race', email: 'race@academy.test' },
    });
    const token = new URL((await json(res)).inviteUrl).searchParams.get('token')!;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.req(API.staffInvite, { method: 'POST', json: { token, password: STAFF_PASSWORD } }),
      ),
    );
    const codes = answers.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 400)).toBe(true);
  });

  it('validates input, naming the field; a taken email is 409', async () => {
    const owner = await t.login();
    for (const [body, field] of [
      [{ name: '', email: 'x@academy.test' }, 'name'],
      [{ name: 'X', email: 'not-an-email' }, 'email'],
      [{ name: 'X', email: 'x@academy.test\r\nBcc: a@b.c' }, 'email'],
      [{ name: 'X', email: 'x@academy.test', role: 'admin' }, 'role'],
    ] as const) {
      const res = await t.req(API.staff, { method: 'POST', token: owner, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).issues[0].path).toBe(field);
    }
    const { email } = await staffAccount(t);
    const dup = await t.req(API.staff, { method: 'POST', token: owner, json: { name: 'Y', email } });
    expect(dup.status).toBe(409);
    expect((await t.req(API.adminLogin, { method: 'POST', json: { email: 'x', password: 'y' } })).status).toBe(400);
    expect((await t.req(API.adminLogin, { method: 'POST', json: { password: 'y', code: 5 } })).status).toBe(400);
  });

  it('there is always an owner: the last one cannot be removed or demoted (409)', async () => {
    const t2 = await startTestServer();
    try {
      const owner = await t2.login();
      expect((await t2.req(`${API.staff}/owner`, { method: 'DELETE', token: owner })).status).toBe(409);
      const demote = await t2.req(`${API.staff}/owner`, {
        method: 'PATCH',
        token: owner,
        json: { role: 'instructor' },
      });
      expect(demote.status).toBe(409);
      const second = await staffAccount(t2, 'owner');
      // Two owners: the second may be demoted, then removed; 30 removals at once remove it once.
      const patched = await t2.req(`${API.staff}/${second.id}`, {
        method: 'PATCH',
        token: owner,
        json: { role: 'instructor', name: 'Second' },
      });
      expect(await json(patched)).toMatchObject({ role: 'instructor', name: 'Second' });
      // A demotion shows at once in the account's session.
      expect((await json(await t2.req(API.adminSession, { token: second.token }))).account.role).toBe('instructor');
      const removals = await Promise.all(
        Array.from({ length: 30 }, () => t2.req(`${API.staff}/${second.id}`, { method: 'DELETE', token: owner })),
      );
      expect(removals.filter((r) => r.status === 204)).toHaveLength(1);
      expect(removals.every((r) => r.status === 204 || r.status === 404)).toBe(true);
      expect((await json(await t2.req(API.staff, { token: owner }))).map((a: { id: string }) => a.id)).toEqual([
        'owner',
      ]);
    } finally {
      await t2.stop();
    }
  });

  it('removing an account ends its sessions at once', async () => {
    const a = await staffAccount(t);
    expect((await t.req(API.announcements, { token: a.token })).status).toBe(200);
    expect((await t.req(`${API.staff}/${a.id}`, { method: 'DELETE', token: await t.login() })).status).toBe(204);
    expect((await t.req(API.adminSession, { token: a.token })).status).toBe(401);
    expect((await t.req(API.announcements, { method: 'POST', token: a.token, json: {} })).status).toBe(401);
    expect((await login(t, { email: a.email, password: STAFF_PASSWORD })).status).toBe(401);
  });

  it('changing a password ends the other sessions, not this one', async () => {
    const a = await staffAccount(t);
    const other = (await json(await login(t, { email: a.email, password: STAFF_PASSWORD }))).token;
    const wrong = await t.req(API.staffPassword, {
      method: 'POST',
      token: a.token,
      json: { current: 'not-it-at-all', password: 'another-long-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).issues[0].path).toBe('current');
    const res = await t.req(API.staffPassword, {
      method: 'POST',
      token: a.token,
      json: { current: STAFF_PASSWORD, password: 'another-long-password' },
    });
    expect(res.status).toBe(200);
    expect((await t.req(API.adminSession, { token: a.token })).status).toBe(200);
    expect((await t.req(API.adminSession, { token: other })).status).toBe(401);
    expect((await login(t, { email: a.email, password: STAFF_PASSWORD })).status).toBe(401);
    expect((await login(t, { email: a.email, password: 'another-long-password' })).status).toBe(200);
  });

  it('the owner changing their own password: the admin password changes, this session stays', async () => {
    const t2 = await startTestServer({ trustProxy: 1 });
    try {
      const a = await t2.login();
      const b = (await json(await login(t2, { password: PASSWORDS.admin }))).token;
      const res = await t2.req(API.staffPassword, {
        method: 'POST',
        token: a,
        json: { current: PASSWORDS.admin, password: 'owner-new-password-1' },
      });
      expect(res.status).toBe(200);
      expect((await t2.req(API.adminSession, { token: a })).status).toBe(200);
      expect((await t2.req(API.adminSession, { token: b })).status).toBe(401);
      expect(await t2.services.passwords.check('admin', 'owner-new-password-1')).toBe(true);
    } finally {
      await t2.stop();
    }
  });
});

describe('idempotency keys are per account', () => {
  it("an instructor sending the owner's key gets no replay of the owner's answer", async () => {
    const key = `k${Date.now()}`;
    const headers = { 'Idempotency-Key': key };
    const first = await t.req(API.staff, {
      method: 'POST',
      token: await t.login(),
      headers,
      json: { name: 'Keyed', email: `keyed${Date.now()}@academy.test` },
    });
    expect(first.status).toBe(201);
    const a = await staffAccount(t);
    const replay = await t.req(API.staff, { method: 'POST', token: a.token, headers, json: {} });
    expect(replay.status).toBe(403);
    expect(await replay.text()).not.toContain('inviteUrl');
  });
});

describe('sign-in limits: per client and per account', () => {
  it('wrong passwords for one account spread over many clients slow that account to one try per client, never locking out its holder', async () => {
    const a = await staffAccount(t);
    const guessers = Array.from({ length: ACCOUNT_MAX_FAILURES }, client);
    for (const headers of guessers)
      expect((await login(t, { email: a.email, password: 'wrong-password-x' }, headers)).status).toBe(401);
    // Spent: each client has one more try at this account an hour, a guesser's second is refused.
    const again = await login(t, { email: a.email, password: 'wrong-password-z' }, guessers[0]);
    expect(again.status).toBe(401);
    const refused = await login(t, { email: a.email, password: 'wrong-password-z' }, guessers[0]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The holder, from a client that was not guessing, still signs in; other accounts are untouched.
    expect((await login(t, { email: a.email, password: STAFF_PASSWORD })).status).toBe(200);
    const b = await staffAccount(t);
    expect((await login(t, { email: b.email, password: STAFF_PASSWORD })).status).toBe(200);
  });

  it("one client's flood against an account never locks it for the others", async () => {
    const a = await staffAccount(t);
    const headers = client();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(t, { email: a.email, password: 'wrong-password-y' }, headers)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
    expect((await login(t, { email: a.email, password: STAFF_PASSWORD })).status).toBe(200);
  });

  it('one client: the owner password form and the email form share the limit; 30 at once check at most 5', async () => {
    const headers = client();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, i % 2 ? { password: 'nope-nope' } : { email: `nobody${i}@academy.test`, password: 'nope' }, headers),
      ),
    );
    const codes = answers.map((r) => r.status);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    expect((await login(t, { password: PASSWORDS.admin }, headers)).status).toBe(429);
  });

  it('an unknown email answers like a wrong password', async () => {
    const res = await login(t, { email: 'no-such-person@academy.test', password: 'whatever-it-is' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Incorrect email or password' });
  });
});

describe('TOTP', () => {
  async function withTotp() {
    const a = await staffAccount(t);
    const setup = await t.req(API.staffTotp, { method: 'POST', token: a.token });
    expect(setup.status).toBe(200);
    const cookie = setup.headers.getSetCookie().find((c) => c.startsWith('academy.step='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    const { secret, uri } = await json(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    // Not active until confirmed.
    expect((await login(t, { email: a.email, password: STAFF_PASSWORD })).status).toBe(200);
    const bad = await t.req(API.staffTotpConfirm, { method: 'POST', token: a.token, json: { code: '000000' } });
    expect(bad.status).toBe(400);
    const ok = await t.req(API.staffTotpConfirm, { method: 'POST', token: a.token, json: { code: codeNow(secret) } });
    expect(ok.status).toBe(200);
    expect((await json(ok)).account.totp).toBe(true);
    return { ...a, secret };
  }

  it('sign-in needs the code: missing or wrong 401 {message, secondFactor}; right 200; used again 401', async () => {
    const a = await withTotp();
    const missing = await login(t, { email: a.email, password: STAFF_PASSWORD });
    expect(missing.status).toBe(401);
    expect(await json(missing)).toEqual({ message: expect.any(String), secondFactor: 'totp' });
    const wrong = await login(t, { email: a.email, password: STAFF_PASSWORD, code: '123456' });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).secondFactor).toBe('totp');
    // A wrong password says nothing about a second factor.
    expect(await json(await login(t, { email: a.email, password: 'wrong-password', code: '123456' }))).toEqual({
      message: 'Incorrect email or password',
    });
    const code = codeNow(a.secret, 1); // one step of drift ahead
    const ok = await login(t, {
      email: a.email,
      password: STAFF_PASSWORD,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(ok.status).toBe(200);
    const replay = await login(t, { email: a.email, password: STAFF_PASSWORD, code });
    expect(replay.status).toBe(401);
    expect((await json(replay)).secondFactor).toBe('totp');
  });

  it('a missing code does not count as a failure; a wrong one does', async () => {
    const a = await withTotp();
    const headers = client();
    for (let i = 0; i < 8; i++)
      expect((await login(t, { email: a.email, password: STAFF_PASSWORD }, headers)).status).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await login(t, { email: a.email, password: STAFF_PASSWORD, code: '000001' }, headers)).status).toBe(401);
    const right = { email: a.email, password: STAFF_PASSWORD, code: codeNow(a.secret, 1) };
    expect((await login(t, right, headers)).status).toBe(429);
  });

  it('the pending secret is the session step of its account only; it also works without the cookie (desktop)', async () => {
    const a = await staffAccount(t);
    const b = await staffAccount(t);
    const setup = await t.req(API.staffTotp, { method: 'POST', token: a.token });
    const { secret } = await json(setup);
    const cookie = setup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Another account with a's cookie finds nothing to confirm.
    const other = await t.req(API.staffTotpConfirm, {
      method: 'POST',
      token: b.token,
      cookie,
      json: { code: codeNow(secret) },
    });
    expect(other.status).toBe(409);
    // a, with no cookie at all, as the desktop app's main process sends.
    const ok = await t.req(API.staffTotpConfirm, { method: 'POST', token: a.token, json: { code: codeNow(secret) } });
    expect(ok.status).toBe(200);
  });

  it('turned off with a code; the owner resets another account', async () => {
    const a = await withTotp();
    expect((await t.req(API.staffTotp, { method: 'DELETE', token: a.token, json: { code: '999999' } })).status).toBe(
      400,
    );
    // The confirmation used this step's code: the next one (one step of drift) turns it off.
    const off = await t.req(API.staffTotp, { method: 'DELETE', token: a.token, json: { code: codeNow(a.secret, 1) } });
    expect(off.status).toBe(200);
    expect((await login(t, { email: a.email, password: STAFF_PASSWORD })).status).toBe(200);

    const b = await withTotp();
    expect((await t.req(`${API.staff}/${b.id}/totp`, { method: 'DELETE', token: a.token })).status).toBe(403);
    const reset = await t.req(`${API.staff}/${b.id}/totp`, { method: 'DELETE', token: await t.login() });
    expect(reset.status).toBe(200);
    expect((await json(reset)).totp).toBe(false);
    expect((await login(t, { email: b.email, password: STAFF_PASSWORD })).status).toBe(200);
  });

  it('the owner signing in with the password alone gets the same second factor', async () => {
    const t2 = await startTestServer({ trustProxy: 1 });
    try {
      const owner = await t2.login();
      const { secret } = await json(await t2.req(API.staffTotp, { method: 'POST', token: owner }));
      await t2.req(API.staffTotpConfirm, { method: 'POST', token: owner, json: { code: codeNow(secret) } });
      const missing = await login(t2, { password: PASSWORDS.admin });
      expect(await json(missing)).toMatchObject({ secondFactor: 'totp' });
      expect((await login(t2, { password: PASSWORDS.admin, code: codeNow(secret, 1) })).status).toBe(200);
    } finally {
      await t2.stop();
    }
  });
});

describe('invitation email', () => {
  // The mail thread's first start loads nodemailer: slow on a loaded machine.
  it(
    'with SMTP_URL the invitation is emailed with the link (and the answer says so)',
    { timeout: 40_000 },
    async () => {
      const smtp = await startSmtp();
      const t2 = await startTestServer({ publicUrl: PUBLIC, mail: smtpMail(smtp.port) });
      try {
        const res = await t2.req(API.staff, {
          method: 'POST',
          token: await t2.login(),
          json: { name: 'Mail Person', email: 'mail.person@academy.test' },
        });
        expect(res.status).toBe(201);
        const { inviteUrl, emailed } = await json(res);
        expect(emailed).toBe(true);
        await expect.poll(() => smtp.to('mail.person@academy.test').length, { timeout: 20_000 }).toBe(1);
        const got = smtp.to('mail.person@academy.test')[0].parsed;
        expect(got.text).toContain(inviteUrl);
        expect(got.subject).toContain('dashboard');
      } finally {
        await t2.stop();
        await smtp.close();
      }
    },
  );
});
