import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { uploadMessages } from '../../contract/franchise.js';
import type { UploadCaps, UploadMinRate } from '../config.js';
import { AppError } from '../lib/errors.js';
import { prependRouteHook } from '../lib/route-hooks.js';
import { MAX_UPLOAD_BODY_BYTES } from './file-uploads.js';
import { clientAddressKey } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that take a file: refuses a body larger than an upload form's,
     * caps uploads at once, per address and in total, and cuts off one whose body arrives too
     * slowly or grows too large. The route reads its body with `readPdfForm`, which stops at
     * `request.uploadCutOff`.
     */
    uploadSlot: onRequestHookHandler;
    /**
     * Uploads holding a slot now: bodies being received, and bodies received whose file waits for
     * its check and storage (for the metrics, tests and diagnostics; `uploadSlotUse` tells them apart).
     */
    uploadsBeingRead(): number;
    /** The slots taken, by what they hold: a body still arriving, or a received file not yet checked, stored or refused. */
    uploadSlotUse(): { receiving: number; waiting: number };
  }
  interface FastifyRequest {
    /**
     * On a request holding an upload slot: aborted, with the AppError to answer as its reason, when
     * the body arrives slower than the minimum rate (408) or grows past an upload form's size (413).
     * Whoever reads the body stops there and throws the reason, so nothing is made of the part that
     * came. Null on every other request.
     */
    uploadCutOff: AbortSignal | null;
    /**
     * On a request holding an upload slot: keeps the slot taken until `settled` settles, even after
     * the answer has gone or the client with it. The body's reader hands it whatever holds the
     * upload's bytes (its temporary file, its wait for the check and the storage), so the slot is
     * given back only once they are gone. Null on every other request.
     */
    keepUploadSlotUntil: ((settled: Promise<unknown>) => void) | null;
  }
}

export const uploadSlotMessages = {
  perAddress: 'You are already sending several files. Please wait for them to finish, then try again.',
  total: 'We are receiving many files right now. Please try again in a minute.',
  tooSlow: 'The upload was too slow. Check your connection and try again.',
};

/** Seconds a client refused for want of room is asked to wait (Retry-After): about one slow upload's check and storage. */
export const BUSY_RETRY_AFTER_SECONDS = 60;

/** How often the bytes received are sampled, as a share of the window (and never more often than every 50 ms). */
const SAMPLES_PER_WINDOW = 10;
const MIN_SAMPLE_MS = 50;

/** One upload's place: held by its request until answered, and by each part of its reading still holding bytes. */
interface Slot {
  address: string;
  receiving: boolean;
  holders: number;
}

const tooLarge = () => new AppError(413, 'upload.too_large', uploadMessages.tooLarge);

/**
 * Uploads are capped, per address and in total: the next one from the same address answers 429,
 * and any beyond the total 503 with Retry-After, before a byte of its body is read. A slot is held
 * while the body arrives and then while its file waits in the temporary folder for the PDF check
 * and the storage (upload-processing.ts takes 4 at once): it is given back only when the file has
 * been checked and stored, or refused, and its temporary file removed, whatever happened to the
 * client meanwhile. So the total bounds the temporary files too. A body goes to a temporary file
 * as it arrives (features/files/read-pdf-upload.ts), so a slot costs a connection, a file
 * descriptor or two and at most one upload's size on disk, and the caps are in the hundreds
 * (docs/decisions.md, "Uploads streamed").
 *
 * A body declared larger than an upload form's (MAX_UPLOAD_BODY_BYTES) is answered 413 before it
 * is read; one sent without a length is cut off (413) as soon as it passes that size, and one that
 * arrives too slowly is cut off with 408 `upload.too_slow`: otherwise a few connections sending a
 * byte now and then would hold every slot until the request timeout. A cut-off upload's slot is
 * free again once its reading has ended with the connection and its temporary file is removed.
 *
 * Any answer sent before its request body was fully read (a refused or rate-limited upload, an
 * early 4xx, a 408 or 413) closes the connection: otherwise Node keeps reading the rest of the body
 * to reuse the connection, and a slow, endless or huge upload would stay open after it was refused.
 */
async function uploadSlots(app: FastifyInstance, options: { caps: UploadCaps }) {
  const slots = new Set<Slot>();
  const perAddress = new Map<string, number>();

  const take = (slot: Slot) => {
    slots.add(slot);
    perAddress.set(slot.address, (perAddress.get(slot.address) ?? 0) + 1);
  };
  const giveBack = (slot: Slot) => {
    slots.delete(slot);
    const left = (perAddress.get(slot.address) ?? 1) - 1;
    if (left > 0) perAddress.set(slot.address, left);
    else perAddress.delete(slot.address);
  };
  const letGo = (slot: Slot) => {
    slot.holders -= 1;
    if (slot.holders === 0) giveBack(slot);
  };

  app.decorate('uploadsBeingRead', () => slots.size);
  app.decorate('uploadSlotUse', () => {
    let receiving = 0;
    for (const slot of slots) if (slot.receiving) receiving += 1;
    return { receiving, waiting: slots.size - receiving };
  });
  app.decorateRequest('uploadCutOff', null);
  app.decorateRequest('keepUploadSlotUntil', null);
  app.decorate('uploadSlot', async function takeUploadSlot(request: FastifyRequest, reply: FastifyReply) {
    if (declaredLength(request) > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
    const address = clientAddressKey(request.ip);
    if ((perAddress.get(address) ?? 0) >= options.caps.perAddress) throw new AppError(429, 'upload.too_many_at_once', uploadSlotMessages.perAddress);
    if (slots.size >= options.caps.total) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      throw new AppError(503, 'upload.server_busy', uploadSlotMessages.total);
    }
    // The request itself is the first holder, until it is answered, its connection is gone or it is cut off.
    const slot: Slot = { address, receiving: true, holders: 1 };
    take(slot);
    let requestHolds = true;
    const requestDone = () => {
      if (!requestHolds) return;
      requestHolds = false;
      letGo(slot);
    };
    const bodyDone = () => {
      slot.receiving = false;
      stopWatching();
      stopCounting();
    };
    request.keepUploadSlotUntil = (settled) => {
      if (slot.holders === 0) return; // given back already: nothing of it is left to hold
      slot.holders += 1;
      settled.then(
        () => letGo(slot),
        () => letGo(slot),
      );
    };

    const cutOff = new AbortController();
    request.uploadCutOff = cutOff.signal;
    const cutOffWith = (reason: AppError) => {
      if (cutOff.signal.aborted) return;
      bodyDone();
      cutOff.abort(reason);
      requestDone();
      // The answer closes the connection, but Node never ends a request body that was answered before
      // it arrived: ending it then lets its reader (the multipart parser) give up what it holds.
      request.raw.socket.once('close', () => request.raw.destroy());
    };
    const stopWatching = watchBodyRate(request, options.caps.minRate, () => cutOffWith(new AppError(408, 'upload.too_slow', uploadSlotMessages.tooSlow)));
    const stopCounting = countBody(request, MAX_UPLOAD_BODY_BYTES, () => cutOffWith(tooLarge()));
    // 'end': the whole body is in; 'close': the answer is sent or the connection is gone.
    request.raw.once('end', bodyDone);
    reply.raw.once('close', () => {
      bodyDone();
      requestDone();
    });
  });

  // On the routes that read a body (a GET's is never read: Node discards it), and on errors, which the
  // not-found handler's refused bodies become. A callback, not an async hook: a promise each time is measurable.
  const closeWhenBodyUnread: onSendHookHandler = (request, reply, payload, done) => {
    closeIfBodyUnread(request, reply);
    done(null, payload);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    prependRouteHook(route, 'onSend', closeWhenBodyUnread);
  });
}

/**
 * An answer sent before its request's body has all arrived closes the connection: reading the
 * rest (an upload refused for its size, its rate or its sender) would hold the connection open for
 * nothing.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (hasBody(request) && request.raw.complete === false) reply.header('connection', 'close');
}

/** The body's length as its Content-Length states it; 0 when none is stated (then it is counted as it comes). */
function declaredLength(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) ? length : 0;
}

/**
 * Calls `tooLarge` once the body has brought more than `limit` bytes: for a body sent without a
 * length (chunked), whose size is known only as it arrives. Listening to 'data' would start the
 * body flowing before its reader is there, so it is paused again: it flows once its reader pipes
 * it, and both see every chunk. Returns a function that stops counting.
 */
function countBody(request: FastifyRequest, limit: number, tooLarge: () => void): () => void {
  const body = request.raw;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    stop();
    tooLarge();
  };
  const stop = () => body.off('data', count);
  body.on('data', count);
  body.pause();
  return stop;
}

/**
 * Calls `tooSlow` once if fewer than `bytesPerSecond × window` bytes arrive within a window while
 * the body is still arriving; the first window starts now (the headers have been read). Bytes are
 * counted on the connection, so the body stream itself is left alone for its reader. Each check
 * looks back at least a whole window (up to one sample more), so an upload keeping to the rate in
 * every window is never cut. Returns a function that stops watching.
 */
function watchBodyRate(request: FastifyRequest, rate: UploadMinRate, tooSlow: () => void): () => void {
  const socket = request.raw.socket as { bytesRead?: unknown; destroyed?: boolean } | null;
  // No minimum, or no connection to measure (an injected request arrives whole at once).
  if (rate.bytesPerSecond <= 0 || typeof socket?.bytesRead !== 'number') return () => undefined;
  const connection = socket as { bytesRead: number; destroyed: boolean };
  const leastPerWindow = (rate.bytesPerSecond * rate.windowMs) / 1000;
  const samples = [{ at: performance.now(), bytes: connection.bytesRead }];
  const timer = setInterval(
    () => {
      if (request.raw.complete || connection.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = performance.now();
      const bytes = connection.bytesRead;
      // The newest sample at least a window old starts the span checked; older ones are not needed again.
      let start = -1;
      for (let i = samples.length - 1; i >= 0 && start < 0; i -= 1) if (now - samples[i]!.at >= rate.windowMs) start = i;
      samples.push({ at: now, bytes });
      if (start < 0) return;
      samples.splice(0, start);
      if (bytes - samples[0]!.bytes < leastPerWindow) {
        clearInterval(timer);
        tooSlow();
      }
    },
    Math.max(MIN_SAMPLE_MS, Math.ceil(rate.windowMs / SAMPLES_PER_WINDOW)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** A bodiless GET may be answered before Node marks it complete; only a body can still be arriving. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export default fp(uploadSlots, { name: 'upload-slots' });
