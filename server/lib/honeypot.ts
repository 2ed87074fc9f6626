import type { FastifyBaseLogger } from 'fastify';

/**
 * True when a form's hidden honeypot field was filled: the caller answers as if it worked and
 * stores nothing (see contract/spam.ts).
 */
export function caughtByHoneypot(log: FastifyBaseLogger, form: string, honeypotValue: string | undefined): boolean {
  if (!honeypotValue) return false;
  log.warn({ form }, 'honeypot filled: submission discarded');
  return true;
}
