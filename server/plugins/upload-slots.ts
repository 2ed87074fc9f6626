import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadCaps } from '../config.js';
import { AppError } from '../lib/errors.js';
import { clientAddressKey } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that take a file: caps uploads read at once, per address and in total. */
    uploadSlot: onRequestHookHandler;
    /** Uploads holding a slot now (for tests and diagnostics). */
    uploadsBeingRead(): number;
  }
}

export const uploadSlotMessages = {
  perAddress: 'You are already sending several files. Please wait for them to finish, then try again.',
  total: 'We are receiving many files right now. Please try again in a minute.',
};

/**
 * Each upload being read may hold up to 5 MB in memory, so only so many are read at once: the
 * next one from the same address answers 429, and any beyond the total 503, before a byte of its
 * body is read. A slot is given back when the answer is sent or the connection drops.
 *
 * Any answer sent before its request body was fully read (a refused or rate-limited upload, an
 * early 4xx) closes the connection: otherwise Node keeps reading the rest of the body to reuse the
 * connection, and a slow or endless upload would stay open after it was refused.
 */
async function uploadSlots(app: FastifyInstance, options: { caps: UploadCaps }) {
  let total = 0;
  const perAddress = new Map<string, number>();

  const release = (address: string) => {
    total -= 1;
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };

  app.decorate('uploadsBeingRead', () => total);
  app.decorate('uploadSlot', async function takeUploadSlot(request: FastifyRequest, reply: FastifyReply) {
    const address = clientAddressKey(request.ip);
    const mine = perAddress.get(address) ?? 0;
    if (mine >= options.caps.perAddress) throw new AppError(429, 'upload.too_many_at_once', uploadSlotMessages.perAddress);
    if (total >= options.caps.total) {
      reply.header('retry-after', '60');
      throw new AppError(503, 'upload.server_busy', uploadSlotMessages.total);
    }
    total += 1;
    perAddress.set(address, mine + 1);
    let released = false;
    // 'close' fires once the answer is sent or the connection is gone, whichever comes first.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      release(address);
    });
  });

  app.addHook('onSend', async (request, reply) => {
    if (hasBody(request) && request.raw.complete === false) reply.header('connection', 'close');
  });
}

/** A bodiless GET may be answered before Node marks it complete; only a body can still be arriving. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export default fp(uploadSlots, { name: 'upload-slots' });
