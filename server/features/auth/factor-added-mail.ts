import type { FastifyBaseLogger } from 'fastify';
import { company } from '../../../contract/catalogues/company.js';
import type { Executor } from '../../db/database.js';
import type { AuthDeps } from './auth.service.js';

export type AddedFactor = { method: 'authenticator_app' } | { method: 'passkey'; name: string };

const describe = (added: AddedFactor) => (added.method === 'passkey' ? `a passkey named “${added.name}”` : 'an authenticator app');

/**
 * Tells the owner a sign-in method was added, in the transaction that adds it: a thief who got
 * past the proof still cannot add one unseen, and the owner learns what to do.
 */
export async function queueFactorAddedMail(
  deps: Pick<AuthDeps, 'mail' | 'publicUrl'>,
  tx: Executor,
  user: { name: string; email: string },
  added: AddedFactor,
  log?: FastifyBaseLogger,
) {
  const when = new Date().toUTCString().replace('GMT', 'UTC');
  await deps.mail.queue(
    tx,
    {
      to: user.email,
      subject: `A sign-in method was added to your ${company.brand} account`,
      text: [
        `Hello ${user.name},`,
        '',
        `A sign-in method was added to your ${company.brand} account: ${describe(added)}, on ${when}.`,
        'Every other device signed in to your account was signed out.',
        '',
        'If it was you, there is nothing more to do.',
        '',
        'If it was not you, someone can sign in as you. Right away:',
        `1. Reset your password: on ${deps.publicUrl}/login choose "Forgot your password?".`,
        `2. Sign in, and remove what you did not add under Account security (${deps.publicUrl}/account/security).`,
        `If the second step of the sign-in keeps you out, write to ${company.supportEmail} from this address and we will remove it for you.`,
      ].join('\n'),
    },
    log,
  );
}
