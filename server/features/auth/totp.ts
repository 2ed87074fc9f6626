import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) through `otpauth`: HMAC-SHA1, 6 digits, 30-second steps, the form every
 * authenticator app reads from an otpauth:// URI. Its `validate` answers which step a code
 * matched (an offset from now), which the login needs to refuse the same step a second time.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
const DRIFT_STEPS = 1;

function totpOf(secretBase32: string, label?: { issuer: string; account: string }): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    ...(label ? { issuer: label.issuer, label: label.account } : {}),
  });
}

/** A new secret of 20 random bytes (160 bits, RFC 4226's recommended length), in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function timeStep(atMs: number = Date.now()): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator shows for a base32 secret at a moment (tests compute codes with it). */
export function totpCode(secretBase32: string, atMs: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: atMs });
}

/**
 * The step whose code `code` is, among the current one and its neighbours, newer than
 * `afterStep` (the last step accepted); undefined when none matches.
 */
export function matchTotpStep(secretBase32: string, code: string, afterStep: number | null, atMs: number = Date.now()): number | undefined {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  const offset = totpOf(secretBase32).validate({ token: code, timestamp: atMs, window: DRIFT_STEPS });
  if (offset === null) return undefined;
  const step = timeStep(atMs) + offset;
  return afterStep !== null && step <= afterStep ? undefined : step;
}

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  return totpOf(secretBase32, { issuer, account }).toString();
}
