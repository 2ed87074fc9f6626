import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey in software for the server's tests: it answers WebAuthn creation and request options
 * the way a browser with a platform authenticator does (ES256 key, "none" attestation), so the
 * real verification runs on what it sends. The browser journeys use Chromium's own virtual
 * authenticator instead.
 */
export interface SoftAuthenticator {
  credentialId: string;
  create(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON;
  get(options: PublicKeyCredentialRequestOptionsJSON, origin: string, overrides?: { signCount?: number }): AuthenticationResponseJSON;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]);
  return isoCBOR.encode(cose);
}

function counterBytes(count: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

export function createSoftAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialIdBytes = randomBytes(16);
  const credentialId = b64url(credentialIdBytes);
  let signCount = 0;
  /** The credential as the browser hands it to the page, around the authenticator's `response`. */
  const credential = <Response>(response: Response) => ({
    id: credentialId,
    rawId: credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response,
  });

  return {
    credentialId,
    create(options, origin) {
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialIdBytes.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? new URL(origin).hostname),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        counterBytes(signCount),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialIdBytes,
        coseKeyOf(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
      return credential({ clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal' as const] });
    },
    get(options, origin, overrides = {}) {
      signCount = overrides.signCount ?? signCount + 1;
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
      const authData = Buffer.concat([
        sha256(options.rpId ?? new URL(origin).hostname),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
        counterBytes(signCount),
      ]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return credential({ clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature) });
    },
  };
}
