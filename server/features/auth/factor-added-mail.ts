import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import { mailOf } from '../mail/mail.public.js';
import type { AuthDeps } from './auth.service.js';
import { signInMethodAddedMail, type AddedFactor } from './emails/sign-in-method-added.email.js';

/**
 * Tells the owner a sign-in method was added, in the transaction that adds it: a thief who got
 * past the proof still cannot add one unseen, and the owner learns what to do.
 */
export async function queueFactorAddedMail(
  deps: Pick<AuthDeps, 'mail'>,
  tx: Executor,
  user: { name: string; email: string },
  added: AddedFactor,
  log?: FastifyBaseLogger,
) {
  await deps.mail.queue(tx, mailOf(signInMethodAddedMail, user.email, { name: user.name, added, addedAt: new Date().toISOString() }), log);
}
