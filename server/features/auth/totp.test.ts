import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotpStep, otpauthUri, totpCode } from './totp.js';

// RFC 6238 appendix B (SHA-1): the secret is the ASCII "12345678901234567890", here in base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

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

  it('makes a new 160-bit secret each time', () => {
    const secrets = [generateTotpSecret(), generateTotpSecret()];
    expect(secrets[0]).toMatch(/^[A-Z2-7]{32}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
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
    const uri = new URL(otpauthUri(rfcSecret, 'Bayanihan Remote', 'a@b.co'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Bayanihan Remote:a@b.co');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: rfcSecret, issuer: 'Bayanihan Remote', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
