import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * TOTP as RFC 6238 and every authenticator app has it: HMAC-SHA-1, 6 digits, 30-second steps.
 * One step of drift either way is accepted (a phone's clock a little off, a code typed as it
 * changed); a step already used by the account is refused, so a code seen over a shoulder or
 * replayed cannot sign in again.
 */
const PERIOD = 30;
const OPTIONS = { algorithm: 'sha1', digits: 6, period: PERIOD } as const;

/** 20 random bytes (RFC 4226's recommended length), base32 as authenticator apps expect. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI a QR code carries: "Issuer:label" and the secret. */
export const totpUri = (secret: string, issuer: string, label: string): string =>
  generateURI({ ...OPTIONS, issuer, label, secret });

/** The code for a moment (seconds since the epoch); the tests compute codes with it. */
export const totpCodeAt = (secret: string, epochSeconds: number): string =>
  generateSync({ ...OPTIONS, secret, epoch: epochSeconds });

/**
 * The time step the code belongs to, or null when it is wrong, malformed, or of a step at or
 * before `lastStep` (already used). Synchronous on purpose: the caller records the step before
 * anything else runs, so two requests with the same code cannot both pass.
 */
export function matchTotp(secret: string, code: string, lastStep: number, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      ...OPTIONS,
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: PERIOD,
      ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A stored step ahead of the clock (the server's clock went back) or a secret otplib refuses.
    return null;
  }
}
