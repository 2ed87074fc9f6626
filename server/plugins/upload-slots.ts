import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadCaps, UploadMinRate } from '../config.js';
import { AppError } from '../lib/errors.js';
import { clientAddressKey } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that take a file: caps uploads read at once, per address and in
     * total, and cuts off one whose body arrives too slowly. The route reads its body with
     * `readPdfForm`, which stops at `request.uploadCutOff`.
     */
    uploadSlot: onRequestHookHandler;
    /** Uploads being received now, each holding a slot (for tests, metrics and diagnostics). */
    uploadsBeingRead(): number;
  }
  interface FastifyRequest {
    /**
     * On a request holding an upload slot: aborted, with the 408 AppError to answer as its reason,
     * when the body arrives slower than the minimum rate. Whoever reads the body stops there and
     * throws the reason, so nothing is made of the part that came. Null on every other request.
     */
    uploadCutOff: AbortSignal | null;
  }
}

export const uploadSlotMessages = {
  perAddress: 'You are already sending several files. Please wait for them to finish, then try again.',
  total: 'We are receiving many files right now. Please try again in a minute.',
  tooSlow: 'The upload was too slow. Check your connection and try again.',
};

/** How often the bytes received are sampled, as a share of the window (and never more often than every 50 ms). */
const SAMPLES_PER_WINDOW = 10;
const MIN_SAMPLE_MS = 50;

/**
 * Uploads being received are capped, per address and in total: the next one from the same address
 * answers 429, and any beyond the total 503, before a byte of its body is read. A body goes to a
 * temporary file as it arrives (features/files/read-pdf-upload.ts), so a slot costs a connection
 * and a file descriptor or two, not the upload's size, and the caps are in the hundreds
 * (docs/decisions.md, "Uploads streamed"). A slot is given back once the whole body has arrived
 * (the check and storing that follow have their own limit), when the answer is sent or the
 * connection drops, or at once when the upload is cut off for arriving too slowly (408
 * `upload.too_slow`): otherwise a few connections sending a byte now and then would hold every
 * slot until the request timeout.
 *
 * Any answer sent before its request body was fully read (a refused or rate-limited upload, an
 * early 4xx, a 408) closes the connection: otherwise Node keeps reading the rest of the body to
 * reuse the connection, and a slow or endless upload would stay open after it was refused.
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
  app.decorateRequest('uploadCutOff', null);
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

    // Given back exactly once, by whichever comes first: the cut-off, the answer or the connection's end.
    let released = false;
    const giveBack = () => {
      if (released) return;
      released = true;
      stopWatching();
      release(address);
    };
    const cutOff = new AbortController();
    request.uploadCutOff = cutOff.signal;
    const stopWatching = watchBodyRate(request, options.caps.minRate, () => {
      giveBack();
      cutOff.abort(new AppError(408, 'upload.too_slow', uploadSlotMessages.tooSlow));
      // The 408 closes the connection, but Node never ends a request body that was answered before
      // it arrived: ending it then lets its reader (the multipart parser) give up what it holds.
      request.raw.socket.once('close', () => request.raw.destroy());
    });
    // 'end': the whole body is in; 'close': the answer is sent or the connection is gone.
    request.raw.once('end', giveBack);
    reply.raw.once('close', giveBack);
  });

  // A callback, not an async hook: it runs on every answer, and a promise each time is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasBody(request) && request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
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
