import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUri, totpCode } from './totp.js';

// RFC 6238 appendix B (SHA-1): the secret is the ASCII "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totpCode(rfcSecret, seconds * 1000)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(secret, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from('any bytes at all \u0000\u00ff');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts the neighbouring steps, and refuses a step already used', () => {
    const at = 1_700_000_000_000;
    const step = Math.floor(at / 30_000);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, at), null, at)).toBe(step);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, at - 30_000), null, at)).toBe(step - 1);
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, at - 90_000), null, at)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, at), step, at)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, 'abcdef', null, at)).toBeUndefined();
  });

  it('writes the otpauth URI an authenticator reads', () => {
    expect(otpauthUri('ABC', 'Bayanihan Remote', 'a@b.co')).toBe(
      'otpauth://totp/Bayanihan%20Remote:a%40b.co?secret=ABC&issuer=Bayanihan+Remote&algorithm=SHA1&digits=6&period=30',
    );
  });
});
