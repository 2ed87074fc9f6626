import type { AuthenticationExtensionsClientOutputs } from '@simplewebauthn/browser';
import { z } from 'zod';
import { plainText } from './common.js';

/**
 * A credential as `@simplewebauthn/browser` sends it (base64url fields). Its inside is checked by
 * the WebAuthn verification itself; here only its shape and size, so nothing odd reaches it.
 * A file of its own: the passkey routes and the proofs of contract/users.ts both take one.
 */
const base64url = (label: string, max: number) => plainText(label, max).regex(/^[A-Za-z0-9_-]*$/, `${label} must be base64url`);
const credentialShape = {
  id: base64url('Credential id', 1400),
  rawId: base64url('Credential id', 1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .custom<AuthenticationExtensionsClientOutputs>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Extension results must be an object')
    .default({}),
};
export const registrationCredentialSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url('Client data', 4000),
    attestationObject: base64url('Attestation', 20_000),
    transports: z.array(plainText('Transport', 20)).max(10).optional(),
  }),
});
export const authenticationCredentialSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url('Client data', 4000),
    authenticatorData: base64url('Authenticator data', 4000),
    signature: base64url('Signature', 2000),
    userHandle: base64url('User handle', 200).optional(),
  }),
});
