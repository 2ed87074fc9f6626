/**
 * A fresh Idempotency-Key for one form attempt: 32 random hex digits. `crypto.randomUUID` exists
 * only on secure origins; `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
