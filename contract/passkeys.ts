import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorBodySchema, plainText } from './common.js';
import { passkeySchema, secondFactorConfirmedSchema, secondFactorProofBodySchema, sessionUserSchema } from './users.js';
import { authenticationCredentialSchema, registrationCredentialSchema } from './webauthn.js';

const c = initContract();

export const PASSKEY_NAME_MAX_LENGTH = 60;

export const passkeyMessages = {
  nameRequired: 'Give the passkey a name, such as the device it is on',
  nameTooLong: `Name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters long`,
  refused: 'That passkey could not be verified. Try again, or use another way to sign in.',
  registrationRefused: 'The passkey could not be verified. Please try again.',
  alreadyAdded: 'This passkey is already on your account.',
  notFound: 'That passkey is not on your account.',
  ticketExpired: 'Adding the passkey took too long. Please start again.',
  /** Said by the browser page when the user closes the browser's passkey prompt. */
  cancelled: 'The passkey prompt was closed before it finished.',
  unsupported: 'This browser cannot use passkeys. Use an authenticator app instead, or another browser.',
};

/** A passkey's proof that its owner is at the keyboard: a challenge for the signed-in account's passkeys. */
export const passkeyProofChallengeSchema = z.object({
  /** Signed, 5 minutes, single use: sent back with the passkey's answer in a proof (`passkey`). */
  challenge: z.string(),
  /** What the browser's `navigator.credentials.get` is asked, bound to this challenge. */
  passkeyOptions: z.custom<PublicKeyCredentialRequestOptionsJSON>((value) => typeof value === 'object' && value !== null),
});

export const passkeyRegistrationSchema = z.object({
  /** What the browser's `navigator.credentials.create` is asked. */
  options: z.custom<PublicKeyCredentialCreationOptionsJSON>((value) => typeof value === 'object' && value !== null),
  /** Signed, 5 minutes: sent back with the new credential. */
  ticket: z.string(),
});

export const addPasskeyBodySchema = z.object({
  ticket: plainText('Ticket', 1000).min(1, passkeyMessages.ticketExpired),
  name: plainText('Name', PASSKEY_NAME_MAX_LENGTH).trim().min(1, passkeyMessages.nameRequired).max(PASSKEY_NAME_MAX_LENGTH, passkeyMessages.nameTooLong),
  credential: registrationCredentialSchema,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;

export const loginPasskeyBodySchema = z.object({
  challenge: plainText('Challenge', 1000).min(1),
  credential: authenticationCredentialSchema,
});
export type LoginPasskeyBody = z.infer<typeof loginPasskeyBodySchema>;

const passkeyIdParams = z.object({ id: plainText('Passkey', 100).uuid(passkeyMessages.notFound) });

export const passkeysContract = c.router({
  startPasskeyRegistration: {
    method: 'POST',
    path: '/users/passkeys/registration',
    body: secondFactorProofBodySchema,
    responses: { 200: passkeyRegistrationSchema, 400: errorBodySchema },
    summary:
      "Start adding a passkey to the signed-in account, proven with a current second factor (a code or a passkey) when it has one, else the password: the browser's creation options and a ticket",
  },
  startPasskeyProof: {
    method: 'POST',
    path: '/users/passkeys/proof',
    body: c.noBody(),
    responses: { 200: passkeyProofChallengeSchema, 409: errorBodySchema },
    summary: "A challenge for one of the signed-in account's passkeys to sign, to prove it is the owner before a change",
  },
  addPasskey: {
    method: 'POST',
    path: '/users/passkeys',
    body: addPasskeyBodySchema,
    responses: { 201: secondFactorConfirmedSchema.extend({ passkey: passkeySchema }), 409: errorBodySchema },
    summary: 'Add the passkey the browser made; the first factor of an account answers 10 recovery codes, once; answers a new session',
  },
  removePasskey: {
    method: 'POST',
    path: '/users/passkeys/:id/remove',
    pathParams: passkeyIdParams,
    body: secondFactorProofBodySchema,
    responses: { 200: z.object({ session: sessionUserSchema }), 404: errorBodySchema },
    summary: 'Remove a passkey, proven with the password or a current code; answers a new session',
  },
  loginWithPasskey: {
    method: 'POST',
    path: '/users/login/passkey',
    body: loginPasskeyBodySchema,
    responses: { 200: sessionUserSchema },
    summary: "Finish a login with the challenge and the answer of one of the account's passkeys",
  },
});
