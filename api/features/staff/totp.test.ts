import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCodeAt, totpUri } from './totp';

/** RFC 6238 appendix B, SHA-1, seed "12345678901234567890" (base32 below); 8-digit codes there. */
const RFC_SEED = Buffer.from('12345678901234567890').toString('hex');
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('the base32 secret is the RFC seed', () => {
    expect(RFC_SEED).toBe('3132333435363738393031323334353637383930');
  });

  it("gives RFC 6238's SHA-1 test vectors (6 digits: the same value modulo 10^6)", () => {
    for (const [t, code8] of RFC_VECTORS) expect(totpCodeAt(RFC_SECRET, t), `T=${t}`).toBe(code8.slice(-6));
  });

  it('accepts the code of the step at the RFC times, one step either side, not two', () => {
    const t = 1111111111;
    const step = Math.floor(t / 30);
    expect(matchTotp(RFC_SECRET, '050471', 0, t * 1000)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, t - 30), 0, t * 1000)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, t + 30), 0, t * 1000)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, t - 60), 0, t * 1000)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, t + 60), 0, t * 1000)).toBeNull();
  });

  it('refuses a code of a step already used, and of any step before it', () => {
    const now = Date.now();
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, Math.floor(now / 1000));
    const step = matchTotp(secret, code, 0, now)!;
    expect(step).toBe(Math.floor(now / 30_000));
    expect(matchTotp(secret, code, step, now)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, Math.floor(now / 1000) - 30), step, now)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, Math.floor(now / 1000) + 30), step, now)).toBe(step + 1);
  });

  it('refuses malformed codes without throwing', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12 456', '０１２３４５'])
      expect(matchTotp(RFC_SECRET, code, 0, 59_000)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'Core Academy', 'ana@academy.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Core Academy:ana@academy.test');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Core Academy');
  });
});
